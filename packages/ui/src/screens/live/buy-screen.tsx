import {
  DEPOSIT_MESSAGES,
  SHARES_PER_LOT,
  sharesForLots,
  capitalForLots,
  formatRupiah,
  lotsForCapital,
  parseRupiah,
} from '@saham/domain/money';
import {
  type BuyFormErrors,
  type BuyFormValues,
  type PriceBoundsInfo,
  checkBuyForm,
} from '@saham/domain/trade';
import { allowsNumericKey, sanitizeNumericText } from '@saham/domain/validation';
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart';
import type * as React from 'react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import { SignalBadge, type Signal } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
} from '../../components/form-field.tsx';
import { Input } from '../../components/input.tsx';
import { RupiahAmount } from '../../components/rupiah-amount.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';

/** What a valid form sends (legacy POST buy-stock: stock_pick_id, stock_code, lot, buy_price, deposit). */
export interface BuyRequest {
  stock_pick_id?: number;
  stock_code: string;
  lot: number;
  buy_price: number;
  deposit: number;
}

/** The stock being bought, and the trading idea it follows, if any. */
export interface BuyStock {
  code: string;
  name: string;
  /** The trading idea behind the buy (spec §2 buy route id). */
  pickId?: number;
  /** The idea's signal, shown beside the stock. */
  signal?: Signal;
}

/**
 * Spec §3 stock price info: the last close, and the all-time low and high (defaults 1 and
 * 1.000.000) that bound the price a member may enter (domain trade.ts).
 */
export interface BuyPriceInfo extends PriceBoundsInfo {
  close: number;
}

/** The screen's data: loading the stock and its price info, failed, or ready. */
export type BuyScreenState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; stock: BuyStock; priceInfo: BuyPriceInfo };

/** Props of {@link BuyScreen} besides its state. */
export interface BuyScreenBaseProps {
  /** The typed values, owned by the app so a draft survives (house rule: typed text is never lost). */
  values: BuyFormValues;
  /** Every change of any field. */
  onValuesChange: (values: BuyFormValues) => void;
  /** Sends a valid buy; on success the app goes to successbuy (spec §4). */
  onSubmit: (request: BuyRequest) => void;
  /** The buy is being sent. */
  submitting?: boolean;
  /** Messages for fields from the server (e.g. §8's deposit message, already in Indonesian). */
  errors?: BuyFormErrors;
  /** A failure that belongs to no field. */
  submitError?: string;
  /** Reloads the stock after an error. */
  onRetry: () => void;
}

/** Props of {@link BuyScreen}. */
export type BuyScreenProps = BuyScreenBaseProps & BuyScreenState;

/** A rupiah or count field: digits only (spec §5 numeric key filter), a prefix or suffix. */
function NumberField({
  label,
  description,
  error,
  prefix,
  suffix,
  value,
  onValueChange,
  disabled,
  action,
  placeholder,
}: {
  label: string;
  description?: React.ReactNode;
  error?: string;
  prefix?: string;
  suffix?: string;
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  action?: React.ReactNode;
  placeholder?: string;
}) {
  return (
    <FormField error={error} disabled={disabled}>
      <div className="mb-2 flex items-end justify-between gap-2">
        <FormLabel className="mb-0">{label}</FormLabel>
        {action}
      </div>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 font-semibold"
          >
            {prefix}
          </span>
        ) : null}
        <FormControl>
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={value}
            disabled={disabled}
            placeholder={placeholder}
            className={[prefix ? 'pl-11' : '', suffix ? 'pr-14' : ''].join(' ')}
            onKeyDown={(event) => {
              // spec §5: only digits and a period may be typed.
              if (!allowsNumericKey(event)) event.preventDefault();
            }}
            onChange={(event) => onValueChange(sanitizeNumericText(event.target.value))}
          />
        </FormControl>
        {suffix ? (
          <span
            aria-hidden
            className="text-muted-foreground pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      {description ? <FormDescription>{description}</FormDescription> : null}
      <FormMessage />
    </FormField>
  );
}

/**
 * The buy form (spec §2 named route buy; §4 a successful buy leads to successbuy): lots, price per
 * share and the capital set aside. The capital is checked with the domain's `checkDeposit`, so over
 * Rp 1.000.000.000.000 it says 'Maksimum modal hanya sampai Rp 1.000.000.000.000' (spec §8, §9) as
 * soon as it is typed; the other checks speak after the first submit. A live summary shows the
 * total and how many lots the capital covers.
 * @example <BuyScreen status="ready" stock={{ code: 'BBCA', name: 'Bank Central Asia Tbk.' }} priceInfo={{ close: 9500 }} values={values} onValuesChange={setValues} onSubmit={buy} onRetry={reload} />
 */
export function BuyScreen(props: BuyScreenProps) {
  const {
    values,
    onValuesChange,
    onSubmit,
    submitting = false,
    errors,
    submitError,
    onRetry,
  } = props;
  const [attempted, setAttempted] = useState(false);

  if (props.status === 'loading') {
    return (
      <div
        data-slot="buy-screen"
        aria-busy
        className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-5"
      >
        <h1 className="sr-only">Beli saham</h1>
        <Spinner label="Memuat data saham…" className="sr-only" />
        <Skeleton shape="text" className="h-8 w-40" />
        <Skeleton shape="text" className="h-4 w-56" />
        <Skeleton className="h-20 w-full rounded-xl" />
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-11 w-full" />
        ))}
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (props.status === 'error') {
    return (
      <div data-slot="buy-screen" className="mx-auto w-full max-w-xl px-4 py-5">
        <h1 className="sr-only">Beli saham</h1>
        <ErrorState
          title="Data saham gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          onRetry={onRetry}
        />
      </div>
    );
  }

  const { stock, priceInfo } = props;
  const check = checkBuyForm(values, priceInfo);
  // The deposit cap speaks at once (spec §8 text); other checks wait for the first submit.
  const capitalOverCap = check.errors.capital === DEPOSIT_MESSAGES.overMaximum;
  const shown: BuyFormErrors = attempted
    ? check.errors
    : { capital: capitalOverCap ? check.errors.capital : undefined };
  const fieldError = (field: keyof BuyFormValues) => errors?.[field] ?? shown[field];

  const lot = parseRupiah(values.lot);
  const price = parseRupiah(values.price);
  const capital = parseRupiah(values.capital);
  const cost = lot !== null && price !== null ? capitalForLots(lot, price) : null;
  const affordable =
    capital !== null && price !== null && price > 0 ? lotsForCapital(capital, price) : null;
  const set = (field: keyof BuyFormValues) => (value: string) =>
    onValuesChange({ ...values, [field]: value });

  return (
    <div
      data-slot="buy-screen"
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <h1 className="m:text-3xl text-foreground text-2xl font-extrabold">Beli {stock.code}</h1>
          <p className="text-muted-foreground truncate text-sm">{stock.name}</p>
        </div>
        {stock.signal ? <SignalBadge signal={stock.signal} /> : null}
      </header>

      <div className="border-border bg-card shadow-card flex items-baseline justify-between rounded-xl border p-4">
        <span className="text-muted-foreground text-sm">Harga terakhir</span>
        <RupiahAmount amount={priceInfo.close} className="text-foreground text-xl font-extrabold" />
      </div>

      <form
        noValidate
        aria-label={`Form beli ${stock.code}`}
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (!check.ok || submitting) return;
          onSubmit({
            ...(stock.pickId === undefined ? {} : { stock_pick_id: stock.pickId }),
            stock_code: stock.code,
            ...check.request,
          });
        }}
      >
        <NumberField
          label="Jumlah lot"
          suffix="lot"
          placeholder="0"
          value={values.lot}
          onValueChange={set('lot')}
          error={fieldError('lot')}
          disabled={submitting}
          description={`1 lot = ${SHARES_PER_LOT} lembar saham`}
        />
        <NumberField
          label="Harga beli per lembar"
          prefix="Rp"
          placeholder="0"
          value={values.price}
          onValueChange={set('price')}
          error={fieldError('price')}
          disabled={submitting}
          action={
            <Button
              type="button"
              variant="link"
              size="sm"
              disabled={submitting}
              onClick={() => set('price')(String(priceInfo.close))}
            >
              Pakai harga terakhir
            </Button>
          }
        />
        <NumberField
          label="Modal"
          prefix="Rp"
          placeholder="0"
          value={values.capital}
          onValueChange={set('capital')}
          error={fieldError('capital')}
          disabled={submitting}
          description={
            affordable !== null && capital !== null && capital > 0 && !capitalOverCap
              ? `${formatRupiah(capital)}, cukup untuk ${affordable} lot`
              : 'Dana yang Anda siapkan untuk pembelian ini.'
          }
        />

        <dl
          aria-label="Ringkasan pembelian"
          className="bg-muted flex flex-col gap-2 rounded-xl p-4 text-sm"
        >
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Jumlah saham</dt>
            <dd className="text-foreground font-semibold tabular-nums">
              {lot !== null && Number.isInteger(lot) ? `${sharesForLots(lot)} lembar` : '–'}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Total pembelian</dt>
            <dd className="text-foreground font-bold tabular-nums">
              {cost !== null ? formatRupiah(cost) : '–'}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Sisa modal</dt>
            <dd className="text-foreground font-semibold tabular-nums">
              {cost !== null && capital !== null && !capitalOverCap
                ? formatRupiah(capital - cost)
                : '–'}
            </dd>
          </div>
        </dl>

        {submitError ? (
          <Alert variant="danger">
            <AlertTitle>Pembelian gagal dicatat</AlertTitle>
            <AlertDescription>{submitError}</AlertDescription>
          </Alert>
        ) : null}

        <Button type="submit" size="lg" width="full" disabled={submitting} aria-busy={submitting}>
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
              <ShoppingCartIcon aria-hidden />
              Beli {stock.code}
            </>
          )}
        </Button>
      </form>
    </div>
  );
}
