import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUSH_TOKEN_LIFETIME_MS } from './constants.ts';
import {
  decidePushRegistration,
  mustTellServer,
  sameSubscriptionOptions,
  type PushRegistrationRecord,
  type PushSubscriptionOptions,
} from './push-registration.ts';

const now = Date.UTC(2024, 5, 1, 3, 0, 0);

const options: PushSubscriptionOptions = {
  vapidKey: 'vapid-key',
  endpoint: 'https://push.example/endpoint/abc',
  auth: 'auth-secret',
  p256dh: 'p256dh-key',
};

const record = (overrides: Partial<PushRegistrationRecord> = {}): PushRegistrationRecord => ({
  token: 'stored-token',
  createTime: now - 1000,
  subscriptionOptions: { ...options },
  ...overrides,
});

describe('§4 push token: permission not granted fails', () => {
  it('fails with permission-blocked when denied', () => {
    expect(
      decidePushRegistration({ permission: 'denied', stored: record(), current: options, now }),
    ).toEqual({
      action: 'fail',
      error: 'permission-blocked',
    });
  });

  it('fails with permission-default when not yet answered', () => {
    expect(
      decidePushRegistration({ permission: 'default', stored: null, current: options, now }),
    ).toEqual({
      action: 'fail',
      error: 'permission-default',
    });
  });
});

describe('§4 push token: no stored registration creates one', () => {
  it.each([null, undefined])('creates a token when the stored record is %j', (stored) => {
    const decision = decidePushRegistration({
      permission: 'granted',
      stored,
      current: options,
      now,
    });
    expect(decision).toEqual({ action: 'create' });
    expect(mustTellServer(decision)).toBe(true);
  });
});

describe('§4 push token: stored options that differ delete and create', () => {
  it.each(['vapidKey', 'endpoint', 'auth', 'p256dh'] as const)(
    'replaces the token when %s changed',
    (field) => {
      const current = { ...options, [field]: `${options[field]}-new` };
      const decision = decidePushRegistration({
        permission: 'granted',
        stored: record(),
        current,
        now,
      });
      expect(decision).toEqual({ action: 'replace', staleToken: 'stored-token' });
      expect(mustTellServer(decision)).toBe(true);
    },
  );

  it('compares every option', () => {
    expect(sameSubscriptionOptions(options, { ...options })).toBe(true);
    expect(sameSubscriptionOptions(options, { ...options, auth: 'other' })).toBe(false);
  });
});

describe('§4 push token: 7 days old or older is refreshed', () => {
  it('uses 604800000 ms', () => {
    expect(PUSH_TOKEN_LIFETIME_MS).toBe(604_800_000);
  });

  it('refreshes at exactly 7 days', () => {
    const stored = record({ createTime: now - PUSH_TOKEN_LIFETIME_MS });
    const decision = decidePushRegistration({
      permission: 'granted',
      stored,
      current: options,
      now,
    });
    expect(decision).toEqual({ action: 'refresh', token: 'stored-token' });
    expect(mustTellServer(decision)).toBe(true);
  });

  it('keeps a token one millisecond younger than 7 days', () => {
    const stored = record({ createTime: now - PUSH_TOKEN_LIFETIME_MS + 1 });
    const decision = decidePushRegistration({
      permission: 'granted',
      stored,
      current: options,
      now,
    });
    expect(decision).toEqual({ action: 'keep', token: 'stored-token' });
    expect(mustTellServer(decision)).toBe(false);
  });

  it('keeps a token whose createTime is in the future', () => {
    const stored = record({ createTime: now + 60_000 });
    expect(
      decidePushRegistration({ permission: 'granted', stored, current: options, now }).action,
    ).toBe('keep');
  });

  it('refreshes exactly when the age reaches the lifetime', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 * PUSH_TOKEN_LIFETIME_MS }), (age) => {
        const stored = record({ createTime: now - age });
        const { action } = decidePushRegistration({
          permission: 'granted',
          stored,
          current: options,
          now,
        });
        expect(action).toBe(age >= PUSH_TOKEN_LIFETIME_MS ? 'refresh' : 'keep');
      }),
    );
  });
});
