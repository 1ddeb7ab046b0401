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

  async consumeResetToken(userId: string, token: string): Promise<boolean> {
    return (await this.check(userId, 'reset_password', token)) === 'valid';
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

  private async check(
    userId: string,
    purpose: VerificationPurpose,
    secret: string,
  ): Promise<CodeCheck> {
    const hash = this.hash(userId, purpose, secret);
    if (await this.tokens.consume(userId, purpose, hash, this.clock(), LIMITS.otpMaxAttempts)) {
      return 'valid';
    }
    const failures = await this.tokens.recordFailure(userId, purpose);
    return failures !== undefined && failures >= LIMITS.otpMaxAttempts ? 'locked' : 'invalid';
  }

  private hash(userId: string, purpose: VerificationPurpose, secret: string): string {
    return hmacSha256(this.hashKey, `${purpose}:${userId}:${secret}`);
  }
}
