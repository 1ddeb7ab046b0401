CREATE TABLE "subscription_markers" (
	"subscription_id" text NOT NULL,
	"marker" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_markers_subscription_id_marker_pk" PRIMARY KEY("subscription_id","marker")
);
--> statement-breakpoint
-- the markers kept in processed_events until now move to their own table
INSERT INTO "subscription_markers" ("subscription_id", "marker", "marked_at")
SELECT substring("id" from position(':' in "id") + 1),
       CASE WHEN "id" LIKE 'subscription.ended:%' THEN 'ended' ELSE 'refused' END,
       "processed_at"
FROM "processed_events"
WHERE "id" LIKE 'subscription.ended:%' OR "id" LIKE 'subscription.refused:%'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "processed_events" WHERE "id" LIKE 'subscription.ended:%' OR "id" LIKE 'subscription.refused:%';
