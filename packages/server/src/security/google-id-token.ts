import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { ServerConfig } from '../config.ts';

/** The Google identity a verified ID token proves. */
export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/**
 * Verifies Google ID tokens: signature against the JWKS URL (Google's by default), audience = our
 * client id, issuer = Google's, and expiry. Tests point the JWKS URL at a key pair they generate.
 * @example const identity = await verifier.verify(idToken) // null when invalid
 */
export class GoogleIdTokenVerifier {
  readonly #jwks: ReturnType<typeof createRemoteJWKSet>;
  readonly #config: ServerConfig['google'];

  constructor(config: ServerConfig['google']) {
    this.#config = config;
    this.#jwks = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5_000 });
  }

  async verify(idToken: string): Promise<GoogleIdentity | null> {
    try {
      const { payload } = await jwtVerify(idToken, this.#jwks, {
        audience: this.#config.clientId,
        issuer: this.#config.issuers,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') return null;
      return {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name: typeof payload.name === 'string' ? payload.name : null,
        picture: typeof payload.picture === 'string' ? payload.picture : null,
      };
    } catch (error) {
      // A JWKS that cannot be reached is our failure, not the member's: let it become a 5xx.
      if (error instanceof errors.JWKSTimeout) throw error;
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
