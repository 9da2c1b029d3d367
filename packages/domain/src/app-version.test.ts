import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAppVersion } from './app-version.ts';
import { APP_VERSION } from './constants.ts';

describe('§1 app version check', () => {
  it('checks against 3.3.4 stable', () => {
    expect(APP_VERSION).toBe('3.3.4 stable');
  });

  it('forces a full reload when the stored version differs, storing the new one first', () => {
    expect(checkAppVersion('3.3.3 stable')).toEqual({ store: APP_VERSION, reload: true });
  });

  it('does nothing when the stored version matches', () => {
    expect(checkAppVersion(APP_VERSION)).toEqual({ store: null, reload: false });
  });

  it.each([null, undefined, ''])(
    'stores the version without a reload on a first visit (%j)',
    (stored) => {
      expect(checkAppVersion(stored)).toEqual({ store: APP_VERSION, reload: false });
    },
  );

  it('never reloads twice: the version it stores is accepted on the next start', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.string({ minLength: 1 }), (stored, current) => {
        const first = checkAppVersion(stored, current);
        expect(first.reload).toBe(stored !== null && stored !== '' && stored !== current);
        const next = checkAppVersion(first.store ?? stored, current);
        expect(next).toEqual({ store: null, reload: false });
      }),
    );
  });
});
