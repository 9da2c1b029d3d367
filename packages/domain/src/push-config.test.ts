import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPushConfig,
  MISSING_APP_CONFIG_CODE,
  MISSING_APP_CONFIG_MESSAGE,
  REQUIRED_PUSH_CONFIG_FIELDS,
  type PushConfigField,
} from './push-config.ts';

const complete = {
  projectId: 'saham-app',
  apiKey: 'AIzaExample',
  appId: '1:123:web:abc',
  messagingSenderId: '123',
};

describe('§5 push setup', () => {
  it('uses the exact message of the spec and the §8 code', () => {
    expect(MISSING_APP_CONFIG_MESSAGE).toBe('missing app config values');
    expect(MISSING_APP_CONFIG_CODE).toBe('missing-app-config-values');
  });

  it('accepts a complete configuration and keeps the other keys', () => {
    const result = checkPushConfig({ ...complete, vapidKey: 'BNx', measurementId: 'G-1' });
    expect(result).toEqual({
      ok: true,
      config: { ...complete, vapidKey: 'BNx', measurementId: 'G-1' },
    });
  });

  it('trims the four values and leaves the input alone', () => {
    const input = Object.freeze({ ...complete, projectId: ' saham-app\n' });
    const result = checkPushConfig(input);
    expect(result.ok && result.config.projectId).toBe('saham-app');
    expect(input.projectId).toBe(' saham-app\n');
  });

  it.each(['projectId', 'apiKey', 'appId', 'messagingSenderId'])('needs %s', (field) => {
    for (const value of [undefined, null, '', '   ']) {
      expect(checkPushConfig({ ...complete, [field]: value })).toEqual({
        ok: false,
        code: 'missing-app-config-values',
        message: 'missing app config values',
        missing: [field],
      });
    }
  });

  it('treats a non-string value as missing', () => {
    const result = checkPushConfig({ ...complete, messagingSenderId: 123 } as never);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.missing).toEqual(['messagingSenderId']);
  });

  it('lists every missing value, in a stable order', () => {
    expect(checkPushConfig({})).toEqual({
      ok: false,
      code: 'missing-app-config-values',
      message: 'missing app config values',
      missing: ['projectId', 'apiKey', 'appId', 'messagingSenderId'],
    });
  });

  it('never throws, and fails exactly when one of the four is blank', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 3 }),
      fc.constantFrom(undefined, null, ' ', '\t'),
    );
    const configs = fc.record(
      { projectId: value, apiKey: value, appId: value, messagingSenderId: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(configs, (config) => {
        const result = checkPushConfig(config);
        const blank = REQUIRED_PUSH_CONFIG_FIELDS.filter(
          (f: PushConfigField) => (config[f] ?? '').trim() === '',
        );
        expect(result.ok).toBe(blank.length === 0);
        if (!result.ok) expect(result.missing).toEqual(blank);
      }),
    );
  });
});
