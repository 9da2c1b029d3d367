import { count, countDistinct, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../db/schema.ts';
import { addPosts } from './large-lists.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The newest posts of a kind, as the lists page them (updated_at desc). */
const newest = (kind: 'analysis' | 'education', limit: number) =>
  server.services.db
    .select({ id: posts.id, slug: posts.slug })
    .from(posts)
    .where(eq(posts.publishedOn, kind))
    .orderBy(desc(posts.updatedAt))
    .limit(limit);

describe('addPosts (bench:lists, issue 29)', () => {
  it('adds copies of each kind under slugs of their own, after the seed’s posts', async () => {
    const { db } = server.services;
    const seeded = await newest('analysis', 5);
    const [before] = await db.select({ rows: count() }).from(posts);

    await addPosts(db, 45);

    const [after] = await db
      .select({ rows: count(), slugs: countDistinct(posts.slug) })
      .from(posts);
    expect(after?.rows).toBe((before?.rows ?? 0) + 90);
    expect(after?.slugs).toBe(after?.rows);
    // The seed's newest still come first; a list's first page is the one members see.
    expect(await newest('analysis', 5)).toEqual(seeded);
  });

  it('makes the copies findable like the originals (the database fills their search vector)', async () => {
    const { db } = server.services;
    const [education] = await db
      .select({ rows: count() })
      .from(posts)
      .where(eq(posts.publishedOn, 'education'));
    // Updated before every seeded post, the first copy comes right after them.
    const [firstCopy] = await db
      .select({ slug: posts.slug, vector: posts.searchVector })
      .from(posts)
      .where(eq(posts.publishedOn, 'education'))
      .orderBy(desc(posts.updatedAt))
      .offset((education?.rows ?? 0) - 45)
      .limit(1);
    expect(firstCopy?.slug).toMatch(/-1$/);
    expect(firstCopy?.vector).toBeTruthy();
  });
});
