import * as oidc from 'openid-client';
import type { FederatedIdentity, IdentityProvider, SignInChallenge } from './identity-provider';

export interface GoogleOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Google sign-in over OpenID Connect; the issuer is configurable so tests can run a local one. */
export class GoogleOidcIdentityProvider implements IdentityProvider {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly config: GoogleOidcConfig) {}

  async beginSignIn(redirectUri: string): Promise<SignInChallenge> {
    const configuration = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // the spec's popup always asks which account to use
      prompt: 'select_account',
    });
    return { url: url.toString(), state, nonce, codeVerifier };
  }

  async completeSignIn(
    callbackUrl: URL,
    expected: Omit<SignInChallenge, 'url'>,
  ): Promise<FederatedIdentity> {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || typeof claims.email !== 'string') {
      throw new Error('the ID token carries no e-mail');
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: claims.email,
      emailVerified: claims.email_verified === true,
    };
  }

  /** Loads the issuer's discovery document (what sign-in needs first); the endpoint it names. */
  async checkDiscovery(): Promise<string> {
    return (await this.discover()).serverMetadata().authorization_endpoint ?? '';
  }

  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.config.issuer);
    // a local test issuer speaks plain HTTP on loopback; a real one must be HTTPS
    const isLoopback =
      issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    this.configuration ??= oidc
      .discovery(issuer, this.config.clientId, this.config.clientSecret, undefined, {
        // openid-client checks the ID token's signature against the provider's keys only when asked
        execute: isLoopback
          ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks]
          : [oidc.enableNonRepudiationChecks],
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }
}
