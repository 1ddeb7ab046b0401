import { LIMITS } from './limits';

const HOUR = 1;
const DAY = 24 * HOUR;

/**
 * What Orato removes on a clock, and when. This one list is what the privacy policy's "How long we
 * keep it" shows, what docs/data-retention.md states, and what the server's retention job enforces
 * (apps/server/src/modules/retention/retention.rules.ts maps each id to its removal; a test ages
 * a row of every rule past and short of `ageHours`).
 */
export const RETENTION_RULES = [
  {
    id: 'unused-uploads',
    data: 'Images and voice recordings you upload but make nothing from',
    why: 'They are only kept to be used in the tool you uploaded them to.',
    keptFor: `${LIMITS.unusedUploadHours} hours after the upload`,
    ageHours: LIMITS.unusedUploadHours * HOUR,
  },
  {
    id: 'data-exports',
    data: 'Your data downloads (the ZIP of “Download my data”)',
    why: 'A copy of everything you keep with us; it is only there for you to download it.',
    keptFor: '24 hours after it is ready; the link stops working at the same moment',
    ageHours: 24 * HOUR,
  },
  {
    id: 'webhook-deliveries',
    data: 'The log of webhook deliveries to your endpoint',
    why: 'So you can see what was sent to your server and resend it.',
    keptFor: '30 days after the event',
    ageHours: 30 * DAY,
  },
  {
    id: 'sessions',
    data: 'Sign-in sessions',
    why: 'To keep you signed in on your devices.',
    keptFor: '7 days without use, and 30 days at most',
    ageHours: 7 * DAY,
  },
  {
    id: 'verification-codes',
    data: 'E-mail codes and password-reset links (stored hashed)',
    why: 'To check the code or link you send back.',
    keptFor: '1 day after they were sent (they stop working after 10 minutes or 1 hour)',
    ageHours: 1 * DAY,
  },
  {
    id: 'idempotency-keys',
    data: 'Public API request keys (Idempotency-Key) and their answers',
    why: 'So a retried API request does not start a second job.',
    keptFor: '24 hours',
    ageHours: 24 * HOUR,
  },
  {
    id: 'mail-copies',
    data: 'Copies of e-mails we sent you, on servers without an e-mail service (development)',
    why: 'So the developer mailbox can show what was sent.',
    keptFor: '7 days',
    ageHours: 7 * DAY,
  },
  {
    id: 'payments-after-deletion',
    data: 'Payment records of a deleted account',
    why: 'UK company and tax law (Companies Act 2006 s.388, HMRC) require accounting records for 6 years after the end of the financial year. They keep only the date, plan, amount, currency, status and the payment processor’s reference — nothing that names you.',
    keptFor: '7 years after the payment',
    ageHours: 7 * 365 * DAY,
  },
] as const;

export type RetentionRule = (typeof RETENTION_RULES)[number];
export type RetentionRuleId = RetentionRule['id'];

/** What is kept for as long as the account is open, and removed in full when it is deleted. */
export const KEPT_WITH_ACCOUNT = [
  { data: 'Your e-mail address, password hash and sign-in identities', why: 'To sign you in.' },
  { data: 'Your plan, settings and payment history', why: 'To bill you and show your plan.' },
  {
    data: 'The credits ledger, with the reason for each entry',
    why: 'To show and prove your balance.',
  },
  {
    data: 'Your jobs: scripts, prompts, ideas, their state and cost',
    why: 'To make, retry and show your results.',
  },
  {
    data: 'Generated videos, images, thumbnails and captions files',
    why: 'Your Library; until you delete them.',
  },
  {
    data: 'Photos and voice recordings you uploaded and used',
    why: 'They are the input of a result you keep.',
  },
  {
    data: 'Photo avatars: the portrait and its face landmarks',
    why: 'To animate the avatar you made; until you delete it.',
  },
  {
    data: 'Storyboard drafts: the scenes you are still editing',
    why: 'So you can continue where you left off, on any device; until you render or delete them.',
  },
  {
    data: 'API keys (only a hash and the prefix) and your webhook endpoint',
    why: 'To let your own software use Orato.',
  },
] as const;
