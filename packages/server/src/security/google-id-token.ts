import { TEXT_LIMITS } from '@saham/domain/api/common';
import { emailAddress } from '@saham/domain/api/member';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors,
  jwtVerify,
  type JWTVerifyGetKey,
} from 'jose';
import type { ServerConfig } from '../config.ts';
import type { GoogleTokenSigner } from './google-stand-in.ts';

/** Google's subject: an opaque id of at most 255 ASCII characters (OpenID Connect Core §2). */
const googleSubject = /^[\x21-\x7e]{1,255}$/;

/**
 * Claims are Google's, but a signed token is still input: an e-mail the contract would refuse
 * (NUL, over 254 characters) answered 500 from the database (issue 24). Such an e-mail counts as
 * none; a name loses its control characters and is cut to the contract's length.
 */
function claimedEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parsed = emailAddress.safeParse(value.toLowerCase());
  return parsed.success ? parsed.data : null;
}

// eslint-disable-next-line no-control-regex -- control characters are what a name must lose
const controlCharacters = /[\u0000-\u001f\u007f]/g;

function claimedName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.replace(controlCharacters, '').trim().slice(0, TEXT_LIMITS.name);
  return name === '' ? null : name;
}

/** Whose tokens are trusted: the issuer (or issuers) and the keys that sign them. */
interface TrustedIssuer {
  issuer: string | string[];
  jwks: JWTVerifyGetKey;
}

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
 * In development mode only, tokens of the server's own stand-in for Google (its issuer, its key:
 * security/google-stand-in.ts) count too; in any other mode the stand-in is ignored, so only
 * Google's keys and issuers are trusted.
 * @example const identity = await verifier.verify(idToken) // null when invalid
 */
export class GoogleIdTokenVerifier {
  readonly #google: TrustedIssuer;
  readonly #clientId: string;
  readonly #standIn: TrustedIssuer | null;

  constructor(
    config: Pick<ServerConfig, 'google' | 'mode'>,
    standIn?: Pick<GoogleTokenSigner, 'issuer' | 'jwks'>,
  ) {
    this.#clientId = config.google.clientId;
    this.#google = {
      issuer: config.google.issuers,
      jwks: createRemoteJWKSet(new URL(config.google.jwksUrl), { timeoutDuration: 5_000 }),
    };
    // Ours, not the spec's (§2 knows Google's provider only): development mode and nothing else.
    this.#standIn =
      config.mode === 'development' && standIn
        ? { issuer: standIn.issuer, jwks: createLocalJWKSet(standIn.jwks) }
        : null;
  }

  async verify(idToken: string): Promise<GoogleIdentity | null> {
    try {
      // The issuer picks the keys; the signature and every claim are still checked against them.
      const trusted =
        this.#standIn && decodeJwt(idToken).iss === this.#standIn.issuer
          ? this.#standIn
          : this.#google;
      const { payload } = await jwtVerify(idToken, trusted.jwks, {
        audience: this.#clientId,
        issuer: trusted.issuer,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || !googleSubject.test(payload.sub)) return null;
      return {
        sub: payload.sub,
        email: claimedEmail(payload.email),
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name: claimedName(payload.name),
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
