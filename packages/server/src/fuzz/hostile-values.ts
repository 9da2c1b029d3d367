import fc from 'fast-check';

/**
 * What an outside fuzzer throws at each field: values of the wrong type, text PostgreSQL or a
 * parser may choke on, numbers at and past every edge. Kept apart from the request builder so the
 * list reads as the threat model it is.
 */

/** Characters that break naive text handling: NUL (PostgreSQL cannot store it), controls, BiDi. */
const awkwardCharacters = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\ud83d\ude00',
  'e\u0301',
  '\u0660',
  '１',
] as const;

/**
 * A string with NUL (most often: PostgreSQL cannot store it), control, BiDi or combining
 * characters spliced into ordinary text.
 */
export const awkwardString: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { arbitrary: fc.constant('\u0000'), weight: 1 },
      { arbitrary: fc.constantFrom(...awkwardCharacters), weight: 2 },
      { arbitrary: fc.string({ maxLength: 6, unit: 'grapheme' }), weight: 2 },
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((pieces) => pieces.join(''));

/** A string that always carries a NUL character somewhere (issue 24's 500). */
export const nulString: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** Unpaired UTF-16 surrogates: valid in a JS string and in escaped JSON, not in UTF-8. */
export const loneSurrogateString: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom('\ud800', '\udfff', '\udbff\u0041'))
  .map(([text, surrogate]) => `${text}${surrogate}`);

/** Text that injection and template bugs react to. */
export const injectionString: fc.Arbitrary<string> = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE accounts; --",
  '%',
  '_',
  '\\',
  '%_\\%',
  '$1',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
  ' ',
  '',
);

/** Lengths well past every limit of the contract, but under the JSON body limit. */
export const longString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(121, 256, 1001, 5001, 20_000), fc.constantFrom('a', 'ä', '9', '😀', ' '))
  .map(([length, unit]) => unit.repeat(length));

/** Numbers at and beyond the edges of ids, prices, pages and JavaScript itself. */
export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    0.1,
    1e-7,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    4_294_967_296,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Number-like text a coercing parser may read in surprising ways. */
export const numberLikeString: fc.Arbitrary<string> = fc.constantFrom(
  '-1',
  '0',
  '00',
  '007',
  '+7',
  ' 7 ',
  '7.0',
  '7.5',
  '1e3',
  '1e999',
  '-1e999',
  '0x10',
  '0b11',
  '1_000',
  'Infinity',
  '-Infinity',
  'NaN',
  '9007199254740993',
  '99999999999999999999999',
  '2147483648',
  '١٢',
  '１２',
);

/** Any JSON value of a type other than the expected one (the caller picks what to send). */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 10 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Any hostile value for a field (its type ignored on purpose). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: wrongTypeValue, weight: 3 },
  { arbitrary: nulString, weight: 3 },
  { arbitrary: awkwardString, weight: 3 },
  { arbitrary: loneSurrogateString, weight: 1 },
  { arbitrary: injectionString, weight: 2 },
  { arbitrary: longString, weight: 2 },
  { arbitrary: edgeNumber, weight: 2 },
  { arbitrary: numberLikeString, weight: 2 },
);

/** Field names no schema has, some of them dangerous in JavaScript objects. */
export const unknownFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'role', 'is_vip', ''),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/**
 * Path segments a router or a path parser may mishandle, already percent-encoded as they go on
 * the wire (malformed escapes and invalid UTF-8 on purpose).
 */
export const rawPathSegment: fc.Arbitrary<string> = fc.constantFrom(
  '%00',
  'a%00b',
  '%',
  '%G1',
  '%FF',
  '%C0%AF',
  '%E0%A4%A',
  '%ED%A0%80',
  '..',
  '%2e%2e',
  '.',
  '%2F',
  'a%2Fb',
  '%5C',
  '%20',
  '+',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1',
  'NaN',
  '99999999999999999999',
  '2147483648',
  '%EF%BC%91',
  '%F0%9F%98%80',
  'a'.repeat(2000),
  '%25',
  '%3Cscript%3E',
  ';x=1',
  'BBCA%00',
);

/** Raw query-string pieces, some malformed, appended to or replacing a valid query. */
export const rawQueryPiece: fc.Arbitrary<string> = fc.constantFrom(
  'unknown=1',
  '__proto__=x',
  'constructor[prototype][x]=1',
  'page=1&page=2',
  'page[]=1',
  'page',
  'page=',
  '=',
  '&&&',
  'a=%00',
  'search=%00',
  'q=%',
  'q=%G1',
  'q=%FF',
  'q=%E0%A4%A',
  'size=-1',
  'size=1e999',
  'page=99999999999999999999',
  'cache=1',
  'query=%00%00',
  `search=${'x'.repeat(3000)}`,
);
