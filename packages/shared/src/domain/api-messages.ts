/** What the public API and its keys say, on the server and in Profile → API. */
export const API_MESSAGES = {
  keyRequired: 'Send your API key as "Authorization: Bearer <key>".',
  keyInvalid: 'This API key is not valid or was revoked.',
  keyScope: 'API keys can only call /api/v1. Sign in to Orato for everything else.',
  keyNotFound: 'This API key does not exist.',
  keyLimit: (max: number) => `You can have at most ${max} API keys. Revoke one first.`,
  keyNameRequired: 'Give the key a name',
  keyNameTooLong: 'Keep the name under 60 characters',
  keyRateLimited: 'Too many requests with this API key. Wait a minute and try again.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  idempotencyKeyInProgress:
    'A request with this Idempotency-Key is still running. Retry in a moment to get its answer.',
  jobNotFound: 'No job with this id.',
  libraryItemNotFound: 'This item is not in your library.',
  libraryItemDeleted: 'Deleted.',
  tabTitle: 'API',
  keysTitle: 'API keys',
  keysIntro:
    'Keys let your own code use Orato through the public API, as you, with your credits. They cannot buy credits, manage billing or delete your account.',
  keyName: 'Key name',
  createKey: 'Create key',
  newKeyTitle: 'Your new API key',
  shownOnce: "Copy it now: you won't see it again. Orato keeps only a fingerprint of it.",
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  revoke: 'Revoke',
  revokeConfirm: (name: string) =>
    `Revoke "${name}"? Programs using it stop working at once. This cannot be undone.`,
  revoked: 'Key revoked',
  noKeys: 'No API keys yet.',
  neverUsed: 'Never used',
  docsLink: 'API docs',
} as const;
