import { MESSAGES } from '@orato/shared';
import type { IdentityProvider, SignInChallenge } from '../../adapters/identity/identity-provider';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { normalizeEmail } from '../../lib/email';
import type { SessionService } from './session.service';
import type { UserRepository, UserRow } from './user.repository';

export type PendingSignIn = Omit<SignInChallenge, 'url'>;

/** Google sign-in: finds the account by Google's subject, links or creates one, starts a session. */
export class GoogleSignInService {
  constructor(
    private readonly provider: IdentityProvider | undefined,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly redirectUri: string,
  ) {}

  get isEnabled(): boolean {
    return this.provider !== undefined;
  }

  begin(): Promise<SignInChallenge> {
    return this.requireProvider().beginSignIn(this.redirectUri);
  }

  async complete(
    callbackUrl: URL,
    pending: PendingSignIn,
  ): Promise<{ token: string; email: string }> {
    const identity = await this.requireProvider()
      .completeSignIn(callbackUrl, pending)
      .catch((error: unknown) => {
        throw new AppError('UNAUTHENTICATED', MESSAGES.auth.googleFailed, { cause: error });
      });
    const user =
      (await this.users.findByIdentity(identity.issuer, identity.subject)) ??
      (await this.linkOrCreate(
        identity.issuer,
        identity.subject,
        identity.email,
        identity.emailVerified,
      ));
    return { token: await this.sessions.start(user.id), email: user.email };
  }

  /**
   * A Google account joins an existing e-mail account only when Google vouches for the address;
   * otherwise anyone could claim someone else's account by naming their e-mail.
   */
  private async linkOrCreate(
    issuer: string,
    subject: string,
    rawEmail: string,
    emailVerified: boolean,
  ): Promise<UserRow> {
    if (!emailVerified) {
      throw new AppError('FORBIDDEN', MESSAGES.auth.googleEmailUnverified);
    }
    const email = normalizeEmail(rawEmail);
    const now = this.clock();
    const user =
      (await this.users.findByEmail(email)) ??
      (await this.users.create({ email, passwordHash: null, emailVerifiedAt: now })) ??
      (await this.users.findByEmail(email));
    if (!user) {
      throw new AppError('INTERNAL', MESSAGES.auth.googleFailed);
    }
    if (!user.emailVerifiedAt) {
      // an unverified sign-up may be someone else's squat on this address: its password never proved anything
      await this.users.setPasswordHash(user.id, null);
      await this.users.markEmailVerified(user.id, now);
    }
    await this.users.linkIdentity(user.id, issuer, subject);
    return user;
  }

  private requireProvider(): IdentityProvider {
    if (!this.provider) {
      throw new AppError('UNAVAILABLE', MESSAGES.auth.googleNotConfigured);
    }
    return this.provider;
  }
}
