import fc from 'fast-check';
import {
  categories,
  features,
  landingPages,
  notificationCategories,
  posts,
  stockPicks,
  stocks,
} from '../db/schema.ts';
import { demoAccounts } from '../db/seed/demo-accounts.ts';
import type { TestServer } from '../testing/test-server.ts';
import type { FieldHint } from './schema-arbitrary.ts';

/**
 * Field hints from the test server's seeded database: codes, slugs and names that exist, small
 * ids (the seed's rows), phone numbers and passwords that pass §5's rules. With them most
 * valid-shaped requests get past "not found" into the handler's real work.
 * @example const hint = await seededHints(server); fc.sample(hint('code', {})!, 1) // ['BBCA']
 */
export async function seededHints(server: TestServer): Promise<FieldHint> {
  const db = server.services.db;
  const distinct = <T>(values: readonly T[]) => [...new Set(values)];
  const [stockRows, pickRows, categoryRows, postRows, landingRows, featureRows, notificationRows] =
    await Promise.all([
      db.select({ value: stocks.code }).from(stocks),
      db.select({ value: stockPicks.category }).from(stockPicks),
      db.select({ value: categories.slug }).from(categories),
      db.select({ value: posts.slug }).from(posts),
      db.select({ value: landingPages.slug }).from(landingPages),
      db.select({ value: features.name }).from(features),
      db.select({ value: notificationCategories.slug }).from(notificationCategories),
    ]);
  const pick = (rows: readonly { value: string }[]) => {
    const values = distinct(rows.map((row) => row.value));
    return values.length > 0 ? fc.constantFrom(...values) : undefined;
  };
  const stockCodes = pick(stockRows);
  const slugs = pick([...landingRows, ...notificationRows]);
  const categorySlugs = pick([...pickRows, ...categoryRows, ...notificationRows]);
  const postSlugs = pick(postRows);
  const featureNames = pick(featureRows);
  const smallId = fc.integer({ min: 1, max: 40 });
  const emails = fc.constantFrom(...demoAccounts.map((account) => account.email));
  const phones = fc.oneof(
    fc.constantFrom(...demoAccounts.flatMap((account) => (account.phone ? [account.phone] : []))),
    fc.stringMatching(/^628[1-9][0-9]{7,9}$/),
  );
  const newPassword = fc.stringMatching(/^[a-z]{5,10}[0-9]{3,5}$/);

  return (field, schema) => {
    const isSlug = typeof schema.pattern === 'string' && schema.pattern.includes('[a-z0-9]');
    const numeric = schema.type === 'integer' || schema.type === 'number';
    if (numeric && (field === 'id' || field.endsWith('_id'))) return smallId;
    switch (field) {
      case 'ids':
        return fc.uniqueArray(smallId, { minLength: 1, maxLength: 4 });
      case 'code':
      case 'stock':
      case 'stock_code':
        return schema.pattern ? stockCodes : undefined;
      case 'category':
        return categorySlugs;
      case 'slug':
        return isSlug ? slugs : undefined;
      case 'name':
        return isSlug ? postSlugs : undefined;
      case 'feature_name':
        return featureNames;
      case 'email':
        return emails;
      case 'phone':
        return phones;
      case 'password':
        return newPassword;
      default:
        return undefined;
    }
  };
}
