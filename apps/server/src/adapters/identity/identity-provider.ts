export interface SignInChallenge {
  /** Where to send the browser. */
  url: string;
  /** What the callback must match; kept in a signed, short-lived cookie meanwhile. */
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface FederatedIdentity {
  issuer: string;
  /** The provider's stable id for the person: accounts are keyed on this, never on the e-mail. */
  subject: string;
  email: string;
  emailVerified: boolean;
}

/** A federated sign-in (Google): authorization-code flow with PKCE, state and nonce. */
export interface IdentityProvider {
  beginSignIn(redirectUri: string): Promise<SignInChallenge>;
  /** Checks state, nonce and the ID token's signature, audience, issuer and expiry. */
  completeSignIn(
    callbackUrl: URL,
    expected: Omit<SignInChallenge, 'url'>,
  ): Promise<FederatedIdentity>;
}
