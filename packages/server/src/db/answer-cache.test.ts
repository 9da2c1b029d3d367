import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

/**
 * The cache against a real PGlite: two tables and a third that points at the first with a
 * cascading foreign key, as the schema's accounts do.
 */
let client: PGlite;
let cache: AnswerCache;
let computed: number;

beforeAll(async () => {
  client = await PGlite.create();
  cache = new AnswerCache(['ideas', 'prices', 'notes']);
  cache.watch(client);
  await client.exec(`
    create table ideas (id serial primary key, code text not null);
    create table prices (id serial primary key, close integer not null);
    create table notes (id serial primary key, idea_id integer references ideas(id) on delete cascade, body text);
  `);
});
afterAll(() => client.close());
beforeEach(async () => {
  await client.query('delete from notes');
  await client.query('delete from ideas');
  await client.query('delete from prices');
  await client.query(`insert into ideas (code) values ('BBRI'), ('ANTM')`);
  await client.query('insert into prices (close) values (4200)');
  computed = 0;
});

/** The codes of the ideas, computed (and counted) or kept. */
function codes(key = 'ideas'): Promise<string[]> {
  return cache.remember(key, async () => {
    computed += 1;
    const { rows } = await client.query<{ code: string }>(
      'select "code" from "ideas" order by "id"',
    );
    return rows.map((row) => row.code);
  });
}

describe('AnswerCache', () => {
  it('keeps an answer until a table it read is written, then gives the database its turn', async () => {
    expect(await codes()).toEqual(['BBRI', 'ANTM']);
    expect(await codes()).toEqual(['BBRI', 'ANTM']);
    expect(computed).toBe(1);
    // Another table's write leaves it kept.
    await client.query('insert into prices (close) values ($1)', [4300]);
    expect(await codes()).toEqual(['BBRI', 'ANTM']);
    expect(computed).toBe(1);
    await client.query(`update ideas set code = 'TLKM' where code = 'ANTM'`);
    expect(await codes()).toEqual(['BBRI', 'TLKM']);
    expect(computed).toBe(2);
    await client.query(`insert into ideas (code) values ('ASII')`);
    expect(await codes()).toEqual(['BBRI', 'TLKM', 'ASII']);
    expect(computed).toBe(3);
  });

  it('treats a delete as a change to every table (foreign keys cascade) and so DDL', async () => {
    const notes = () =>
      cache.remember('notes', async () => {
        computed += 1;
        return (await client.query<{ body: string }>('select body from notes')).rows.length;
      });
    const [first] = (await client.query<{ id: number }>('select id from ideas')).rows;
    await client.query('insert into notes (idea_id, body) values ($1, $2)', [first?.id, 'hold']);
    expect(await notes()).toBe(1);
    // The delete names only ideas; its cascade empties notes.
    await client.query('delete from ideas where id = $1', [first?.id]);
    expect(await notes()).toBe(0);
    expect(computed).toBe(2);
    await client.exec('create index notes_body on notes (body)');
    expect(await notes()).toBe(0);
    expect(computed).toBe(3);
  });

  it('counts a transaction once it has finished, committed or not', async () => {
    expect(await codes()).toEqual(['BBRI', 'ANTM']);
    let during: string[] = [];
    await client.transaction(async (tx) => {
      await tx.query(`insert into ideas (code) values ('GOTO')`);
      // Outside the transaction nothing has changed yet, and the kept answer says so.
      during = await codes();
    });
    expect(during).toEqual(['BBRI', 'ANTM']);
    expect(await codes()).toEqual(['BBRI', 'ANTM', 'GOTO']);
    await client
      .transaction(async (tx) => {
        await tx.query(`insert into ideas (code) values ('BUMI')`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await codes()).toEqual(['BBRI', 'ANTM', 'GOTO']);
    expect(computed).toBe(3);
  });

  it('does not keep an answer whose tables changed while it was computed', async () => {
    const answer = cache.remember('slow', async () => {
      computed += 1;
      const { rows } = await client.query<{ code: string }>('select code from ideas');
      await client.query(`insert into ideas (code) values ('LATE')`);
      return rows.length;
    });
    expect(await answer).toBe(2);
    expect(
      await cache.remember('slow', async () => {
        computed += 1;
        return (await client.query('select code from ideas')).rows.length;
      }),
    ).toBe(3);
    expect(computed).toBe(2);
  });

  it('never keeps a failure', async () => {
    const failing = cache.remember('failing', async () => {
      computed += 1;
      await client.query('select code from ideas');
      throw new Error('broken');
    });
    await expect(failing).rejects.toThrow('broken');
    await expect(cache.remember('failing', async () => 'fine')).resolves.toBe('fine');
  });

  it('shares a running computation with callers who come before any change', async () => {
    const [a, b] = await Promise.all([codes('shared'), codes('shared')]);
    expect(a).toEqual(b);
    expect(computed).toBe(1);
    // A caller after a write does not get an answer begun before it.
    const running = codes('shared-2');
    await client.query(`insert into ideas (code) values ('ADRO')`);
    const after = codes('shared-2');
    expect(await running).not.toContain('ADRO');
    expect(await after).toContain('ADRO');
  });

  it('gives a computation that uses another kept answer that answer’s tables', async () => {
    const outer = () =>
      cache.remember('outer', async () => {
        computed += 1;
        const inner = await codes('inner');
        return inner.length;
      });
    expect(await outer()).toBe(2);
    expect(await outer()).toBe(2);
    await client.query(`insert into ideas (code) values ('PTBA')`);
    expect(await outer()).toBe(3);
  });

  it('keeps at most 64 MB of answers, letting the least recently used go', async () => {
    const big = (key: string) =>
      cache.remember(
        key,
        async () => {
          computed += 1;
          return key;
        },
        () => 40 * 1024 * 1024,
      );
    await big('big-1');
    await big('big-1');
    expect(computed).toBe(1);
    await big('big-2');
    expect(cache.size.bytes).toBeLessThanOrEqual(64 * 1024 * 1024);
    await big('big-2');
    expect(computed).toBe(2);
    await big('big-1');
    expect(computed).toBe(3);
  });

  it('sees statements that name no known table as changing everything, reads of none as free', async () => {
    expect(await codes()).toEqual(['BBRI', 'ANTM']);
    const kept = computed;
    await client.query('select 1');
    expect(await codes()).toEqual(['BBRI', 'ANTM']);
    expect(computed).toBe(kept);
    await client.query(`select setval(pg_get_serial_sequence('prices', 'id'), 100)`);
    expect(await codes()).toEqual(['BBRI', 'ANTM']);
    expect(computed).toBe(kept + 1);
  });
});
