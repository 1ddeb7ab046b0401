import type { IdentityProvider } from '../../adapters/identity/identity-provider';
import type { Database } from '../../db/database';
import { transactional } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { ReadCache } from '../../lib/read-cache';
import { hmacSha256 } from '../../lib/secrets';
import { AccountService } from '../account/account.service';
import type { BillingService } from '../billing/billing.service';
import { DataExportRepository } from '../data-export/data-export.repository';
import { LibraryRepository } from '../library/library.repository';
import type { LibraryService } from '../library/library.service';
import { MailOutboxRepository } from '../mail/mail-outbox.repository';
import type { MailService } from '../mail/mail.service';
import type { RateLimitRepository } from '../rate-limit/rate-limit.repository';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { AuthService } from './auth.service';
import { GoogleSignInService } from './google-sign-in.service';
import { LoginAttemptRepository } from './login-attempt.repository';
import { PasswordResetService } from './password-reset.service';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';
import { VerificationTokenRepository } from './verification-token.repository';
import { VerificationService } from './verification.service';

/**
 * Who is signed in, and how they got there: sign-up, password and Google sign-in, sessions,
 * e-mail codes and reset links, the throttles in front of them; and the account itself, to its
 * deletion.
 */
export function createAuthModule(parts: {
  db: Database;
  appSecret: string;
  hasher: PasswordHasher;
  /** Sessions are read through it: what another process changes reaches it as it commits. */
  readCache: ReadCache;
  mail: MailService;
  /** Google's, when it is configured; the sign-in button is off otherwise. */
  identityProvider: IdentityProvider | undefined;
  googleRedirectUri: string;
  siteUrl: string;
  loginAttempts: LoginAttemptRepository;
  /** The request counters every API process shares. */
  counters: RateLimitRepository;
  billing: Pick<BillingService, 'stopRenewalsOf'>;
  library: Pick<LibraryService, 'deleteFiles'>;
  clock: Clock;
}) {
  const { db, hasher, mail, clock, loginAttempts } = parts;
  const users = new UserRepository(db);
  const sessions = new SessionService(new SessionRepository(db), clock, parts.readCache);
  const verification = new VerificationService(
    new VerificationTokenRepository(db),
    hmacSha256(parts.appSecret, 'verification-secret'),
    clock,
  );
  const account = new AccountService(users, {
    beforeDelete: [(userId) => parts.billing.stopRenewalsOf(userId)],
    inTransaction: transactional(db, (tx) => ({
      users: new UserRepository(tx),
      library: new LibraryRepository(tx),
      exports: new DataExportRepository(tx),
      mail: new MailOutboxRepository(tx),
      loginAttempts: new LoginAttemptRepository(tx),
    })),
    deleteFiles: (keys) => parts.library.deleteFiles(keys),
    afterDelete: [(userId) => sessions.forgetUser(userId)],
  });
  return {
    sessions,
    auth: new AuthService(
      users,
      hasher,
      verification,
      sessions,
      mail,
      clock,
      loginAttempts,
      parts.counters,
    ),
    passwordReset: new PasswordResetService(
      users,
      hasher,
      verification,
      sessions,
      mail,
      parts.siteUrl,
      loginAttempts,
    ),
    googleSignIn: new GoogleSignInService(
      parts.identityProvider,
      users,
      sessions,
      clock,
      parts.googleRedirectUri,
    ),
    account,
    rateLimits: new RateLimitService(parts.counters, loginAttempts, clock),
  };
}
