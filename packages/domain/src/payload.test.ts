import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanQuery, isKeptPayloadValue, type QueryValue } from './payload.ts';

describe('§5 payload cleaning of a query', () => {
  it('keeps non-empty strings and numbers of zero or more, and drops the rest', () => {
    const query = {
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
      blank: '  ',
    };
    expect(cleanQuery(query)).toEqual([
      ['code', 'BBCA'],
      ['p', '0'],
      ['lot', '10'],
      ['buy_price', '1234.5'],
      ['blank', '  '],
    ]);
  });

  it('sends each kept item of a list under its key, in order', () => {
    expect(cleanQuery({ code: ['BBCA', '', -1, 'TLKM', null, 0], size: 10 })).toEqual([
      ['code', 'BBCA'],
      ['code', 'TLKM'],
      ['code', '0'],
      ['size', '10'],
    ]);
  });

  it('keeps the order of the entries', () => {
    expect(cleanQuery({ b: 1, a: 'x', c: '', d: 0 }).map(([key]) => key)).toEqual(['b', 'a', 'd']);
  });

  it('returns no pairs for an empty query', () => {
    expect(cleanQuery({})).toEqual([]);
  });

  it('treats a __proto__ key as data, not as a prototype', () => {
    const query = JSON.parse('{"__proto__": "x", "ok": 1}') as Record<string, QueryValue>;
    expect(cleanQuery(query)).toEqual([
      ['__proto__', 'x'],
      ['ok', '1'],
    ]);
  });

  it('answers the single-value rule', () => {
    expect(isKeptPayloadValue(0)).toBe(true);
    expect(isKeptPayloadValue(-0)).toBe(true);
    expect(isKeptPayloadValue('a')).toBe(true);
    expect(isKeptPayloadValue(-0.01)).toBe(false);
    expect(isKeptPayloadValue('')).toBe(false);
    expect(isKeptPayloadValue(undefined)).toBe(false);
    expect(isKeptPayloadValue([1])).toBe(false);
    expect(isKeptPayloadValue({ a: 1 })).toBe(false);
    expect(isKeptPayloadValue(10n)).toBe(false);
  });

  const single = fc.oneof(
    fc.string({ maxLength: 3 }),
    fc.double(),
    fc.integer({ min: -5, max: 5 }),
    fc.boolean(),
    fc.constantFrom(null, undefined),
  );
  const anyValue = fc.oneof(single, fc.array(single, { maxLength: 3 }));
  const queries = fc.dictionary(fc.string({ maxLength: 4 }), anyValue);

  it('never sends an empty string, and never mutates the input', () => {
    fc.assert(
      fc.property(queries, (query) => {
        const before = structuredClone(query);
        const pairs = cleanQuery(query);
        expect(query).toEqual(before);
        for (const [, value] of pairs) expect(value).not.toBe('');
      }),
    );
  });

  it('never sends a negative or non-finite number', () => {
    const numbers = fc.oneof(fc.double(), fc.integer({ min: -5, max: 5 }));
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(numbers, fc.array(numbers))),
        (query) => {
          for (const [, value] of cleanQuery(query)) {
            expect(Number.isFinite(Number(value))).toBe(true);
            expect(Number(value)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('sends exactly what the single-value rule keeps, and cleaning its pairs again changes nothing', () => {
    fc.assert(
      fc.property(queries, (query) => {
        const expected = Object.entries(query).flatMap(([key, value]) =>
          (Array.isArray(value) ? value : [value])
            .filter((item) => isKeptPayloadValue(item))
            .map((item) => [key, String(item)]),
        );
        const pairs = cleanQuery(query);
        expect(pairs).toEqual(expected);
        const again = pairs.flatMap(([key, value]) => cleanQuery({ [key]: value }));
        expect(again).toEqual(pairs);
      }),
    );
  });
});
