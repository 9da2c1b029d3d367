import { errors, jwtVerify, SignJWT } from 'jose';

/** What an access token says about its bearer. */
export interface AccessClaims {
  accountId: number;
  role: 'member' | 'analyst';
  /** The refresh-token family (session) the token belongs to; logout revokes it. */
  familyId: string;
}

const issuer = 'saham-reference-server';
const audience = 'saham-members-api';

/**
 * Signs and verifies short-lived HS256 access JWTs (jose).
 * @example const tokens = new AccessTokens(secret, 900); const jwt = await tokens.sign(claims);
 */
export class AccessTokens {
  readonly #key: Uint8Array;
  readonly #ttlSeconds: number;

  constructor(secret: string, ttlSeconds: number) {
    this.#key = new TextEncoder().encode(secret);
    this.#ttlSeconds = ttlSeconds;
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, fam: claims.familyId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.accountId))
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${this.#ttlSeconds}s`)
      .sign(this.#key);
  }

  /** The claims of a valid token, or null for a missing, expired, forged or malformed one. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer,
        audience,
      });
      const accountId = Number(payload.sub);
      const role = payload.role;
      const familyId = payload.fam;
      if (
        payload.typ !== 'access' ||
        !Number.isSafeInteger(accountId) ||
        (role !== 'member' && role !== 'analyst') ||
        typeof familyId !== 'string'
      ) {
        return null;
      }
      return { accountId, role, familyId };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
