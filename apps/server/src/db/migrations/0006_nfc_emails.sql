-- Addresses are compared in Unicode NFC from now on: stored ones written in another form move to
-- NFC, unless that spelling is already another account's (that older twin is left as it was).
UPDATE "users" SET "email" = normalize("email", NFC)
WHERE "email" IS NOT NFC NORMALIZED
  AND NOT EXISTS (SELECT 1 FROM "users" AS "twin" WHERE "twin"."email" = normalize("users"."email", NFC));
