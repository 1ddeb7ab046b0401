import { z } from 'zod';
import { LIMITS } from '../domain/limits';
import { MESSAGES } from '../domain/messages';

const { validation } = MESSAGES;

/**
 * The spec's "simple pattern": something, an @, something, a dot, something; no spaces, no
 * control characters and no broken Unicode (no address has them, and a NUL cannot even be stored).
 */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cs}]+@[^\s@\p{Cc}\p{Cs}]+\.[^\s@\p{Cc}\p{Cs}]+$/u;
const PASSWORD_MAX_LENGTH = 1024;

export const emailSchema = z
  .string({ error: validation.emailRequired })
  .trim()
  .min(1, validation.emailRequired)
  .max(254, validation.emailInvalid)
  .regex(EMAIL_PATTERN, validation.emailInvalid);

const newPasswordSchema = z
  .string({ error: validation.passwordRequired })
  .min(1, validation.passwordRequired)
  .min(LIMITS.passwordMinLength, validation.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const existingPasswordSchema = z
  .string({ error: validation.passwordRequired })
  .min(1, validation.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, validation.passwordRequired);

export const signupInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  is_active: z.boolean().optional(),
});
export type SignupInput = z.infer<typeof signupInputSchema>;

export const signupFormSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: validation.passwordsDoNotMatch,
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

export const loginInputSchema = z.object({ email: emailSchema, password: existingPasswordSchema });
export type LoginInput = z.infer<typeof loginInputSchema>;

export const emailInputSchema = z.object({ email: emailSchema });
export type EmailInput = z.infer<typeof emailInputSchema>;

export const otpCodeSchema = z
  .string({ error: validation.otpInvalid })
  .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), validation.otpInvalid);

export const verifyCodeInputSchema = z.object({ email: emailSchema, code: otpCodeSchema });
export type VerifyCodeInput = z.infer<typeof verifyCodeInputSchema>;

export const forgotPasswordInputSchema = z.object({
  email: z
    .string({ error: validation.forgotEmailRequired })
    .trim()
    .min(1, validation.forgotEmailRequired)
    .max(254, validation.emailInvalid)
    .regex(EMAIL_PATTERN, validation.emailInvalid),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/**
 * `update-user` only resets a password with the e-mailed token. Credits and every other field are
 * the server's alone: an unknown key is refused, never ignored.
 */
export const resetPasswordInputSchema = z.strictObject(
  {
    email: emailSchema,
    password: newPasswordSchema,
    token: z.string({ error: 'The reset link is invalid or has expired.' }).min(16).max(256),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Field not allowed: ${issue.keys.join(', ')}`
        : undefined,
  },
);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const resetPasswordFormSchema = z
  .object({
    // the spec sets no minimum here, but the server refuses short passwords: say so before sending
    password: z
      .string()
      .min(1, validation.resetPasswordRequired)
      .min(LIMITS.passwordMinLength, validation.passwordTooShort),
    confirmPassword: z.string().min(1, validation.resetConfirmRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: validation.resetPasswordsDoNotMatch,
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Calls that name the user in the body (the spec's client does) are checked against the session. */
export const optionalEmailInputSchema = z.object({
  email: emailSchema.optional(),
  google_login: z.boolean().optional(),
});
export type OptionalEmailInput = z.infer<typeof optionalEmailInputSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const loginResponseSchema = z.object({ message: z.string(), user_email: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** When a finished job is e-mailed: always, for long jobs while away (the default), or never. */
export const JOB_EMAIL_SETTINGS = ['always', 'long', 'never'] as const;
export const jobEmailsInputSchema = z.object({ job_emails: z.enum(JOB_EMAIL_SETTINGS) });

export const userResponseSchema = z.object({
  email: z.string(),
  plan: z.string(),
  price: z.string().nullable(),
  credits: z.number().int().nonnegative(),
  /** Credits set aside for jobs in progress: not spendable, not yet spent. */
  credits_held: z.number().int().nonnegative().optional(),
  job_emails: z.enum(JOB_EMAIL_SETTINGS).optional(),
  customer_id: z.string().nullable(),
  cancel_subscription: z.boolean(),
  cancellation_date: z.number().int().nullable(),
  next_billing_date: z.number().int().nullable(),
  /** The payment provider's word for the plan (active, past_due, unpaid, paused…), when it has one. */
  subscription_status: z.string().nullable().optional(),
  /** A renewal payment failed and the plan is not active again yet. */
  payment_failed: z.boolean().optional(),
  /** A payment dispute is open: new purchases are refused until it closes. */
  purchases_paused: z.boolean().optional(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

export const authProvidersResponseSchema = z.object({
  google: z.boolean(),
  /**
   * Whether a sign-in that is not set up is still shown, disabled with the reason (development,
   * where the operator can set it up), rather than hidden (production, where visitors cannot).
   */
  show_unconfigured: z.boolean().optional(),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/** What the Google sign-in popup posts to the page that opened it. */
export const googlePopupResultSchema = z.object({
  type: z.literal('orato:google-sign-in'),
  ok: z.boolean(),
  email: z.string().optional(),
  error: z.string().optional(),
});
export type GooglePopupResult = z.infer<typeof googlePopupResultSchema>;
