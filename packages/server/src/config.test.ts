import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_LOAD_SHED_WAIT_MS,
  IN_MEMORY_DATABASE,
  loadConfig,
} from './config.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'saham-config-'));

describe('server configuration', () => {
  it('applies the defaults: loopback host, /api prefix, 15-minute access tokens', () => {
    const config = loadConfig({ DATA_DIR: freshDir() });
    expect(config.host).toBe('127.0.0.1');
    expect(config.apiPrefix).toBe('/api');
    expect(config.accessTokenTtlSeconds).toBe(900);
    expect(config.google.jwksUrl).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(config.google.issuers).toEqual(['https://accounts.google.com', 'accounts.google.com']);
    expect(config.corsOrigins).toContain('http://localhost:5173');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('generates the development JWT secret once and keeps it in DATA_DIR', () => {
    const dir = freshDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('sheds load on PGlite by default, not on PostgreSQL nor in tests, and reads LOAD_SHED_WAIT_MS (issue 24)', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).loadShedWaitMs).toBe(DEFAULT_LOAD_SHED_WAIT_MS);
    expect(
      loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: 'postgres://localhost/saham' })
        .loadShedWaitMs,
    ).toBe(0);
    expect(loadConfig({ DATA_DIR: freshDir(), NODE_ENV: 'test' }).loadShedWaitMs).toBe(0);
    expect(loadConfig({ DATA_DIR: freshDir(), LOAD_SHED_WAIT_MS: '0' }).loadShedWaitMs).toBe(0);
    expect(
      loadConfig({ DATA_DIR: freshDir(), NODE_ENV: 'test', LOAD_SHED_WAIT_MS: '250' })
        .loadShedWaitMs,
    ).toBe(250);
    for (const bad of ['-1', 'soon', '60001']) {
      expect(() => loadConfig({ DATA_DIR: freshDir(), LOAD_SHED_WAIT_MS: bad })).toThrow(
        /LOAD_SHED_WAIT_MS/,
      );
    }
  });

  it('accepts PORT=0 (ephemeral) and rejects a port out of range, naming the variable', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), PORT: '0' }).port).toBe(0);
    expect(() => loadConfig({ DATA_DIR: freshDir(), PORT: '70000' })).toThrow(/PORT/);
  });

  it('takes PUBLIC_URL as an origin and refuses one with a path or another scheme', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).publicUrl).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: freshDir(), PUBLIC_URL: 'https://members.example.com/' }).publicUrl,
    ).toBe('https://members.example.com');
    for (const bad of ['https://members.example.com/app', 'ftp://members.example.com', 'x']) {
      expect(() => loadConfig({ DATA_DIR: freshDir(), PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
    }
  });

  it('rejects a malformed API prefix and DATABASE_URL', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), API_PREFIX: 'api/' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('lets overrides win over the environment', () => {
    const config = loadConfig(
      { DATA_DIR: freshDir(), PORT: '9999' },
      { port: 0, pgliteDir: IN_MEMORY_DATABASE, accessTokenTtlSeconds: 1 },
    );
    expect(config.port).toBe(0);
    expect(config.pgliteDir).toBe(IN_MEMORY_DATABASE);
    expect(config.accessTokenTtlSeconds).toBe(1);
  });
});

describe('production mode refuses a default secret', () => {
  it('refuses to start without JWT_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET must be set/,
    );
  });

  it('refuses a well-known or short secret', () => {
    expect(() =>
      loadConfig({ DATA_DIR: freshDir(), NODE_ENV: 'production', JWT_SECRET: 'changeme' }),
    ).toThrow(ConfigError);
  });

  it('refuses the development secret generated in DATA_DIR', () => {
    const dir = freshDir();
    const dev = loadConfig({ DATA_DIR: dir });
    expect(() =>
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: dev.jwtSecret }),
    ).toThrow(/development JWT secret/);
  });

  it('starts with a strong secret from the environment', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      NODE_ENV: 'production',
      JWT_SECRET: 'a-strong-secret-with-more-than-32-random-chars-9f8e7d',
    });
    expect(config.mode).toBe('production');
    expect(config.jwtSecretSource).toBe('env');
  });
});
