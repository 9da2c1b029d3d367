import { request as httpRequest } from 'node:http';
import {
  UPLOAD_TOO_LARGE_MESSAGE,
  UNKNOWN_STOCK_MESSAGE,
  EMPTY_PORTFOLIO_MESSAGE,
} from '@saham/domain/server-messages';
import { UPLOAD_LIMIT_BYTES } from '@saham/domain/constants';
import {
  MEMBERSHIP_EXPIRED_MESSAGE,
  NOT_FOUND_MESSAGE,
  QA_ONGOING_MESSAGE,
} from '@saham/domain/server-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios } from '../../db/schema.ts';
import { demoPortfolio } from '../../db/seed/tanya-saham.ts';
import { logInDemoAll, type DemoSession, type DemoWho } from '../../testing/demo-sessions.ts';
import { newMember, pngBytes, pngOfSize } from '../../testing/tanya-saham-members.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const base = '/backend/crm/ex/v1/tanya-saham';
const path = `${base}/portofolio`;
let server: TestServer;
let demo: Record<DemoWho, DemoSession>;
let seededPortfolioId: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await logInDemoAll(server);
  const [row] = await server.services.db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(eq(portfolios.accountId, demo.vip.id));
  if (!row) throw new Error('the seed no longer has the VIP member’s portfolio');
  seededPortfolioId = row.id;
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

type Who = { token: string };
type Row = { id: number; portofolio_id: number; stock: string; lot: number; buy_price: number };

const png = () => new Blob([pngBytes()], { type: 'image/png' });
const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.set(name, value);
    else data.set(name, value, 'portofolio.png');
  }
  return data;
};
const add = (who: Who, fields: Record<string, string | Blob>) =>
  server.request(`${path}/add`, { token: who.token, body: form(fields) });
const update = (who: Who, id: number, fields: Record<string, string | Blob>) =>
  server.request(`${path}/update/${id}`, { method: 'PUT', token: who.token, body: form(fields) });
const latest = (who: Who, id: number) =>
  server.request(`${path}/${id}/latest`, { token: who.token });
const addRow = (who: Who, row: Omit<Row, 'id'>) =>
  server.request(`${path}/detail`, { token: who.token, body: row });
const changeRow = (who: Who, id: number, row: Omit<Row, 'id'>) =>
  server.request(`${path}/detail/${id}`, { method: 'PUT', token: who.token, body: row });
const removeRow = (who: Who, id: number) =>
  server.request(`${path}/detail/${id}`, { method: 'DELETE', token: who.token });
const send = (who: Who, portfolioId: number, question: string) =>
  server.request(`${path}/send`, {
    token: who.token,
    body: { portofolio_id: portfolioId, question },
  });

/** A new member's portfolio holding the given rows. */
async function portfolioWith(who: Who, rows: [string, number, number][]): Promise<number> {
  const created = await add(who, { name: 'Portofolio Uji' });
  expect(created.status).toBe(201);
  const id = created.body.data.id as number;
  for (const [stock, lot, price] of rows) {
    expect((await addRow(who, { portofolio_id: id, stock, lot, buy_price: price })).status).toBe(
      201,
    );
  }
  return id;
}

describe('§7 GET /portofolio/{id}/latest', () => {
  it('answers the seeded portfolio with its §3 rows in order', async () => {
    const response = await latest(demo.vip, seededPortfolioId);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: seededPortfolioId, name: demoPortfolio.name });
    expect(
      response.body.data.details.map((row: Row) => [row.stock, row.lot, row.buy_price]),
    ).toEqual(demoPortfolio.rows.map((row) => [row.stockCode, row.lot, row.buyPrice]));
    expect(
      response.body.data.details.every((row: Row) => row.portofolio_id === seededPortfolioId),
    ).toBe(true);
  });

  it('lets the analyst read it and answers 404 to another member', async () => {
    expect((await latest(demo.analyst, seededPortfolioId)).status).toBe(200);
    const other = await latest(demo.free, seededPortfolioId);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(NOT_FOUND_MESSAGE);
    expect((await latest(demo.vip, 999_999)).status).toBe(404);
  });
});

describe('§7 POST /portofolio/add and PUT /portofolio/update/{id} (multipart)', () => {
  it('creates a named portfolio with a screenshot the member can load', async () => {
    const member = await newMember(server);
    const created = await add(member, { name: 'Portofolio Dividen', image: png() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Portofolio Dividen', details: [] });
    const image = await fetch(created.body.data.image_url);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes());
    expect((await latest(member, created.body.data.id)).body.data).toEqual(created.body.data);
  });

  it('builds the screenshot’s URL on the server’s own origin, whatever Host the request names', async () => {
    const member = await newMember(server);
    // node:http, not fetch: a request's Host header is the client's to choose.
    const encoded = new Response(form({ name: 'Host palsu', image: png() }));
    const target = new URL(`${server.apiUrl}${path}/add`);
    const answer = await new Promise<string>((resolve, reject) => {
      const sent = httpRequest(
        target,
        {
          method: 'POST',
          headers: {
            Host: 'evil.example',
            Authorization: `Bearer ${member.token}`,
            'Content-Type': encoded.headers.get('content-type') ?? '',
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        },
      );
      sent.on('error', reject);
      void encoded.arrayBuffer().then((bytes) => sent.end(Buffer.from(bytes)));
    });
    const created = JSON.parse(answer) as { status: number; data: { image_url: string } };
    expect(created.status).toBe(201);
    expect(created.data.image_url.startsWith(`${server.url}/api/uploads/`)).toBe(true);
  });

  it('renames, replaces the screenshot, and refuses an empty update', async () => {
    const member = await newMember(server);
    const created = (await add(member, { name: 'Lama' })).body.data;
    expect(created.image_url).toBeNull();
    const renamed = await update(member, created.id, { name: 'Baru' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Baru', image_url: null });
    const pictured = await update(member, created.id, { image: png() });
    expect(pictured.body.data.name).toBe('Baru');
    expect(pictured.body.data.image_url).toMatch(/\/api\/uploads\/\d+\/[0-9a-f]{32}$/);
    const replaced = await update(member, created.id, { image: png() });
    expect(replaced.body.data.image_url).not.toBe(pictured.body.data.image_url);
    expect((await update(member, created.id, {})).status).toBe(400);
    expect((await latest(member, created.id)).body.data.image_url).toBe(
      replaced.body.data.image_url,
    );
  });

  it('§5 §9 refuses a screenshot over 2,040,000 bytes with the upload message', async () => {
    const member = await newMember(server);
    const over = await add(member, { name: 'Besar', image: pngOfSize(UPLOAD_LIMIT_BYTES + 1) });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`image: ${UPLOAD_TOO_LARGE_MESSAGE}`);
    const created = (await add(member, { name: 'Kecil' })).body.data;
    const far = await update(member, created.id, { image: pngOfSize(UPLOAD_LIMIT_BYTES * 2) });
    expect(far.status).toBe(413);
    expect(far.body.message).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    // The unread rest of the body makes the connection unusable; the client is told to drop it.
    expect(far.headers.get('connection')).toBe('close');
    expect((await latest(member, created.id)).body.data.image_url).toBeNull();
  });

  it('§6 answers a free member the membership message; nobody edits another’s portfolio', async () => {
    const free = await add(demo.free, { name: 'Gratis' });
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    const member = await newMember(server);
    expect((await update(member, seededPortfolioId, { name: 'Milik saya' })).status).toBe(404);
    expect((await update(demo.analyst, seededPortfolioId, { name: 'Analis' })).status).toBe(404);
    expect((await latest(demo.vip, seededPortfolioId)).body.data.name).toBe(demoPortfolio.name);
  });
});

describe('§3 §7 portfolio rows: POST /portofolio/detail, PUT and DELETE /portofolio/detail/{id}', () => {
  it('adds, changes and removes rows, and "latest" follows', async () => {
    const member = await newMember(server);
    const id = await portfolioWith(member, [
      ['BBCA', 10, 9800],
      ['TLKM', 25, 3400],
    ]);
    const before = (await latest(member, id)).body.data;
    expect(before.details.map((row: Row) => row.stock)).toEqual(['BBCA', 'TLKM']);
    const [bbca, tlkm] = before.details as Row[];

    const changed = await changeRow(member, bbca?.id as number, {
      portofolio_id: id,
      stock: 'BBRI',
      lot: 5,
      buy_price: 4500,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({
      id: bbca?.id,
      portofolio_id: id,
      stock: 'BBRI',
      lot: 5,
      buy_price: 4500,
    });
    const removed = await removeRow(member, tlkm?.id as number);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toBeNull();

    const after = (await latest(member, id)).body.data;
    expect(after.details.map((row: Row) => [row.stock, row.lot, row.buy_price])).toEqual([
      ['BBRI', 5, 4500],
    ]);
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.created_at));
    expect((await removeRow(member, tlkm?.id as number)).status).toBe(404);
  });

  it('answers 400 for an unlisted stock, a fractional lot or price, and a zero lot', async () => {
    const member = await newMember(server);
    const id = await portfolioWith(member, []);
    const unknown = await addRow(member, {
      portofolio_id: id,
      stock: 'ZZZZ',
      lot: 1,
      buy_price: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(UNKNOWN_STOCK_MESSAGE);
    for (const [field, row] of [
      ['lot', { lot: 1.5, buy_price: 1000 }],
      ['lot', { lot: 0, buy_price: 1000 }],
      ['buy_price', { lot: 1, buy_price: 1000.5 }],
    ] as const) {
      const response = await addRow(member, { portofolio_id: id, stock: 'BBCA', ...row });
      expect(response.status).toBe(400);
      expect(response.body.data.field).toBe(field);
    }
    expect((await latest(member, id)).body.data.details).toEqual([]);
  });

  it('keeps rows of another member’s portfolio out of reach with 404', async () => {
    const member = await newMember(server);
    const own = await portfolioWith(member, [['BBCA', 1, 9000]]);
    const seeded = (await latest(demo.vip, seededPortfolioId)).body.data.details as Row[];
    const theirs = seeded[0]?.id as number;
    const row = { portofolio_id: seededPortfolioId, stock: 'BBCA', lot: 1, buy_price: 1 };
    for (const response of [
      await addRow(member, row),
      await changeRow(member, theirs, { ...row, portofolio_id: own }),
      await removeRow(member, theirs),
      await removeRow(demo.analyst, theirs),
    ]) {
      expect(response.status).toBe(404);
    }
    // Nor can a member move their own row into someone else's portfolio.
    const mine = (await latest(member, own)).body.data.details[0] as Row;
    const moved = await changeRow(member, mine.id, { ...row, portofolio_id: seededPortfolioId });
    expect(moved.status).toBe(404);
    expect(moved.body.data.field).toBe('portofolio_id');
    expect((await latest(demo.vip, seededPortfolioId)).body.data.details).toHaveLength(
      demoPortfolio.rows.length,
    );
  });
});

describe('§1 §7 POST /portofolio/send: a question about a portfolio', () => {
  it('opens a portfolio ticket carrying the screenshot, which the analyst can review', async () => {
    const member = await newMember(server);
    const created = (await add(member, { name: 'Review', image: png() })).body.data;
    await addRow(member, { portofolio_id: created.id, stock: 'ANTM', lot: 30, buy_price: 1650 });
    const sent = await send(member, created.id, 'Perlu rebalancing?');
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      type: 'portfolio',
      portofolio_id: created.id,
      stock: null,
      question: 'Perlu rebalancing?',
      status: 'waiting',
      image_url: created.image_url,
    });
    const review = await latest(demo.analyst, created.id);
    expect(review.body.data.details.map((row: Row) => row.stock)).toEqual(['ANTM']);
    // §5: it is now the member's ongoing question.
    const again = await send(member, created.id, 'Dan satu lagi?');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(QA_ONGOING_MESSAGE);
  });

  it('refuses an empty portfolio, another member’s, and a free member', async () => {
    const member = await newMember(server);
    const empty = await portfolioWith(member, []);
    const refused = await send(member, empty, 'Kosong?');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(EMPTY_PORTFOLIO_MESSAGE);
    const theirs = await send(member, seededPortfolioId, 'Milik orang lain?');
    expect(theirs.status).toBe(404);
    expect(theirs.body.data.field).toBe('portofolio_id');
    const free = await send(demo.free, seededPortfolioId, 'Gratis?');
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    const check = await server.request(`${base}/check`, { token: member.token });
    expect(check.body.data.active_chats).toBe(0);
  });
});
