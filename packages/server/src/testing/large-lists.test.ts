import { count, countDistinct, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../db/schema.ts';
import { addPosts } from './large-lists.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Copies of each kind the tests add. */
const ADDED = 45;

let server: TestServer;

/** The newest posts of a kind, as the lists page them (updated_at desc). */
const newest = (kind: 'analysis' | 'education', limit: number, offset = 0) =>
  server.services.db
    .select({ slug: posts.slug, vector: posts.searchVector })
    .from(posts)
    .where(eq(posts.publishedOn, kind))
    .orderBy(desc(posts.updatedAt))
    .offset(offset)
    .limit(limit);

/** Rows, distinct slugs and rows of one kind, in the posts table. */
async function counts(kind: 'analysis' | 'education') {
  const { db } = server.services;
  const [all] = await db.select({ rows: count(), slugs: countDistinct(posts.slug) }).from(posts);
  const [ofKind] = await db
    .select({ rows: count() })
    .from(posts)
    .where(eq(posts.publishedOn, kind));
  return { rows: all?.rows ?? 0, slugs: all?.slugs ?? 0, ofKind: ofKind?.rows ?? 0 };
}

let before: Awaited<ReturnType<typeof counts>>;
let seededFirst: Awaited<ReturnType<typeof newest>>;

beforeAll(async () => {
  server = await startTestServer();
  before = await counts('education');
  seededFirst = await newest('analysis', 5);
  await addPosts(server.services.db, ADDED);
});
afterAll(() => server.close());

describe('addPosts (bench:lists, issue 29)', () => {
  it('adds copies of each kind under slugs of their own, after the seed’s posts', async () => {
    const after = await counts('education');
    expect(after.rows).toBe(before.rows + 2 * ADDED);
    expect(after.ofKind).toBe(before.ofKind + ADDED);
    expect(after.slugs).toBe(after.rows);
    // The seed's newest still come first; a list's first page is the one members see.
    expect(await newest('analysis', 5)).toEqual(seededFirst);
  });

  it('makes the copies findable like the originals (the database fills their search vector)', async () => {
    // Updated before every seeded post, the first copy comes right after them.
    const [firstCopy] = await newest('education', 1, before.ofKind);
    expect(firstCopy?.slug).toMatch(/-1$/);
    expect(firstCopy?.vector).toBeTruthy();
  });
});
