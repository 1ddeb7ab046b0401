import { DATA_EXPORT_HOURS, PRODUCT } from '@orato/shared';
import type { AccountData } from './account-data.repository';
import { toCsv } from './data-export.csv';
import type { MediaEntry } from './data-export.files';

/** One file of the ZIP made from the account's rows. */
export interface DocumentEntry {
  path: string;
  text: string;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const README = (email: string, at: Date, mediaCount: number) =>
  `Your ${PRODUCT.name} data
${'='.repeat(PRODUCT.name.length + 10)}

Account: ${email}
Prepared: ${at.toISOString()} (the download link works for ${DATA_EXPORT_HOURS} hours)
Operator: ${PRODUCT.company}, United Kingdom

What each file holds
--------------------
account.json          Your profile: e-mail, sign-in methods, plan, subscription, settings and credit balance.
payments.csv          Every payment: date, plan, amount, currency, status and the payment processor's reference.
credits.csv           The credits ledger: every grant, hold, charge and release, with its reason and job.
jobs.csv              Every generation and storyboard: tool, inputs (scripts, prompts, ideas), state, cost and times.
photo-avatars.json    Your photo avatars: name, voice, language and the face landmarks found in the portrait.
storyboard-drafts.json  The storyboards you are still editing: title, presenter, settings and scenes.
api-keys.csv          Your API keys: name, prefix and dates. The keys themselves are never stored, so never exported.
webhooks.json         Your webhook endpoint (without its signing secret) and the deliveries we logged.
staff-actions.csv     What ${PRODUCT.name}'s staff changed on your account: when, what, before, after and why.
media/                Your files (${mediaCount}), in a folder per tool:
  avatar-videos/        talking-avatar videos, their posters and captions files
  photo-avatar-videos/  videos of your photo avatars
  veo-videos/           text-to-video clips
  images/               generated images
  storyboards/          storyboard videos and captions; parts/ holds their scenes and pieces
  uploads/              photos and voice recordings you uploaded
  photo-avatars/        the portraits of your photo avatars
  Files are named by date, then your title or prompt, then a short id.

Times are UTC (ISO 8601). Amounts are in the currency's smallest unit divided by 100.
What we keep, and for how long: see the privacy policy, section "How long we keep it".
`;

/** Every document of the ZIP but the media, in the order they are written. */
export function accountDocuments(
  data: AccountData,
  media: readonly MediaEntry[],
  at: Date,
): DocumentEntry[] {
  const { user } = data;
  const pathOf = new Map(media.map((entry) => [entry.key, entry.path]));
  return [
    { path: 'README.txt', text: README(user.email, at, media.length) },
    {
      path: 'account.json',
      text: json({
        email: user.email,
        email_verified_at: user.emailVerifiedAt,
        created_at: user.createdAt,
        sign_in: {
          password: user.passwordHash !== null,
          identities: data.identities.map((identity) => ({
            issuer: identity.issuer,
            linked_at: identity.createdAt,
          })),
        },
        plan: {
          plan: user.plan,
          price: user.price,
          subscription_status: user.subscriptionStatus,
          next_billing_date: user.nextBillingDate,
          cancel_at_period_end: user.cancelSubscription,
          cancellation_date: user.cancellationDate,
          payment_processor_customer: user.customerId,
        },
        settings: { job_emails: user.jobEmails },
        credits: { available: data.balance?.available ?? 0, held: data.balance?.held ?? 0 },
      }),
    },
    {
      path: 'payments.csv',
      text: toCsv(
        ['paid_at', 'plan', 'amount', 'currency', 'status', 'reference'],
        data.payments.map((row) => [
          row.paidAt,
          row.plan,
          (row.priceCents / 100).toFixed(2),
          row.currency,
          row.status,
          row.reference,
        ]),
      ),
    },
    {
      path: 'credits.csv',
      text: toCsv(
        ['created_at', 'kind', 'amount', 'balance_change', 'reason', 'job'],
        data.ledger.map((row) => [
          row.createdAt,
          row.kind,
          row.amount,
          row.delta,
          row.reason,
          row.reference,
        ]),
      ),
    },
    {
      path: 'jobs.csv',
      text: toCsv(
        [
          'id',
          'tool',
          'state',
          'inputs',
          'credits_held',
          'credits_charged',
          'duration_seconds',
          'engine',
          'created_at',
          'completed_at',
          'error',
          'storyboard',
          'file',
        ],
        [
          ...data.generations.map((row) => [
            row.id,
            row.feature,
            row.state,
            row.input,
            row.holdCredits,
            row.chargedCredits,
            row.durationSeconds,
            row.provider,
            row.createdAt,
            row.completedAt,
            row.error,
            row.storyboardId,
            row.mediaKey ? pathOf.get(row.mediaKey) : null,
          ]),
          ...data.storyboards.map((board) => [
            board.id,
            'storyboard',
            board.state,
            {
              title: board.title,
              presenter: board.creatorName,
              scenes: data.scenes
                .filter((scene) => scene.storyboardId === board.id)
                .map((scene) => ({ line: scene.line, visual: scene.visual })),
            },
            board.holdCredits,
            board.chargedCredits,
            board.durationSeconds,
            'local',
            board.createdAt,
            board.completedAt,
            board.error,
            null,
            board.mediaKey ? pathOf.get(board.mediaKey) : null,
          ]),
        ],
      ),
    },
    {
      path: 'photo-avatars.json',
      text: json(
        data.photoAvatars.map((avatar) => ({
          name: avatar.name,
          voice: avatar.voice,
          language: avatar.language,
          created_at: avatar.createdAt,
          portrait: pathOf.get(avatar.imageKey),
          landmarks: avatar.landmarks,
        })),
      ),
    },
    {
      path: 'storyboard-drafts.json',
      text: json(
        data.storyboardDrafts.map((draft) => ({
          id: draft.id,
          title: draft.title,
          created_at: draft.createdAt,
          updated_at: draft.updatedAt,
          draft: draft.content,
        })),
      ),
    },
    {
      path: 'api-keys.csv',
      text: toCsv(
        ['name', 'prefix', 'created_at', 'last_used_at', 'revoked_at'],
        data.apiKeys.map((key) => [
          key.name,
          key.prefix,
          key.createdAt,
          key.lastUsedAt,
          key.revokedAt,
        ]),
      ),
    },
    {
      path: 'staff-actions.csv',
      text: toCsv(
        ['created_at', 'action', 'subject', 'before', 'after', 'reason'],
        data.staffActions.map((row) => [
          row.createdAt,
          row.action,
          row.subject,
          row.before === null ? '' : JSON.stringify(row.before),
          row.after === null ? '' : JSON.stringify(row.after),
          row.reason,
        ]),
      ),
    },
    {
      path: 'webhooks.json',
      text: json({
        endpoint: data.webhookEndpoint
          ? {
              url: data.webhookEndpoint.url,
              enabled: data.webhookEndpoint.enabled,
              secret_ends_with: data.webhookEndpoint.secretHint,
              created_at: data.webhookEndpoint.createdAt,
              updated_at: data.webhookEndpoint.updatedAt,
            }
          : null,
        deliveries: data.webhookEvents.map((event) => ({
          id: event.id,
          type: event.type,
          job: event.generationId ?? event.storyboardId,
          state: event.state,
          attempts: event.attempts,
          last_status: event.lastStatus,
          last_error: event.lastError,
          created_at: event.createdAt,
          delivered_at: event.deliveredAt,
          data: event.data,
        })),
      }),
    },
  ];
}
