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

/** A refresh family's id is a UUID (the column's type): anything else is a malformed token. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many verified tokens {@link AccessTokens} remembers (a few MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Signs and verifies short-lived HS256 access JWTs (jose).
 * @example const tokens = new AccessTokens(secret, 900); const jwt = await tokens.sign(claims);
 */
export class AccessTokens {
  readonly #key: Uint8Array;
  readonly #ttlSeconds: number;
  /**
   * Tokens whose signature and claims were checked, with their expiry (epoch seconds). A token is
   * immutable and signed by this key, so only its expiry can change the answer: every member call
   * carries one, and WebCrypto's HMAC check was a tenth of the server's CPU under load (issue 3).
   * Failures are never kept, so forged tokens cannot fill it.
   */
  readonly #verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

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
    const known = this.#verified.get(token);
    if (known) {
      // jose's rule: expired once `exp <= now` in whole seconds.
      if (known.expiresAt > Math.floor(Date.now() / 1000)) return known.claims;
      this.#verified.delete(token);
      return null;
    }
    const claims = await this.#verifySignedToken(token);
    if (claims) this.#remember(token, claims.claims, claims.expiresAt);
    return claims?.claims ?? null;
  }

  #remember(token: string, claims: AccessClaims, expiresAt: number): void {
    if (this.#verified.size >= VERIFIED_TOKENS_KEPT) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.#verified.keys().next().value;
      if (oldest !== undefined) this.#verified.delete(oldest);
    }
    this.#verified.set(token, { claims, expiresAt });
  }

  async #verifySignedToken(
    token: string,
  ): Promise<{ claims: AccessClaims; expiresAt: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer,
        audience,
        // Every token signed here has them (issue 24: one signed with the key but without `exp`
        // was accepted, and would have lived for ever).
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const accountId = Number(payload.sub);
      const role = payload.role;
      const familyId = payload.fam;
      if (
        payload.typ !== 'access' ||
        !Number.isSafeInteger(accountId) ||
        (role !== 'member' && role !== 'analyst') ||
        typeof familyId !== 'string' ||
        !uuidPattern.test(familyId) ||
        payload.exp === undefined
      ) {
        return null;
      }
      return { claims: { accountId, role, familyId }, expiresAt: payload.exp };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
