import type { StockDiaryRecord } from '@saham/domain/api/legacy';
import { formatRupiah, sharesForLots } from '@saham/domain/money';
import { idNumberFormat } from '@saham/domain/number-format';
import { paths } from '@saham/domain/routes';
import { stockDiaryHref } from '@saham/domain/stock-diary';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { DateText } from '../../components/date-text.tsx';

/** What the receipt shows of the recorded buy (legacy buy-stock response). */
export type BoughtPosition = Pick<
  StockDiaryRecord,
  'stock_code' | 'stock_name' | 'lot' | 'buy_price' | 'deposit' | 'bought_at'
>;

/** Props of {@link SuccessBuyScreen}. */
export interface SuccessBuyScreenProps {
  /** The buy the server recorded. */
  position: BoughtPosition;
  /** The app's router link; `'a'` by default. */
  LinkComponent?: LinkComponentType;
  /** Where "back to the ideas" leads (spec §2 successbuy's back-link is stockpick). */
  ideasHref?: string;
  /** Where the second link leads. */
  dashboardHref?: string;
  /** Where the member's stock diary is (issue 26: the held positions). */
  diaryHref?: string;
}

/**
 * The successbuy screen (spec §4: a successful buy leads here): a confirmation, the receipt (stock,
 * lots, price, total, capital, the server time in WIB per spec §9) and the way back to the ideas.
 * @example <SuccessBuyScreen position={record} LinkComponent={AppLink} />
 */
export function SuccessBuyScreen({
  position,
  LinkComponent = 'a',
  ideasHref = paths.stockpick(),
  dashboardHref = paths.dashboard(),
  diaryHref = stockDiaryHref('dipegang'),
}: SuccessBuyScreenProps) {
  const shares = sharesForLots(position.lot);
  return (
    <div
      data-slot="success-buy-screen"
      className="m:px-6 m:py-12 mx-auto flex w-full max-w-md flex-col items-center gap-6 px-4 py-8 text-center"
    >
      <span className="bg-success/10 text-success flex size-20 items-center justify-center rounded-full">
        <CircleCheckIcon aria-hidden className="size-10" />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-foreground text-2xl font-extrabold">Pembelian berhasil dicatat</h1>
        <p className="text-muted-foreground text-sm" role="status">
          {position.lot} lot {position.stock_code} masuk ke portofolio Anda.
        </p>
      </div>
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
          <dt className="text-muted-foreground">Total pembelian</dt>
          <dd className="text-foreground font-bold">{formatRupiah(position.buy_price * shares)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Modal</dt>
          <dd className="text-foreground font-semibold">{formatRupiah(position.deposit)}</dd>
        </div>
        <div className="border-border flex justify-between gap-3 border-t pt-3">
          <dt className="text-muted-foreground">Waktu</dt>
          <dd className="text-foreground font-semibold">
            <DateText value={position.bought_at} format="server" />
          </dd>
        </div>
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
