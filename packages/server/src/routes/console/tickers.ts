import { tickerTypeValues } from '@saham/domain/api/content';
import { asc } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import { tickers } from '../../db/schema.ts';

type TickerType = (typeof tickerTypeValues)[number];

/** A stored ticker type, or 'index' for one this contract does not know (never a 500 on data). */
function tickerTypeOf(value: string): TickerType {
  return (tickerTypeValues as readonly string[]).includes(value) ? (value as TickerType) : 'index';
}

/** spec §1 market ticker, §7 GET console/ex/v1/tickers/: indices, sectors and big stocks, in order. */
export const tickerRoutes: ContractRoutes = (implement) => {
  // Kept on PGlite until the tickers change (issue 29): the same for every caller.
  implement('tickers', { kept: 'everyone' }, async ({ services }) => {
    const rows = await services.db
      .select()
      .from(tickers)
      .orderBy(asc(tickers.sortOrder), asc(tickers.id));
    return {
      status: 200,
      message: 'success',
      data: rows.map((row) => ({
        code: row.code,
        name: row.name,
        last: row.last,
        change: row.change,
        change_percent: row.changePercent,
        type: tickerTypeOf(row.type),
      })),
    };
  });
};
