import { MESSAGES, type LoginInput, type SignupInput, type VerifyCodeInput } from '@orato/shared';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { normalizeEmail } from '../../lib/email';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { MailService } from '../mail/mail.service';
import { verificationCodeEmail } from './auth.emails';
import type { LoginAttemptRepository } from './login-attempt.repository';
import { RetryLaterError } from './retry-later.error';
import type { SessionService } from './session.service';
import type { UserRepository, UserRow } from './user.repository';
import type { VerificationService } from './verification.service';

/**
 * One spelling per address: trimmed, lower-case and in Unicode NFC, so the composed and the
 * decomposed "é" are one account, one throttle and one reset link.
 */
/**
 * Code guesses one account takes per hour, from any number of addresses: a code allows 5 tries
 * and a new one may be mailed every 30 s, so without this an attacker with many addresses could
 * go on guessing at 10 tries a minute.
 */
export const CODE_GUESSES_PER_ACCOUNT_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/** Counts requests under a key in a window shared by every API process (the rate-limit table). */
export interface RequestCounter {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}

/** Sign-up with an e-mailed code, sign-in with a password, sign-out. */
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly verification: VerificationService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly loginAttempts: LoginAttemptRepository,
    private readonly counter: RequestCounter,
  ) {}

  async signup(input: SignupInput): Promise<{ message: string }> {
    const email = normalizeEmail(input.email);
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.users.create({ email, passwordHash });
    if (!user) {
      throw new AppError('CONFLICT', MESSAGES.signup.emailRegisteredLogin);
    }
    await this.sendCode(user);
    return { message: MESSAGES.signup.verificationSent };
  }

  /** Unknown and already-verified addresses get the same answer and no mail. */
  async resendCode(rawEmail: string): Promise<{ message: string }> {
    const user = await this.users.findByEmail(normalizeEmail(rawEmail));
    if (user && !user.emailVerifiedAt) {
      await this.sendCode(user);
    }
    return { message: MESSAGES.auth.codeSent };
  }

  async verifyCode(input: VerifyCodeInput): Promise<{ message: string }> {
    const email = normalizeEmail(input.email);
    // counted for unknown addresses too, so the limit tells nothing about which accounts exist
    const guesses = await this.counter.hit(`code-guesses|${email}`, HOUR_MS);
    if (guesses.count > CODE_GUESSES_PER_ACCOUNT_PER_HOUR) {
      throw new RetryLaterError(Math.max(1, Math.ceil(guesses.resetInMs / 1000)));
    }
    const user = await this.users.findByEmail(email);
    if (!user) {
      throw new AppError('BAD_REQUEST', MESSAGES.auth.codeInvalid);
    }
    if (user.emailVerifiedAt) {
      // a repeated submit of the code that verified it is fine; any other code gets the answer
      // an unknown address gets, or this endpoint would tell which addresses have accounts
      if (await this.verification.wasEmailCodeRedeemed(user.id, input.code)) {
        return { message: MESSAGES.auth.emailVerified };
      }
      throw new AppError('BAD_REQUEST', MESSAGES.auth.codeInvalid);
    }
    const result = await this.verification.checkEmailCode(user.id, input.code);
    if (result === 'locked') {
      throw new AppError('BAD_REQUEST', MESSAGES.auth.codeLocked);
    }
    if (result === 'invalid') {
      throw new AppError('BAD_REQUEST', MESSAGES.auth.codeInvalid);
    }
    await this.users.markEmailVerified(user.id, this.clock());
    return { message: MESSAGES.auth.emailVerified };
  }

  /** Returns the new session's token; an unverified account gets a fresh code instead. */
  async login(input: LoginInput): Promise<{ token: string; email: string; userId: string }> {
    const email = normalizeEmail(input.email);
    const wait = await this.loginAttempts.admit(email, this.clock());
    if (wait > 0) {
      throw new RetryLaterError(wait);
    }
    const user = await this.users.findByEmail(email);
    const passwordMatches = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !passwordMatches) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.auth.invalidCredentials);
    }
    await this.loginAttempts.clear(email);
    if (!user.emailVerifiedAt) {
      if ((await this.verification.cooldownLeft(user.id, 'verify_email')) === 0) {
        await this.sendCode(user);
      }
      throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.auth.emailNotVerified);
    }
    if (user.passwordHash && this.hasher.needsRehash(user.passwordHash)) {
      await this.users.setPasswordHash(user.id, await this.hasher.hash(input.password));
    }
    return { token: await this.sessions.start(user.id), email: user.email, userId: user.id };
  }

  logout(token: string): Promise<void> {
    return this.sessions.end(token);
  }

  private async sendCode(user: UserRow): Promise<void> {
    const code = await this.verification.issueEmailCode(user.id);
    await this.mail.send(verificationCodeEmail(user.email, code));
  }
}
