import type { StockDiaryRecord } from '@saham/domain/api/legacy';
import { formatRupiah, sharesForLots } from '@saham/domain/money';
import { idNumberFormat } from '@saham/domain/number-format';
import { paths } from '@saham/domain/routes';
import { stockDiaryHref } from '@saham/domain/stock-diary';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { DateText } from '../../components/date-text.tsx';
import { PriceChange } from '../../components/price-change.tsx';
import { cn } from '../../lib/cn.ts';

/** What the receipt shows of the sale (legacy sell-all response: the record, now sold). */
export type SoldPosition = Pick<
  StockDiaryRecord,
  | 'stock_code'
  | 'stock_name'
  | 'lot'
  | 'buy_price'
  | 'sell_price'
  | 'sold_at'
  | 'profit'
  | 'profit_percent'
>;

/** Props of {@link SuccessSellScreen}. */
export interface SuccessSellScreenProps {
  /** The sale the server recorded. */
  position: SoldPosition;
  /** The app's router link; `'a'` by default. */
  LinkComponent?: LinkComponentType;
  /** Where "back to the ideas" leads (spec §2 successsell's back-link is stockpick). */
  ideasHref?: string;
  /** Where the second link leads. */
  dashboardHref?: string;
  /** Where the member's stock diary is (issue 26: the sold positions). */
  diaryHref?: string;
}

/**
 * The successsell screen (spec §4: a successful sell leads here): a confirmation, the realised
 * profit or loss in the IDX colours with words for screen readers, the receipt and the way back.
 * @example <SuccessSellScreen position={soldRecord} LinkComponent={AppLink} />
 */
export function SuccessSellScreen({
  position,
  LinkComponent = 'a',
  ideasHref = paths.stockpick(),
  dashboardHref = paths.dashboard(),
  diaryHref = stockDiaryHref('terjual'),
}: SuccessSellScreenProps) {
  const shares = sharesForLots(position.lot);
  const profit =
    position.profit ??
    (position.sell_price === null ? null : (position.sell_price - position.buy_price) * shares);
  const profitPercent =
    position.profit_percent ??
    (position.sell_price === null || position.buy_price === 0
      ? null
      : ((position.sell_price - position.buy_price) / position.buy_price) * 100);
  return (
    <div
      data-slot="success-sell-screen"
      className="m:px-6 m:py-12 mx-auto flex w-full max-w-md flex-col items-center gap-6 px-4 py-8 text-center"
    >
      <span className="bg-success/10 text-success flex size-20 items-center justify-center rounded-full">
        <CircleCheckIcon aria-hidden className="size-10" />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-foreground text-2xl font-extrabold">Penjualan berhasil dicatat</h1>
        <p className="text-muted-foreground text-sm" role="status">
          Seluruh {position.lot} lot {position.stock_code} sudah terjual.
        </p>
      </div>
      {profit !== null ? (
        <div className="flex flex-col items-center gap-1">
          <span className="text-muted-foreground text-sm">
            {profit >= 0 ? 'Keuntungan' : 'Kerugian'}
          </span>
          <span
            className={cn(
              'text-3xl font-extrabold tabular-nums',
              profit > 0 ? 'text-price-up' : profit < 0 ? 'text-price-down' : 'text-foreground',
            )}
          >
            {formatRupiah(profit)}
          </span>
          {profitPercent !== null ? (
            <PriceChange percent={profitPercent} appearance="pill" />
          ) : null}
        </div>
      ) : null}
      <dl className="border-border bg-card shadow-card flex w-full flex-col gap-3 rounded-xl border p-4 text-left text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Saham</dt>
          <dd className="text-foreground min-w-0 truncate text-right font-semibold">
            {position.stock_code} · {position.stock_name}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Jumlah</dt>
          <dd className="text-foreground font-semibold">
            {position.lot} lot ({idNumberFormat().format(shares)} lembar)
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Harga beli</dt>
          <dd className="text-foreground font-semibold">{formatRupiah(position.buy_price)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Harga jual</dt>
          <dd className="text-foreground font-semibold">
            {position.sell_price === null ? '–' : formatRupiah(position.sell_price)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Nilai jual</dt>
          <dd className="text-foreground font-bold">
            {position.sell_price === null ? '–' : formatRupiah(position.sell_price * shares)}
          </dd>
        </div>
        {position.sold_at ? (
          <div className="border-border flex justify-between gap-3 border-t pt-3">
            <dt className="text-muted-foreground">Waktu</dt>
            <dd className="text-foreground font-semibold">
              <DateText value={position.sold_at} format="server" />
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="flex w-full flex-col gap-2">
        <Button asChild size="lg" width="full">
          <LinkComponent href={ideasHref}>Kembali ke Trading Ideas</LinkComponent>
        </Button>
        <Button asChild size="lg" width="full" variant="outline">
          <LinkComponent href={dashboardHref}>Ke Dashboard</LinkComponent>
        </Button>
        <Button asChild size="lg" width="full" variant="ghost">
          <LinkComponent href={diaryHref}>Lihat catatan transaksi</LinkComponent>
        </Button>
      </div>
    </div>
  );
}
