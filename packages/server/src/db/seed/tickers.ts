/**
 * The market ticker (spec §1 market ticker; §7 console/ex/v1/tickers): IHSG, the main IDX indices,
 * the IDX-IC sector indices and a few big stocks. Index levels are demo values near their real
 * ranges; each index's change is the average last-day change of its seeded member stocks, so the
 * ticker and the stock list tell the same (demo) story. Runs after the stocks module.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { stockPrices, stocks, tickers } from '../schema.ts';
import type { SeedModule } from './seed-module.ts';
import { IDX_SECTORS, demoStocks, type IdxSectorKey } from './stocks.ts';

/** What a ticker entry quotes (the contract's ticker types). */
type TickerType = 'index' | 'sector' | 'stock';

/** A demo index: its code, display name, a demo level and the seeded stocks it averages. */
export interface DemoIndex {
  code: string;
  name: string;
  type: Exclude<TickerType, 'stock'>;
  /** The demo level the ticker shows (index points). */
  level: number;
  /** Seeded stock codes whose last-day change the index follows. */
  members: readonly string[];
}

const allCodes = demoStocks.map((stock) => stock.code);
const codesInSector = (sector: IdxSectorKey) =>
  demoStocks.filter((stock) => stock.sector === sector).map((stock) => stock.code);

/** Stock codes written as a block of words, split on white space. */
function codeList(block: string): string[] {
  return block.trim().split(/\s+/);
}

/** Big, liquid names (IDX30-like) among the demo stocks. */
const idx30Members = codeList(`
  BBCA BBRI BMRI BBNI TLKM ASII GOTO ANTM ADRO PTBA ITMG MDKA INCO PGAS KLBF
  CPIN UNTR AMRT BRIS ICBP INDF INKP MEDC AKRA TOWR BRPT SMGR UNVR ISAT EXCL
`);

/** Sharia-compliant names among the demo stocks (conventional banks are excluded, BRIS is in). */
const jiiMembers = codeList(`
  TLKM ASII ANTM UNVR ICBP INDF ADRO PTBA ITMG MDKA INCO PGAS KLBF CPIN SMGR
  UNTR BRIS EXCL ISAT AKRA JPFA MIKA BSDE CTRA PWON ACES ERAA HRUM TOWR INKP
`);

/** The sector indices' demo levels, by sector. */
const sectorLevels: Record<IdxSectorKey, number> = {
  financials: 1385.42,
  energy: 2712.18,
  basicMaterials: 1298.63,
  industrials: 1012.37,
  consumerNonCyclicals: 703.55,
  consumerCyclicals: 812.09,
  healthcare: 1448.71,
  properties: 702.36,
  technology: 5318.9,
  infrastructures: 1504.27,
  transportation: 1329.84,
};

/** The demo indices in ticker order: composites first, then the sectors in IDX-IC order. */
export const demoIndices: readonly DemoIndex[] = [
  { code: 'COMPOSITE', name: 'IHSG', type: 'index', level: 7162.41, members: allCodes },
  // LQ45 and IDX80 hold nearly every demo stock; the small transport names are not in LQ45.
  {
    code: 'LQ45',
    name: 'LQ45',
    type: 'index',
    level: 812.74,
    members: allCodes.filter((code) => !['BIRD', 'SMDR', 'ASSA', 'HEAL', 'TKIM'].includes(code)),
  },
  { code: 'IDX30', name: 'IDX30', type: 'index', level: 421.88, members: idx30Members },
  { code: 'IDX80', name: 'IDX80', type: 'index', level: 119.63, members: allCodes },
  { code: 'JII', name: 'Jakarta Islamic Index', type: 'index', level: 478.15, members: jiiMembers },
  ...(Object.keys(IDX_SECTORS) as IdxSectorKey[]).map((sector) => ({
    code: IDX_SECTORS[sector].indexCode,
    name: `IDX Sektor ${IDX_SECTORS[sector].label}`,
    type: 'sector' as const,
    level: sectorLevels[sector],
    members: codesInSector(sector),
  })),
];

/** Big stocks the ticker also quotes, after the indices. */
export const tickerStockCodes = ['BBCA', 'BBRI', 'BMRI', 'TLKM', 'ASII', 'GOTO', 'ANTM', 'ADRO'];

/** A stock's last close and the close before it. */
export interface LastTwoCloses {
  close: number;
  previousClose: number;
}

/**
 * A ticker entry for an index at `level` whose members moved as in `closes`: the average of the
 * members' last-day percentage changes, applied to the level (2 decimals, as index points are).
 * @example indexQuote(7000, ['BBCA'], new Map([['BBCA', { close: 101, previousClose: 100 }]]))
 * // { last: 7000, change: 69.31, changePercent: 1 }
 */
export function indexQuote(
  level: number,
  members: readonly string[],
  closes: ReadonlyMap<string, LastTwoCloses>,
): { last: number; change: number; changePercent: number } {
  const moves = members.flatMap((code) => {
    const quote = closes.get(code);
    return quote ? [(quote.close - quote.previousClose) / quote.previousClose] : [];
  });
  const average =
    moves.length === 0 ? 0 : moves.reduce((sum, move) => sum + move, 0) / moves.length;
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    last: round2(level),
    change: round2((level * average) / (1 + average)),
    changePercent: round2(average * 100),
  };
}

/** Every seeded stock's last two closes, read from the price table. */
export async function lastTwoCloses(db: Database): Promise<Map<string, LastTwoCloses>> {
  const latestDays = await db
    .selectDistinct({ date: stockPrices.date })
    .from(stockPrices)
    .orderBy(desc(stockPrices.date))
    .limit(2);
  const rows = await db
    .select({ code: stocks.code, date: stockPrices.date, close: stockPrices.close })
    .from(stockPrices)
    .innerJoin(stocks, eq(stocks.id, stockPrices.stockId))
    .where(
      inArray(
        stockPrices.date,
        latestDays.map((day) => day.date),
      ),
    )
    .orderBy(stocks.code, stockPrices.date);
  const closes = new Map<string, LastTwoCloses>();
  for (const row of rows) {
    const seen = closes.get(row.code);
    // Rows come oldest first per code: the first is the previous close, the second the last.
    closes.set(
      row.code,
      seen ? { ...seen, close: row.close } : { close: row.close, previousClose: row.close },
    );
  }
  return closes;
}

/** Seeds the ticker: the indices in order, then the big stocks at their last demo close. */
export const tickerSeed: SeedModule = {
  name: 'tickers',
  async run({ db, now }) {
    const closes = await lastTwoCloses(db);
    const indexRows = demoIndices.map((index, order) => ({
      code: index.code,
      name: index.name,
      type: index.type,
      ...indexQuote(index.level, index.members, closes),
      sortOrder: order + 1,
      updatedAt: now,
    }));
    const stockRows = tickerStockCodes.flatMap((code, order) => {
      const quote = closes.get(code);
      const stock = demoStocks.find((candidate) => candidate.code === code);
      if (!quote || !stock) return [];
      const change = quote.close - quote.previousClose;
      return [
        {
          code,
          name: stock.name,
          type: 'stock' as const,
          last: quote.close,
          change,
          changePercent: Math.round((change / quote.previousClose) * 10_000) / 100,
          sortOrder: demoIndices.length + order + 1,
          updatedAt: now,
        },
      ];
    });
    await db.insert(tickers).values([...indexRows, ...stockRows]);
  },
};
