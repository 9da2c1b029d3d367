import fc from 'fast-check';
import { z } from 'zod';
import { awkwardString } from './hostile-values.ts';

/**
 * Valid-shaped values for the parts of a request, derived from the contract's zod schemas through
 * their JSON Schema (what the OpenAPI document publishes, so the fuzzer sees the API as an outside
 * client would). Refinements JSON Schema cannot express (passwords typed twice, §5 phone rules) are
 * left to hints, and some values still miss them: the fuzzer sends both kinds anyway.
 */

/** A JSON Schema object as zod writes it. */
export type JsonSchema = Record<string, unknown>;

/**
 * Values known to exist on the server (seeded stock codes, slugs, ids), offered for a field by its
 * name, so valid-shaped requests reach the handlers instead of stopping at a 404.
 */
export type FieldHint = (field: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

/** A file part of a multipart body: its declared type, name and bytes. */
export interface FilePart {
  readonly kind: 'file';
  readonly filename: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** A 1×1 PNG: the smallest picture the upload check (signature sniffing) accepts. */
export const tinyPng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The JPEG signature followed by filler: enough for the signature check, not a whole picture. */
const jpegLike = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00,
]);

/** A valid image upload (PNG or JPEG, declared as what it is). */
export const imageFileArbitrary: fc.Arbitrary<FilePart> = fc.constantFrom<FilePart>(
  { kind: 'file', filename: 'chart.png', type: 'image/png', bytes: tinyPng },
  { kind: 'file', filename: 'foto.jpg', type: 'image/jpeg', bytes: jpegLike },
);

/**
 * A request part's schema as JSON Schema, the way a caller writes it (inputs: coerced numbers as
 * numbers, defaulted fields optional).
 * @example inputJsonSchema(z.object({ id: z.int() })).properties // { id: { type: 'integer', ... } }
 */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' ? value : fallback;

/**
 * Free text as the schema allows it: mostly short; sometimes with NUL, control or BiDi characters
 * (valid to the schema, not to PostgreSQL: issue 24's 500s); often exactly as long as allowed,
 * since where the contract and a column's width disagree only the longest values show it.
 */
function plainString(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  const short = fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 40)) });
  const awkward = awkwardString.filter(fits);
  if (maxLength <= 40) {
    return fc.oneof({ arbitrary: short, weight: 3 }, { arbitrary: awkward, weight: 1 });
  }
  const longest = fc
    .tuple(fc.constantFrom('n', 'ä', '9', 'x'), fc.string({ maxLength: 4 }))
    .map(([unit, tail]) => (unit.repeat(maxLength) + tail).slice(0, maxLength));
  return fc.oneof(
    { arbitrary: short, weight: 3 },
    { arbitrary: awkward, weight: 1 },
    { arbitrary: longest, weight: 1 },
  );
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = numberOr(schema.maxLength, 1000);
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : undefined;
  switch (schema.format) {
    case 'binary':
      return imageFileArbitrary;
    case 'email':
      // fast-check cannot build a string from the contract's e-mail pattern (it has look-aheads).
      return fc
        .emailAddress({ size: 'small' })
        .filter((value) => fits(value) && (pattern?.test(value) ?? true));
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    default:
      return pattern
        ? fc.stringMatching(pattern, { size: 'small' }).filter(fits)
        : plainString(minLength, maxLength);
  }
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number';
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number';
  const min = numberOr(schema.minimum ?? schema.exclusiveMinimum, integer ? -1_000_000 : -1e9);
  const max = numberOr(schema.maximum ?? schema.exclusiveMaximum, integer ? 1_000_000 : 1e9);
  if (!integer) {
    return fc.double({
      min,
      max,
      minExcluded: exclusiveMin,
      maxExcluded: exclusiveMax,
      noNaN: true,
      noDefaultInfinity: true,
    });
  }
  const low = exclusiveMin ? min + 1 : min;
  const high = exclusiveMax ? max - 1 : max;
  const int32 = 2 ** 31;
  if (low >= -int32 && high < int32) return fc.integer({ min: low, max: high });
  return fc.bigInt({ min: BigInt(low), max: BigInt(high) }).map(Number);
}

function objectArbitrary(schema: JsonSchema, hint: FieldHint): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    model[name] = fieldArbitrary(name, property, hint);
  }
  const requiredKeys = ((schema.required ?? []) as string[]).filter((key) => key in model);
  return fc.record(model, { requiredKeys });
}

/**
 * A valid-shaped value for a JSON Schema: types, lengths, ranges, patterns, enums and formats
 * kept; a field's hint, when it has one, offered most of the time.
 * @example fc.sample(schemaArbitrary(inputJsonSchema(loginRequest), () => undefined), 1)
 */
export function schemaArbitrary(schema: JsonSchema, hint: FieldHint): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf) && schema.format !== 'binary') {
    return fc.oneof(...(schema.anyOf as JsonSchema[]).map((item) => schemaArbitrary(item, hint)));
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      // A bare number is a coerced path or form id (z.coerce.number().pipe(id)).
      return Object.keys(schema).some((key) => /imum$/.test(key))
        ? numberArbitrary(schema, false)
        : fc.integer({ min: 1, max: 2_147_483_647 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArbitrary((schema.items ?? {}) as JsonSchema, hint), {
        minLength: numberOr(schema.minItems, 0),
        maxLength: Math.min(numberOr(schema.maxItems, 5), 5),
      });
    case 'object':
      return objectArbitrary(schema, hint);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A field's value: its hint most of the time, else what its schema allows. */
function fieldArbitrary(name: string, schema: JsonSchema, hint: FieldHint): fc.Arbitrary<unknown> {
  const own = schemaArbitrary(schema, hint);
  const hinted = hint(name, schema);
  return hinted ? fc.oneof({ arbitrary: hinted, weight: 3 }, { arbitrary: own, weight: 1 }) : own;
}
