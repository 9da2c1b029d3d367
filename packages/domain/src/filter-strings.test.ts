import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILTER_STRING_EXCLUDED_KEYS, toColonFilterString } from './filter-strings.ts';

const anyValue = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.double(),
  fc.integer({ min: -3, max: 3 }),
  fc.boolean(),
  fc.constantFrom(null, undefined),
);
const keys = fc.oneof(fc.constantFrom('page', 'size', 'search', 'p'), fc.string({ maxLength: 5 }));
const filters = fc.dictionary(keys, anyValue);

describe('§5 filter string as key:value joined with commas', () => {
  it('keeps non-empty strings only', () => {
    expect(
      toColonFilterString({
        published_on: 'analysis',
        search: '',
        p: 3,
        zero: 0,
        vip: true,
        none: null,
        category: 'saham',
      }),
    ).toBe('published_on:analysis,category:saham');
  });

  it('leaves out page and size whatever their value', () => {
    expect(toColonFilterString({ page: '1', size: '20', filter: 'video' })).toBe('filter:video');
  });

  it('writes the same whatever page and size hold, for any filters', () => {
    expect(FILTER_STRING_EXCLUDED_KEYS).toEqual(['page', 'size']);
    fc.assert(
      fc.property(filters, (input) => {
        const rest = Object.fromEntries(
          Object.entries(input).filter(([key]) => !FILTER_STRING_EXCLUDED_KEYS.includes(key)),
        );
        expect(toColonFilterString(input)).toBe(toColonFilterString(rest));
      }),
    );
  });

  it('does not encode: the whole string is one parameter value', () => {
    expect(toColonFilterString({ search: 'bank bca' })).toBe('search:bank bca');
  });

  it('is empty for no filters', () => {
    expect(toColonFilterString({})).toBe('');
  });

  it('never contains a page or size entry, and holds exactly the non-empty strings', () => {
    const simpleKey = fc.oneof(
      fc.constantFrom('page', 'size', 'search'),
      fc.stringMatching(/^\w{1,5}$/),
    );
    const simpleValue = fc.oneof(fc.stringMatching(/^\w{0,4}$/), fc.integer(), fc.boolean());
    fc.assert(
      fc.property(fc.dictionary(simpleKey, simpleValue), (input) => {
        const text = toColonFilterString(input);
        const pairs = text === '' ? [] : text.split(',').map((pair) => pair.split(':'));
        const written = pairs.map(([k]) => k);
        expect(written).not.toContain('page');
        expect(written).not.toContain('size');
        const expected = Object.entries(input).filter(
          ([k, v]) => k !== 'page' && k !== 'size' && typeof v === 'string' && v !== '',
        );
        expect(pairs).toEqual(expected);
      }),
    );
  });
});
