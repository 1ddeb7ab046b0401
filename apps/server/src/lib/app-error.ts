/** What went wrong, in words the HTTP layer maps to a status; services never see HTTP. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  // a staff console session idle too long: the password is asked again (shared ADMIN_VERIFY_REQUIRED)
  ADMIN_VERIFY_REQUIRED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type. `message` is safe to show to the user; `cause` is only logged. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { cause?: unknown; details?: { path: string; message: string }[] } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.details = options.details;
  }

  readonly details: { path: string; message: string }[] | undefined;

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
