import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_STRING_EXCLUDED_KEYS,
  toColonFilterString,
  toKeyValueFilterString,
} from './filter-strings.ts';

const anyValue = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.double(),
  fc.integer({ min: -3, max: 3 }),
  fc.boolean(),
  fc.constantFrom(null, undefined),
);
const keys = fc.oneof(fc.constantFrom('page', 'size', 'search', 'p'), fc.string({ maxLength: 5 }));
const filters = fc.dictionary(keys, anyValue);

/** The keys of a key=value string, decoded. */
function keysOfKeyValue(text: string): string[] {
  return text === ''
    ? []
    : text.split('&').map((pair) => decodeURIComponent(pair.split('=')[0] ?? ''));
}

describe('§5 filter string as key=value joined with &', () => {
  it('keeps non-empty strings and positive numbers, in order', () => {
    expect(
      toKeyValueFilterString({
        search: 'bbca',
        category: '',
        stock: 0,
        p: 3,
        offset: -1,
        price: 1.5,
        nan: Number.NaN,
        inf: Number.POSITIVE_INFINITY,
        vip: true,
        none: null,
        missing: undefined,
        list: ['a'],
      }),
    ).toBe('search=bbca&p=3&price=1.5');
  });

  it('leaves out page and size whatever their value', () => {
    expect(toKeyValueFilterString({ page: 2, size: 20, search: 'x' })).toBe('search=x');
    expect(toKeyValueFilterString({ page: '2', size: '20' })).toBe('');
    expect(FILTER_STRING_EXCLUDED_KEYS).toEqual(['page', 'size']);
  });

  it('keeps keys that merely contain page or size', () => {
    expect(toKeyValueFilterString({ page_size: 20, pageSize: 10, Size: 5 })).toBe(
      'page_size=20&pageSize=10&Size=5',
    );
  });

  it('percent-encodes so a value cannot break the pairs', () => {
    expect(toKeyValueFilterString({ search: 'a&b=c d', 'my key': 'ü' })).toBe(
      'search=a%26b%3Dc%20d&my%20key=%C3%BC',
    );
  });

  it('is empty for no filters', () => {
    expect(toKeyValueFilterString({})).toBe('');
  });

  it('never contains page or size, and holds exactly the kept keys', () => {
    fc.assert(
      fc.property(filters, (input) => {
        const text = toKeyValueFilterString(input);
        const written = keysOfKeyValue(text);
        expect(written).not.toContain('page');
        expect(written).not.toContain('size');
        const expected = Object.entries(input)
          .filter(([k]) => k !== 'page' && k !== 'size')
          .filter(
            ([, v]) =>
              (typeof v === 'string' && v !== '') ||
              (typeof v === 'number' && v > 0 && Number.isFinite(v)),
          )
          .map(([k]) => k);
        expect(written).toEqual(expected);
      }),
    );
  });
});

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
