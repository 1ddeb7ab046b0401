import { MESSAGES, WEB_ROUTES, type ResetPasswordInput } from '@orato/shared';
import { AppError } from '../../lib/app-error';
import type { PasswordHasher } from '../../lib/password-hasher';
import { normalizeEmail } from '../../lib/email';
import type { MailService } from '../mail/mail.service';
import { passwordChangedEmail, passwordResetEmail } from './auth.emails';
import type { SessionService } from './session.service';
import type { UserRepository } from './user.repository';
import type { VerificationService } from './verification.service';
import type { LoginAttemptRepository } from './login-attempt.repository';

export class PasswordResetService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly verification: VerificationService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    /** The configured origin: reset links are never built from the request's Host header. */
    private readonly siteUrl: string,
    private readonly loginAttempts: LoginAttemptRepository,
  ) {}

  /** The same answer whether or not the account exists; a mail only when it does. */
  async requestReset(rawEmail: string): Promise<{ message: string }> {
    const email = normalizeEmail(rawEmail);
    const user = await this.users.findByEmail(email);
    if (user && (await this.verification.cooldownLeft(user.id, 'reset_password')) === 0) {
      const token = await this.verification.issueResetToken(user.id);
      const link = new URL(WEB_ROUTES.resetPassword, this.siteUrl);
      link.searchParams.set('email', email);
      link.searchParams.set('token', token);
      await this.mail.send(passwordResetEmail(email, link.toString()));
    }
    return { message: MESSAGES.auth.resetLinkSent };
  }

  /** Sets the new password, signs every device out, and tells the owner. */
  async resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
    const user = await this.users.findByEmail(normalizeEmail(input.email));
    if (!user || !(await this.verification.consumeResetToken(user.id, input.token))) {
      throw new AppError('BAD_REQUEST', MESSAGES.auth.resetLinkInvalid);
    }
    await this.users.setPasswordHash(user.id, await this.hasher.hash(input.password));
    await this.sessions.endAll(user.id);
    // the owner is back in control: earlier wrong guesses at the password no longer count
    await this.loginAttempts.clear(user.email);
    await this.mail.send(passwordChangedEmail(user.email));
    return { message: MESSAGES.resetPassword.updated };
  }
}
