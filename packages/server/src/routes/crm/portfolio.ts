import type { Portfolio } from '@saham/domain/api/tanya-saham';
import {
  NOT_FOUND_MESSAGE,
  PORTFOLIO_FULL_MESSAGE,
  EMPTY_PORTFOLIO_MESSAGE,
  MAX_PORTFOLIO_ROWS,
} from '@saham/domain/server-messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-services.ts';
import type { ContractRoutes } from '../../contract.ts';
import type { Database } from '../../db/database.ts';
import { portfolioDetails, portfolios } from '../../db/schema.ts';
import type { Viewer } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { uploadImageUrl } from '../../services/tanya-saham-images.ts';
import {
  assertListedStock,
  assertMayUseTanyaSaham,
  openTicket,
  toTicket,
} from '../../services/tanya-saham-tickets.ts';
import { storeImageUpload } from '../../services/uploads.ts';

const portfolioColumns = {
  id: portfolios.id,
  accountId: portfolios.accountId,
  name: portfolios.name,
  imageUploadId: portfolios.imageUploadId,
  createdAt: portfolios.createdAt,
  updatedAt: portfolios.updatedAt,
};

type PortfolioRow = {
  id: number;
  accountId: number;
  name: string | null;
  imageUploadId: number | null;
  createdAt: Date;
  updatedAt: Date;
};

const detailColumns = {
  id: portfolioDetails.id,
  portfolioId: portfolioDetails.portfolioId,
  stockCode: portfolioDetails.stockCode,
  lot: portfolioDetails.lot,
  buyPrice: portfolioDetails.buyPrice,
};

type DetailRow = {
  id: number;
  portfolioId: number;
  stockCode: string;
  lot: number;
  buyPrice: number;
};

/** §3 portfolio detail payload: portofolio_id, stock, lot, buy_price (the spec's spelling). */
function toDetail(row: DetailRow) {
  return {
    id: row.id,
    portofolio_id: row.portfolioId,
    stock: row.stockCode,
    lot: row.lot,
    buy_price: row.buyPrice,
  };
}

/**
 * A portfolio the viewer may read, or 404: the member's own, and for an analyst any (they answer
 * questions about it). Another member's portfolio answers like a missing one.
 */
async function readablePortfolio(db: Database, viewer: Viewer, id: number): Promise<PortfolioRow> {
  const [row] = await db
    .select(portfolioColumns)
    .from(portfolios)
    .where(
      and(
        eq(portfolios.id, id),
        viewer.account.role === 'analyst' ? undefined : eq(portfolios.accountId, viewer.account.id),
      ),
    );
  if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'id' });
  return row;
}

/** The member's own portfolio, or 404 naming `field` (analysts read portfolios, never edit them). */
async function ownPortfolio(
  db: Pick<Database, 'select'>,
  viewer: Viewer,
  id: number,
  field: string,
): Promise<PortfolioRow> {
  const [row] = await db
    .select(portfolioColumns)
    .from(portfolios)
    .where(and(eq(portfolios.id, id), eq(portfolios.accountId, viewer.account.id)));
  if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE, { field });
  return row;
}

/** A row of one of the member's own portfolios, or 404. */
async function ownDetail(db: Pick<Database, 'select'>, viewer: Viewer, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(portfolioDetails)
    .innerJoin(portfolios, eq(portfolios.id, portfolioDetails.portfolioId))
    .where(and(eq(portfolioDetails.id, id), eq(portfolios.accountId, viewer.account.id)));
  if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'id' });
  return row;
}

async function toPortfolio(services: AppServices, row: PortfolioRow): Promise<Portfolio> {
  const details = await services.db
    .select(detailColumns)
    .from(portfolioDetails)
    .where(eq(portfolioDetails.portfolioId, row.id))
    .orderBy(asc(portfolioDetails.id))
    .limit(MAX_PORTFOLIO_ROWS);
  return {
    id: row.id,
    name: row.name ?? '',
    image_url: uploadImageUrl(services, row.imageUploadId),
    details: details.map(toDetail),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Marks the portfolio changed, so "latest" and the analyst see when it last moved. */
async function touch(db: Pick<Database, 'update'>, portfolioId: number, now: Date): Promise<void> {
  await db.update(portfolios).set({ updatedAt: now }).where(eq(portfolios.id, portfolioId));
}

/**
 * spec §7 Tanya Saham portfolio (crm/ex/v1/tanya-saham/portofolio/...): the member builds a
 * portfolio (a name, an optional screenshot, rows of §3's portofolio_id, stock, lot, buy_price),
 * then sends it to the analyst with a question (§1: a question about a portfolio).
 */
export const portfolioRoutes: ContractRoutes = (implement) => {
  implement('portfolioLatest', async ({ params, viewer, services }) => {
    // The portfolio as it is now, rows included: what the analyst reviews.
    const row = await readablePortfolio(services.db, viewer, params.id);
    return { status: 200, message: 'success', data: await toPortfolio(services, row) };
  });

  implement('portfolioAdd', async ({ body, viewer, services }) => {
    // §1 the portfolio question is a VIP feature (tanya-portofolio), and building one is its start.
    await assertMayUseTanyaSaham(services, viewer);
    const now = services.now();
    const row = await services.db.transaction(async (tx) => {
      const imageUploadId = body.image
        ? await storeImageUpload(tx, viewer.account.id, body.image, 'image')
        : null;
      const [inserted] = await tx
        .insert(portfolios)
        .values({
          accountId: viewer.account.id,
          name: body.name,
          imageUploadId,
          createdAt: now,
          updatedAt: now,
        })
        .returning(portfolioColumns);
      if (!inserted) throw new Error('portfolio insert returned no row');
      return inserted;
    });
    return { status: 201, message: 'success', data: await toPortfolio(services, row) };
  });

  implement('portfolioUpdate', async ({ params, body, viewer, services }) => {
    await ownPortfolio(services.db, viewer, params.id, 'id');
    const now = services.now();
    const row = await services.db.transaction(async (tx) => {
      // A new screenshot replaces the old one; the old upload stays for the chats that show it.
      const imageUploadId = body.image
        ? await storeImageUpload(tx, viewer.account.id, body.image, 'image')
        : undefined;
      const [updated] = await tx
        .update(portfolios)
        .set({
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(imageUploadId === undefined ? {} : { imageUploadId }),
          updatedAt: now,
        })
        .where(eq(portfolios.id, params.id))
        .returning(portfolioColumns);
      if (!updated) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'id' });
      return updated;
    });
    return { status: 200, message: 'success', data: await toPortfolio(services, row) };
  });

  implement('portfolioDetailCreate', async ({ body, viewer, services }) => {
    await assertListedStock(services.db, body.stock);
    const now = services.now();
    const row = await services.db.transaction(async (tx) => {
      // Locked, so rows added at once cannot pass the row limit together.
      const [portfolio] = await tx
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(
          and(eq(portfolios.id, body.portofolio_id), eq(portfolios.accountId, viewer.account.id)),
        )
        .for('update');
      if (!portfolio) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'portofolio_id' });
      const [held] = await tx
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(portfolioDetails)
        .where(eq(portfolioDetails.portfolioId, portfolio.id));
      if ((held?.count ?? 0) >= MAX_PORTFOLIO_ROWS) {
        throw new HttpError(400, PORTFOLIO_FULL_MESSAGE, { field: 'portofolio_id' });
      }
      const [inserted] = await tx
        .insert(portfolioDetails)
        .values({
          portfolioId: portfolio.id,
          stockCode: body.stock,
          lot: body.lot,
          buyPrice: body.buy_price,
          createdAt: now,
          updatedAt: now,
        })
        .returning(detailColumns);
      if (!inserted) throw new Error('portfolio row insert returned no row');
      await touch(tx, portfolio.id, now);
      return inserted;
    });
    return { status: 201, message: 'success', data: toDetail(row) };
  });

  implement('portfolioDetailUpdate', async ({ params, body, viewer, services }) => {
    const current = await ownDetail(services.db, viewer, params.id);
    // The body names the portfolio too (§3 payload); a row may only move between the member's own.
    if (body.portofolio_id !== current.portfolioId) {
      await ownPortfolio(services.db, viewer, body.portofolio_id, 'portofolio_id');
    }
    await assertListedStock(services.db, body.stock);
    const now = services.now();
    const row = await services.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(portfolioDetails)
        .set({
          portfolioId: body.portofolio_id,
          stockCode: body.stock,
          lot: body.lot,
          buyPrice: body.buy_price,
          updatedAt: now,
        })
        .where(eq(portfolioDetails.id, current.id))
        .returning(detailColumns);
      if (!updated) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'id' });
      await touch(tx, current.portfolioId, now);
      if (updated.portfolioId !== current.portfolioId) await touch(tx, updated.portfolioId, now);
      return updated;
    });
    return { status: 200, message: 'success', data: toDetail(row) };
  });

  implement('portfolioDetailDelete', async ({ params, viewer, services }) => {
    const current = await ownDetail(services.db, viewer, params.id);
    const now = services.now();
    await services.db.transaction(async (tx) => {
      await tx.delete(portfolioDetails).where(eq(portfolioDetails.id, current.id));
      await touch(tx, current.portfolioId, now);
    });
    return { status: 200, message: 'success', data: null };
  });

  implement('portfolioSend', async ({ body, viewer, services }) => {
    // §1: a question about a portfolio (§2 /qna/tanya-portofolio/detail). The portfolio's
    // screenshot becomes the question's picture; its rows stay readable through "latest".
    await assertMayUseTanyaSaham(services, viewer);
    const portfolio = await ownPortfolio(services.db, viewer, body.portofolio_id, 'portofolio_id');
    const [held] = await services.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(portfolioDetails)
      .where(eq(portfolioDetails.portfolioId, portfolio.id));
    if ((held?.count ?? 0) === 0 && portfolio.imageUploadId === null) {
      throw new HttpError(400, EMPTY_PORTFOLIO_MESSAGE, { field: 'portofolio_id' });
    }
    const ticket = await openTicket(services, viewer, {
      type: 'portfolio',
      portfolioId: portfolio.id,
      question: body.question,
      imageUploadId: portfolio.imageUploadId,
    });
    return { status: 201, message: 'success', data: toTicket(ticket, services) };
  });
};
