import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, CLIENT_ID } from './constants.ts';
import { clientHeaders, readClientHeaders } from './http-clients.ts';

describe('§1 §7 the header step: client id and version', () => {
  it('sends the build’s client id and version', () => {
    expect(clientHeaders({ clientId: CLIENT_ID, appVersion: APP_VERSION })).toEqual({
      'X-Client-Id': '5',
      'X-App-Version': '3.3.4 stable',
    });
  });

  it('reads back what it sends', () => {
    const sent = clientHeaders({ clientId: CLIENT_ID, appVersion: APP_VERSION });
    const lower = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k.toLowerCase(), v]));
    expect(readClientHeaders((name) => lower[name])).toEqual({
      clientId: '5',
      appVersion: '3.3.4 stable',
    });
  });

  it.each([
    ['missing', undefined, undefined],
    ['a line break', '5\nforged: yes', '3.3.4\r\nx'],
    ['too long', '1234567', 'v'.repeat(33)],
    ['a token pasted by mistake', 'Bearer abc', 'eyJhbGciOi.eyJzdWIiOi.sig/+='],
  ])('drops %s', (_why, clientId, appVersion) => {
    const headers: Record<string, string | undefined> = {
      'x-client-id': clientId,
      'x-app-version': appVersion,
    };
    expect(readClientHeaders((name) => headers[name])).toEqual({
      clientId: null,
      appVersion: null,
    });
  });

  it('never returns a value with a control character or over 32 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const read = readClientHeaders(() => value);
        for (const kept of [read.clientId, read.appVersion]) {
          if (kept === null) continue;
          expect(kept).toBe(value);
          expect(kept.length).toBeLessThanOrEqual(32);
          expect(kept).not.toMatch(/[\p{Cc}]/u);
        }
      }),
    );
  });
});
