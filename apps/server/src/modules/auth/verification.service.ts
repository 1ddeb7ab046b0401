import { LIMITS, MESSAGES } from '@orato/shared';
import { addSeconds, type Clock } from '../../lib/clock';
import { hmacSha256, randomDigits, randomToken, safeEqual } from '../../lib/secrets';
import { RetryLaterError } from './retry-later.error';
import type {
  VerificationPurpose,
  VerificationTokenRepository,
} from './verification-token.repository';

export type CodeCheck = 'valid' | 'invalid' | 'locked';

/**
 * Sign-up codes and reset tokens: random, short-lived, single use, stored only as keyed hashes,
 * bound to one user and one purpose, and at most one live per user and purpose.
 */
export class VerificationService {
  constructor(
    private readonly tokens: VerificationTokenRepository,
    private readonly hashKey: string,
    private readonly clock: Clock,
  ) {}

  async issueEmailCode(userId: string): Promise<string> {
    const code = randomDigits(LIMITS.otpLength);
    await this.issue(userId, 'verify_email', code, LIMITS.otpLifetimeSeconds);
    return code;
  }

  async issueResetToken(userId: string): Promise<string> {
    const token = randomToken();
    await this.issue(userId, 'reset_password', token, LIMITS.resetTokenLifetimeSeconds);
    return token;
  }

  /** Seconds until another code may be sent, 0 when one may go now. */
  async cooldownLeft(userId: string, purpose: VerificationPurpose): Promise<number> {
    const existing = await this.tokens.find(userId, purpose);
    if (!existing || existing.consumedAt) {
      return 0;
    }
    const elapsed = (this.clock().getTime() - existing.sentAt.getTime()) / 1000;
    return Math.max(0, Math.ceil(LIMITS.otpResendCooldownSeconds - elapsed));
  }

  async checkEmailCode(userId: string, code: string): Promise<CodeCheck> {
    return this.check(userId, 'verify_email', code);
  }

  /** True when `code` is the e-mail code this user already redeemed: a repeated submit, not a guess. */
  async wasEmailCodeRedeemed(userId: string, code: string): Promise<boolean> {
    const row = await this.tokens.find(userId, 'verify_email');
    return (
      row?.consumedAt != null && safeEqual(row.secretHash, this.hash(userId, 'verify_email', code))
    );
  }

  /**
   * A reset token is 256 random bits: guessing it is hopeless, so wrong tries count against the
   * caller's address (the route's limit), never against the token — a stranger sending wrong
   * tokens must not be able to kill the owner's real link.
   */
  async consumeResetToken(userId: string, token: string): Promise<boolean> {
    const hash = this.hash(userId, 'reset_password', token);
    return this.tokens.consume(userId, 'reset_password', hash, this.clock());
  }

  private async issue(
    userId: string,
    purpose: VerificationPurpose,
    secret: string,
    lifetimeSeconds: number,
  ) {
    const wait = await this.cooldownLeft(userId, purpose);
    if (wait > 0) {
      throw new RetryLaterError(wait, MESSAGES.auth.resendTooSoon(wait));
    }
    const now = this.clock();
    await this.tokens.replace({
      userId,
      purpose,
      secretHash: this.hash(userId, purpose, secret),
      sentAt: now,
      expiresAt: addSeconds(now, lifetimeSeconds),
    });
  }

  /** A six-digit code has few enough values to guess: each try is counted before it is judged. */
  private async check(
    userId: string,
    purpose: VerificationPurpose,
    secret: string,
  ): Promise<CodeCheck> {
    const now = this.clock();
    const max = LIMITS.otpMaxAttempts;
    const counted = await this.tokens.countTry(userId, purpose, now, max);
    if (!counted) {
      const row = await this.tokens.find(userId, purpose);
      const live = row && !row.consumedAt && row.expiresAt > now;
      return live && row.failedAttempts >= max ? 'locked' : 'invalid';
    }
    const hash = this.hash(userId, purpose, secret);
    if (safeEqual(counted.secretHash, hash)) {
      return (await this.tokens.consume(userId, purpose, hash, now)) ? 'valid' : 'invalid';
    }
    return counted.tries >= max ? 'locked' : 'invalid';
  }

  private hash(userId: string, purpose: VerificationPurpose, secret: string): string {
    return hmacSha256(this.hashKey, `${purpose}:${userId}:${secret}`);
  }
}
