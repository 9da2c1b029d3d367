import { formatRupiah } from '@saham/domain/money';
import {
  PORTFOLIO_FORM_MESSAGES,
  type PortfolioRowErrors,
  portfolioAmount,
  portfolioRowCapital,
  portfolioRowErrors,
} from '@saham/domain/portfolio-form';
import {
  allowsNonEmojiKey,
  allowsNumericKey,
  sanitizeNumericText,
  stripEmojiAndSpaces,
} from '@saham/domain/validation';
import PlusIcon from 'lucide-react/icons/plus';
import Trash2Icon from 'lucide-react/icons/trash-2';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { FormControl, FormField, FormLabel, FormMessage } from '../../components/form-field.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import {
  ImagePreviewDialog,
  type PreviewImage,
  usePreviewImage,
} from '../../components/image-preview-dialog.tsx';
import { ImageUpload } from '../../components/image-upload.tsx';
import { Input } from '../../components/input.tsx';
import {
  AskFormLayout,
  QUESTION_REQUIRED_MESSAGE,
  QuestionField,
  type AskFormStatus,
} from '../qna/ask-form.tsx';

/**
 * One row of the portfolio as typed (spec §3 portfolio detail payload: stock, lot, buy_price).
 * Numbers stay text while typed, so '9.250' or a half-typed '9.' is kept exactly as the member wrote it.
 */
export interface PortfolioRowDraft {
  /** A stable key for the row (React list identity and focus), made by the screen. */
  key: string;
  stock: string;
  lot: string;
  buyPrice: string;
}

/** What the member has typed and attached, owned by the app so a draft survives (controlled). */
export interface TanyaPortofolioValues {
  rows: readonly PortfolioRowDraft[];
  question: string;
  /** A screenshot of the portfolio, optional (spec §7: portfolio add/update are multipart). */
  image: File | null;
}

/** A complete row, in the §3 payload's own field names, as `onSubmit` hands it over. */
export interface PortfolioRow {
  stock: string;
  lot: number;
  buy_price: number;
}

/** What `onSubmit` receives: the rows, the question and the optional screenshot. */
export interface PortfolioQuestion {
  rows: PortfolioRow[];
  question: string;
  image: File | null;
}

/** Props of {@link TanyaPortofolioScreen}. */
export interface TanyaPortofolioScreenProps {
  values: TanyaPortofolioValues;
  /** Every change, keystroke by keystroke, so the app can keep the draft. */
  onChange: (values: TanyaPortofolioValues) => void;
  status: AskFormStatus;
  /** The server's reason when `status` is `error`. */
  errorMessage?: string;
  /** Sends the portfolio and the question, once every row is complete and a question written. */
  onSubmit: (question: PortfolioQuestion) => void;
  /** Spec §3 previewImage, when the app keeps it; the screen keeps its own otherwise. */
  previewImage?: PreviewImage;
  onPreviewImageChange?: (previewImage: PreviewImage) => void;
  /** How links render: the app's router link, `'a'` by default. */
  LinkComponent?: LinkComponentType;
}

/** An empty row with the given key. */
export function emptyPortfolioRow(key: string): PortfolioRowDraft {
  return { key, stock: '', lot: '', buyPrice: '' };
}

/** A key no row has yet: 'row-N' one past the highest, so keys stay stable and predictable. */
function nextRowKey(rows: readonly PortfolioRowDraft[]): string {
  const highest = rows.reduce((max, row) => {
    const number = Number(/^row-(\d+)$/.exec(row.key)?.[1] ?? 0);
    return Math.max(max, number);
  }, 0);
  return `row-${highest + 1}`;
}

/**
 * Spec §5 numeric key filter on a field: only digits and a period may be typed (editing keys and
 * shortcuts still work), and pasted text is cleaned the same way.
 */
const numericFieldProps = {
  inputMode: 'decimal',
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!allowsNumericKey(event)) event.preventDefault();
  },
} as const;

function PortfolioRowFields({
  row,
  index,
  errors,
  canRemove,
  disabled,
  stockInputRef,
  onRowChange,
  onRemove,
}: {
  row: PortfolioRowDraft;
  index: number;
  errors: PortfolioRowErrors;
  canRemove: boolean;
  disabled: boolean;
  stockInputRef: (input: HTMLInputElement | null) => void;
  onRowChange: (row: PortfolioRowDraft) => void;
  onRemove: () => void;
}) {
  const value = portfolioRowCapital(row);
  const name = row.stock.trim() || `saham ${index + 1}`;
  return (
    <li className="border-border bg-card shadow-card m:p-4 rounded-xl border p-3">
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="sr-only">{`Saham ${index + 1}`}</legend>
        <div className="m:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.4fr)_auto] m:items-start grid grid-cols-2 gap-3">
          <FormField error={errors.stock} className="m:col-span-1 col-span-2">
            <FormLabel>Kode saham</FormLabel>
            <FormControl>
              <Input
                ref={stockInputRef}
                name={`stock-${row.key}`}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={12}
                placeholder="BBCA"
                value={row.stock}
                disabled={disabled}
                onKeyDown={(event) => {
                  // Spec §5: another key filter blocks emoji and spaces; a code has neither.
                  if (!allowsNonEmojiKey(event)) event.preventDefault();
                }}
                onChange={(event) =>
                  onRowChange({
                    ...row,
                    stock: stripEmojiAndSpaces(event.target.value).toUpperCase(),
                  })
                }
              />
            </FormControl>
            <FormMessage />
          </FormField>
          <FormField error={errors.lot}>
            <FormLabel>Lot</FormLabel>
            <FormControl>
              <Input
                {...numericFieldProps}
                name={`lot-${row.key}`}
                autoComplete="off"
                placeholder="10"
                value={row.lot}
                disabled={disabled}
                onChange={(event) =>
                  onRowChange({ ...row, lot: sanitizeNumericText(event.target.value) })
                }
              />
            </FormControl>
            <FormMessage />
          </FormField>
          <FormField error={errors.buyPrice}>
            <FormLabel>Harga beli (Rp)</FormLabel>
            <FormControl>
              <Input
                {...numericFieldProps}
                name={`buy-price-${row.key}`}
                autoComplete="off"
                placeholder="9.250"
                value={row.buyPrice}
                disabled={disabled}
                onChange={(event) =>
                  onRowChange({ ...row, buyPrice: sanitizeNumericText(event.target.value) })
                }
              />
            </FormControl>
            <FormMessage />
          </FormField>
          <div className="m:col-span-1 m:mt-7 col-span-2 flex items-center justify-between gap-2">
            <p className="text-muted-foreground m:hidden text-sm">
              {value === null ? (
                'Nilai beli muncul setelah lot dan harga diisi.'
              ) : (
                <>
                  Nilai beli{' '}
                  <data value={value} className="text-foreground font-semibold">
                    {formatRupiah(value)}
                  </data>
                </>
              )}
            </p>
            <IconButton
              aria-label={`Hapus ${name}`}
              className="text-muted-foreground hover:text-danger"
              disabled={!canRemove || disabled}
              onClick={onRemove}
            >
              <Trash2Icon aria-hidden />
            </IconButton>
          </div>
        </div>
        {value === null ? null : (
          <p className="text-muted-foreground m:block hidden text-sm">
            Nilai beli{' '}
            <data value={value} className="text-foreground font-semibold">
              {formatRupiah(value)}
            </data>
          </p>
        )}
      </fieldset>
    </li>
  );
}

/**
 * Ask about a portfolio (spec §1 question types; §2 /qna/tanya-portofolio/detail): rows of stock,
 * lot and buy price (§3 portfolio detail payload) that the member adds and removes, an optional
 * screenshot (§5: over 2,040,000 bytes is too large) and the question. Lot and price take only
 * digits and a period (§5 numeric key filter). Every change goes to `onChange`.
 * @example <TanyaPortofolioScreen values={draft} onChange={saveDraft} status="idle" onSubmit={send} />
 */
export function TanyaPortofolioScreen({
  values,
  onChange,
  status,
  errorMessage,
  onSubmit,
  previewImage,
  onPreviewImageChange,
  LinkComponent = 'a',
}: TanyaPortofolioScreenProps) {
  // Required-field messages wait for the first send, so an untouched form is not shouting.
  const [attempted, setAttempted] = useState(false);
  const [preview, setPreview] = usePreviewImage(previewImage, onPreviewImageChange);
  // A row just added (or the one after a removed row) gets the focus, so keyboard users carry on
  // where they were instead of starting again from the top of the page.
  const stockInputs = useRef(new Map<string, HTMLInputElement>());
  const focusWhenMounted = useRef<string | null>(null);
  const headingId = useId();
  const disabled = status === 'submitting';
  const { rows } = values;

  const total = rows.reduce<number | null>((sum, row) => {
    const value = portfolioRowCapital(row);
    return value === null ? sum : (sum ?? 0) + value;
  }, null);
  const questionError =
    attempted && !values.question.trim() ? QUESTION_REQUIRED_MESSAGE : undefined;
  const noRowsError = attempted && rows.length === 0 ? PORTFOLIO_FORM_MESSAGES.noRows : undefined;

  function setRows(next: readonly PortfolioRowDraft[]) {
    onChange({ ...values, rows: next });
  }

  function addRow() {
    const key = nextRowKey(rows);
    focusWhenMounted.current = key;
    setRows([...rows, emptyPortfolioRow(key)]);
  }

  function removeRow(index: number) {
    const next = rows.filter((_, position) => position !== index);
    setRows(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) stockInputs.current.get(neighbour.key)?.focus();
  }

  return (
    <AskFormLayout
      title="Tanya analis tentang portofolio Anda"
      description="Masukkan saham yang Anda pegang beserta lot dan harga belinya, lalu tulis pertanyaan Anda."
      status={status}
      errorMessage={errorMessage}
      LinkComponent={LinkComponent}
      onSubmit={() => {
        setAttempted(true);
        const question = values.question.trim();
        const complete = rows.every((row) => Object.keys(portfolioRowErrors(row)).length === 0);
        if (!question || rows.length === 0 || !complete) return;
        onSubmit({
          rows: rows.map((row) => ({
            stock: row.stock.trim(),
            lot: portfolioAmount(row.lot) as number,
            buy_price: portfolioAmount(row.buyPrice) as number,
          })),
          question,
          image: values.image,
        });
      }}
    >
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex items-end justify-between gap-3">
          <h2 id={headingId} className="text-foreground text-lg font-bold">
            Portofolio
          </h2>
          {total === null ? null : (
            <p className="text-muted-foreground text-sm">
              Total{' '}
              <data value={total} className="text-foreground font-semibold">
                {formatRupiah(total)}
              </data>
            </p>
          )}
        </div>
        <ul className="flex flex-col gap-3">
          {rows.map((row, index) => (
            <PortfolioRowFields
              key={row.key}
              row={row}
              index={index}
              errors={attempted ? portfolioRowErrors(row) : {}}
              canRemove={rows.length > 1}
              disabled={disabled}
              stockInputRef={(input) => {
                if (!input) {
                  stockInputs.current.delete(row.key);
                  return;
                }
                stockInputs.current.set(row.key, input);
                if (focusWhenMounted.current === row.key) {
                  focusWhenMounted.current = null;
                  input.focus();
                }
              }}
              onRowChange={(next) =>
                setRows(rows.map((current, position) => (position === index ? next : current)))
              }
              onRemove={() => removeRow(index)}
            />
          ))}
        </ul>
        {noRowsError ? (
          <p role="alert" className="text-danger text-sm font-medium">
            {noRowsError}
          </p>
        ) : null}
        <Button variant="outline" className="self-start" disabled={disabled} onClick={addRow}>
          <PlusIcon aria-hidden />
          Tambah saham
        </Button>
      </section>

      <div className="flex flex-col gap-2">
        <p className="text-foreground text-sm font-semibold">
          Screenshot portofolio{' '}
          <span className="text-muted-foreground font-normal">(opsional)</span>
        </p>
        <ImageUpload
          label="Unggah screenshot"
          value={values.image}
          onValueChange={(image) => onChange({ ...values, image })}
          onPreview={(src) => setPreview({ isOpen: true, src })}
          disabled={disabled}
        />
      </div>

      <QuestionField
        value={values.question}
        onValueChange={(question) => onChange({ ...values, question })}
        error={questionError}
        rows={5}
        placeholder="Mis. Apakah portofolio saya terlalu berat di perbankan? Perlu rebalancing?"
        description="Ceritakan tujuan dan jangka waktu investasi Anda."
      />
      <ImagePreviewDialog
        {...preview}
        alt="Screenshot portofolio Anda"
        onOpenChange={(isOpen) => setPreview({ ...preview, isOpen })}
      />
    </AskFormLayout>
  );
}
