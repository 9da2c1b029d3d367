import type { StockDiaryRecord } from '@saham/domain/api/legacy';
import { formatRupiah, sharesForLots } from '@saham/domain/money';
import { idNumberFormat } from '@saham/domain/number-format';
import { checkTradePrice, sellResult } from '@saham/domain/trade';
import { allowsNumericKey, sanitizeNumericText } from '@saham/domain/validation';
import WalletIcon from 'lucide-react/icons/wallet';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { DateText } from '../../components/date-text.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
} from '../../components/form-field.tsx';
import { Input } from '../../components/input.tsx';
import { PriceChange } from '../../components/price-change.tsx';
import { RupiahAmount } from '../../components/rupiah-amount.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';

/** What the member typed into the sell-all form. */
export interface SellFormValues {
  /** Sell price per share, in rupiah. */
  price: string;
}

/** What a valid form sends (legacy POST sell-all). */
export interface SellRequest {
  stock_diary_emi_id: number;
  sell_price: number;
}

/** The position the form sells: the member's open stock diary record (legacy buy-stock). */
export type SellPosition = Pick<
  StockDiaryRecord,
  'id' | 'stock_code' | 'stock_name' | 'lot' | 'buy_price' | 'deposit' | 'bought_at'
>;

/** The screen's data: loading the position, failed, or ready. */
export type SellScreenState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      position: SellPosition;
      /** The stock's last price, offered as the sell price. */
      lastPrice: number;
      /** Spec §3 all-time bounds for the price. */
      bounds?: { low_all_time?: number; high_all_time?: number };
    };

/** Props of {@link SellScreen} besides its state. */
export interface SellScreenBaseProps {
  /** The typed price, owned by the app so the draft survives. */
  values: SellFormValues;
  onValuesChange: (values: SellFormValues) => void;
  /** Sells the whole position; on success the app goes to successsell (spec §4). */
  onSubmit: (request: SellRequest) => void;
  /** The sale is being sent. */
  submitting?: boolean;
  /** A failure from the server, in Indonesian. */
  submitError?: string;
  /** Reloads after an error. */
  onRetry: () => void;
  /** Open the confirmation from the start (stories). */
  defaultConfirmOpen?: boolean;
}

/** Props of {@link SellScreen}. */
export type SellScreenProps = SellScreenBaseProps & SellScreenState;

/**
 * The sell-all form (spec §2 named route sell; §4 a successful sell leads to successsell): the open
 * position, a sell price (the last price one tap away) and the estimated result, then a
 * confirmation dialog, since selling everything cannot be undone.
 * @example <SellScreen status="ready" position={position} lastPrice={9500} values={values} onValuesChange={setValues} onSubmit={sell} onRetry={reload} />
 */
export function SellScreen(props: SellScreenProps) {
  const {
    values,
    onValuesChange,
    onSubmit,
    submitting = false,
    submitError,
    onRetry,
    defaultConfirmOpen = false,
  } = props;
  const [attempted, setAttempted] = useState(defaultConfirmOpen);
  const [confirmOpen, setConfirmOpen] = useState(defaultConfirmOpen);

  if (props.status === 'loading') {
    return (
      <div
        data-slot="sell-screen"
        aria-busy
        className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-5"
      >
        <h1 className="sr-only">Jual saham</h1>
        <Spinner label="Memuat posisi…" className="sr-only" />
        <Skeleton shape="text" className="h-8 w-48" />
        <Skeleton className="h-36 w-full rounded-xl" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (props.status === 'error') {
    return (
      <div data-slot="sell-screen" className="mx-auto w-full max-w-xl px-4 py-5">
        <h1 className="sr-only">Jual saham</h1>
        <ErrorState
          title="Posisi gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          onRetry={onRetry}
        />
      </div>
    );
  }

  const { position, lastPrice, bounds } = props;
  const check = checkTradePrice(values.price, 'sell', bounds ?? {});
  const result = check.ok ? sellResult(position, check.price) : null;
  const shares = sharesForLots(position.lot);

  return (
    <div
      data-slot="sell-screen"
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-5"
    >
      <header className="flex flex-col">
        <h1 className="m:text-3xl text-foreground text-2xl font-extrabold">
          Jual semua {position.stock_code}
        </h1>
        <p className="text-muted-foreground truncate text-sm">{position.stock_name}</p>
      </header>

      <section
        aria-label="Posisi Anda"
        className="border-border bg-card shadow-card flex flex-col gap-3 rounded-xl border p-4"
      >
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-muted-foreground text-sm">Harga terakhir</span>
          <RupiahAmount amount={lastPrice} className="text-foreground text-xl font-extrabold" />
        </div>
        <dl className="border-border grid grid-cols-2 gap-x-4 gap-y-2 border-t pt-3 text-sm">
          <div className="flex flex-col">
            <dt className="text-muted-foreground text-xs">Jumlah</dt>
            <dd className="text-foreground font-semibold">
              {position.lot} lot ({idNumberFormat().format(shares)} lembar)
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-muted-foreground text-xs">Harga beli</dt>
            <dd className="text-foreground font-semibold">{formatRupiah(position.buy_price)}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-muted-foreground text-xs">Modal</dt>
            <dd className="text-foreground font-semibold">{formatRupiah(position.deposit)}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-muted-foreground text-xs">Dibeli</dt>
            <dd className="text-foreground font-semibold">
              <DateText value={position.bought_at} />
            </dd>
          </div>
        </dl>
      </section>

      <form
        noValidate
        aria-label={`Form jual ${position.stock_code}`}
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (check.ok && !submitting) setConfirmOpen(true);
        }}
      >
        <FormField error={attempted && !check.ok ? check.message : undefined} disabled={submitting}>
          <div className="mb-2 flex items-end justify-between gap-2">
            <FormLabel className="mb-0">Harga jual per lembar</FormLabel>
            <Button
              type="button"
              variant="link"
              size="sm"
              disabled={submitting}
              onClick={() => onValuesChange({ price: String(lastPrice) })}
            >
              Pakai harga terakhir
            </Button>
          </div>
          <div className="relative">
            <span
              aria-hidden
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 font-semibold"
            >
              Rp
            </span>
            <FormControl>
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                className="pl-11"
                value={values.price}
                disabled={submitting}
                onKeyDown={(event) => {
                  // spec §5: only digits and a period may be typed.
                  if (!allowsNumericKey(event)) event.preventDefault();
                }}
                onChange={(event) =>
                  onValuesChange({ price: sanitizeNumericText(event.target.value) })
                }
              />
            </FormControl>
          </div>
          <FormDescription>Seluruh {position.lot} lot akan dijual di harga ini.</FormDescription>
          <FormMessage />
        </FormField>

        <dl
          aria-label="Perkiraan hasil"
          className="bg-muted flex flex-col gap-2 rounded-xl p-4 text-sm"
        >
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Nilai jual</dt>
            <dd className="text-foreground font-semibold tabular-nums">
              {check.ok ? formatRupiah(check.price * shares) : '–'}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">Perkiraan untung/rugi</dt>
            <dd className="flex items-center gap-2 font-bold tabular-nums">
              {result ? (
                <>
                  <span
                    className={
                      result.amount > 0
                        ? 'text-price-up'
                        : result.amount < 0
                          ? 'text-price-down'
                          : 'text-foreground'
                    }
                  >
                    {formatRupiah(result.amount)}
                  </span>
                  <PriceChange percent={result.percent} size="sm" />
                </>
              ) : (
                '–'
              )}
            </dd>
          </div>
        </dl>

        {submitError ? (
          <Alert variant="danger">
            <AlertTitle>Penjualan gagal dicatat</AlertTitle>
            <AlertDescription>{submitError}</AlertDescription>
          </Alert>
        ) : null}

        <Button
          type="submit"
          size="lg"
          width="full"
          variant="destructive"
          disabled={submitting}
          aria-busy={submitting}
        >
          {submitting ? (
            <Spinner
              tone="current"
              size="sm"
              label="Mengirim…"
              showLabel
              className="text-current"
            />
          ) : (
            <>
              <WalletIcon aria-hidden />
              Jual semua
            </>
          )}
        </Button>
      </form>

      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>Jual semua {position.stock_code}?</DialogTitle>
            <DialogDescription>
              {check.ok
                ? `${position.lot} lot (${idNumberFormat().format(shares)} lembar) di ${formatRupiah(check.price)} per lembar. Penjualan tidak dapat dibatalkan.`
                : 'Isi harga jual terlebih dahulu.'}
            </DialogDescription>
          </DialogHeader>
          {result ? (
            <p className="bg-muted flex items-center justify-between gap-2 rounded-lg p-3 text-sm">
              <span className="text-muted-foreground">Perkiraan untung/rugi</span>
              <span className="text-foreground font-bold tabular-nums">
                {formatRupiah(result.amount)}
              </span>
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Batal</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={!check.ok}
              onClick={() => {
                if (!check.ok) return;
                setConfirmOpen(false);
                onSubmit({ stock_diary_emi_id: position.id, sell_price: check.price });
              }}
            >
              Ya, jual semua
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
