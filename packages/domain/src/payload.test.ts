import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { cleanPayload, isKeptPayloadValue } from './payload.ts';

describe('§5 payload cleaning', () => {
  it('keeps non-empty strings and numbers of zero or more, and drops the rest', () => {
    const payload = {
      search: '',
      code: 'BBCA',
      p: 0,
      lot: 10,
      buy_price: 1234.5,
      offset: -1,
      nan: Number.NaN,
      inf: Number.POSITIVE_INFINITY,
      vip: true,
      off: false,
      nothing: null,
      missing: undefined,
      list: ['a'],
      nested: { a: 1 },
      big: 10n,
      blank: '  ',
    };
    expect(cleanPayload(payload)).toEqual({
      code: 'BBCA',
      p: 0,
      lot: 10,
      buy_price: 1234.5,
      blank: '  ',
    });
  });

  it('keeps the order of the entries', () => {
    expect(Object.keys(cleanPayload({ b: 1, a: 'x', c: '', d: 0 }))).toEqual(['b', 'a', 'd']);
  });

  it('returns an empty object for an empty payload', () => {
    expect(cleanPayload({})).toEqual({});
  });

  it('treats a __proto__ key as data, not as a prototype', () => {
    const payload = JSON.parse('{"__proto__": "x", "ok": 1}') as Record<string, unknown>;
    const cleaned = cleanPayload(payload) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.keys(cleaned)).toEqual(['__proto__', 'ok']);
  });

  it('answers the single-value rule', () => {
    expect(isKeptPayloadValue(0)).toBe(true);
    expect(isKeptPayloadValue(-0)).toBe(true);
    expect(isKeptPayloadValue('a')).toBe(true);
    expect(isKeptPayloadValue(-0.01)).toBe(false);
    expect(isKeptPayloadValue('')).toBe(false);
    expect(isKeptPayloadValue(undefined)).toBe(false);
  });

  it('types the result as the string and number keys only', () => {
    const cleaned = cleanPayload({ code: 'BBCA', lot: 1 as number | null, vip: true });
    expectTypeOf(cleaned).toEqualTypeOf<{ code?: string; lot?: number }>();
  });

  const anyValue = fc.oneof(
    fc.string({ maxLength: 3 }),
    fc.double(),
    fc.integer({ min: -5, max: 5 }),
    fc.boolean(),
    fc.constantFrom(null, undefined),
    fc.array(fc.integer(), { maxLength: 2 }),
  );
  const payloads = fc.dictionary(fc.string({ maxLength: 4 }), anyValue);

  it('never keeps an empty string or a negative number, and never mutates the input', () => {
    fc.assert(
      fc.property(payloads, (payload) => {
        const before = structuredClone(payload);
        const cleaned = cleanPayload(payload) as Record<string, unknown>;
        expect(payload).toEqual(before);
        for (const value of Object.values(cleaned)) {
          expect(value).not.toBe('');
          if (typeof value === 'number') expect(value).toBeGreaterThanOrEqual(0);
          expect(['string', 'number']).toContain(typeof value);
        }
      }),
    );
  });

  it('drops only what the rule drops, and cleaning twice changes nothing', () => {
    fc.assert(
      fc.property(payloads, (payload) => {
        const cleaned = cleanPayload(payload) as Record<string, unknown>;
        const expectedKeys = Object.keys(payload).filter((k) => isKeptPayloadValue(payload[k]));
        expect(Object.keys(cleaned)).toEqual(expectedKeys);
        for (const key of expectedKeys) expect(cleaned[key]).toBe(payload[key]);
        expect(cleanPayload(cleaned)).toEqual(cleaned);
      }),
    );
  });
});
