import type { Stock } from '@saham/domain/api/emitten';
import SearchIcon from 'lucide-react/icons/search';
import SearchXIcon from 'lucide-react/icons/search-x';
import type * as React from 'react';
import { useId, useState } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
} from '../../components/form-field.tsx';
import { Input } from '../../components/input.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import {
  AskFormLayout,
  QUESTION_REQUIRED_MESSAGE,
  QuestionField,
  type AskFormStatus,
} from '../qna/ask-form.tsx';

/** A stock the member can ask about (spec §3 stocks: code; the name helps pick the right one). */
export type StockOption = Pick<Stock, 'code' | 'name'>;

/** What the member has typed and chosen, owned by the app so a draft survives (controlled). */
export interface TanyaSahamValues {
  /** The text in the stock search box. */
  search: string;
  /** The chosen stock's code; '' until one is picked. */
  stock: string;
  question: string;
}

/** Our words for a question sent without a stock (spec §5 shows no text for it). */
export const STOCK_REQUIRED_MESSAGE = 'Pilih saham yang ingin Anda tanyakan.';

/** Props of {@link TanyaSahamScreen}. */
export interface TanyaSahamScreenProps {
  values: TanyaSahamValues;
  /** Every change, keystroke by keystroke, so the app can keep the draft. */
  onChange: (values: TanyaSahamValues) => void;
  /** Stocks matching `values.search`, as the app found them (GET emitten stocks with a query). */
  stockOptions: readonly StockOption[];
  /** `idle` before anything is typed; `loading` while the search runs. */
  stockSearchStatus: 'idle' | 'loading' | 'error' | 'success';
  /** Search again after a failed stock search. */
  onRetryStockSearch: () => void;
  status: AskFormStatus;
  /** The server's reason when `status` is `error`. */
  errorMessage?: string;
  /** Sends the question (POST crm/ex/v1/tanya-saham) once a stock is chosen and a question written. */
  onSubmit: (question: { stock: string; question: string }) => void;
  /**
   * What shows under the question (the FAQ answers that may already answer it, spec §7 legacy
   * qa-auto-answer-v2); the app composes it.
   */
  questionSuggestions?: React.ReactNode;
  /** How links render: the app's router link, `'a'` by default. */
  LinkComponent?: LinkComponentType;
}

function StockResults({
  values,
  onChange,
  stockOptions,
  stockSearchStatus,
  onRetryStockSearch,
}: Pick<
  TanyaSahamScreenProps,
  'values' | 'onChange' | 'stockOptions' | 'stockSearchStatus' | 'onRetryStockSearch'
>) {
  const name = useId();
  if (stockSearchStatus === 'idle') return null;
  if (stockSearchStatus === 'loading') {
    return (
      <div aria-busy className="flex flex-col gap-2">
        <Spinner label="Mencari saham" className="sr-only" />
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-14" />
        ))}
      </div>
    );
  }
  if (stockSearchStatus === 'error') {
    return (
      <ErrorState
        layout="inline"
        title="Pencarian saham gagal"
        description="Periksa koneksi internet Anda, lalu coba lagi."
        onRetry={onRetryStockSearch}
      />
    );
  }
  if (stockOptions.length === 0) {
    return (
      <EmptyState
        layout="inline"
        icon={<SearchXIcon />}
        title="Saham tidak ditemukan"
        description={`Tidak ada saham yang cocok dengan “${values.search.trim()}”. Coba kode lain, mis. BBCA.`}
      />
    );
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-foreground mb-2 text-sm font-semibold">Pilih saham</legend>
      <div className="flex max-h-72 flex-col gap-2 overflow-y-auto p-0.5">
        {stockOptions.map((option) => {
          const checked = values.stock === option.code;
          return (
            <label
              key={option.code}
              className={cn(
                'border-border bg-card flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3',
                'duration-fast ease-standard hover:bg-accent transition-[border-color,background-color]',
                'has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-background has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2',
                'has-[:checked]:border-primary has-[:checked]:bg-secondary',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.code}
                checked={checked}
                className="accent-primary size-4 shrink-0"
                onChange={() => onChange({ ...values, stock: option.code })}
              />
              <span className="text-foreground w-14 shrink-0 font-bold">{option.code}</span>
              <span className="text-muted-foreground min-w-0 flex-1 truncate text-sm">
                {option.name}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Ask about a stock (spec §1 question types; §2 /qna/tanya-saham/detail): find and pick the stock
 * by code or name, then write the question. Every keystroke goes to `onChange`, so a draft is never
 * lost; the screen checks that both are filled before `onSubmit`.
 * @example <TanyaSahamScreen values={draft} onChange={saveDraft} stockOptions={found} stockSearchStatus="success" onRetryStockSearch={search} status="idle" onSubmit={send} />
 */
export function TanyaSahamScreen({
  values,
  onChange,
  stockOptions,
  stockSearchStatus,
  onRetryStockSearch,
  status,
  errorMessage,
  onSubmit,
  questionSuggestions,
  LinkComponent = 'a',
}: TanyaSahamScreenProps) {
  // Required-field messages wait for the first send, so an untouched form is not shouting.
  const [attempted, setAttempted] = useState(false);
  const stockError = attempted && !values.stock ? STOCK_REQUIRED_MESSAGE : undefined;
  const questionError =
    attempted && !values.question.trim() ? QUESTION_REQUIRED_MESSAGE : undefined;
  const chosen = stockOptions.find((option) => option.code === values.stock);

  return (
    <AskFormLayout
      title="Tanya analis tentang satu saham"
      description="Pilih sahamnya, lalu ceritakan rencana Anda. Analis kami menjawab lewat chat."
      status={status}
      errorMessage={errorMessage}
      LinkComponent={LinkComponent}
      onSubmit={() => {
        setAttempted(true);
        const question = values.question.trim();
        if (values.stock && question) onSubmit({ stock: values.stock, question });
      }}
    >
      {values.stock ? (
        <div className="flex flex-col gap-2">
          <p className="text-foreground text-sm font-semibold">Saham</p>
          <div
            role="status"
            className="border-primary bg-secondary flex items-center gap-3 rounded-xl border px-3.5 py-3"
          >
            <span className="text-secondary-foreground font-bold">{values.stock}</span>
            <span className="text-secondary-foreground min-w-0 flex-1 truncate text-sm">
              {chosen?.name ?? ''}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onChange({ ...values, stock: '' })}
              aria-label={`Ganti saham ${values.stock}`}
            >
              Ganti
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <FormField error={stockError}>
            <FormLabel>Cari saham</FormLabel>
            <div className="relative">
              <SearchIcon
                aria-hidden
                className="text-muted-foreground pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2"
              />
              <FormControl>
                <Input
                  type="search"
                  name="stock-search"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  enterKeyHint="search"
                  placeholder="Kode atau nama, mis. BBCA"
                  className="pl-11"
                  value={values.search}
                  onChange={(event) => onChange({ ...values, search: event.target.value })}
                />
              </FormControl>
            </div>
            <FormDescription>Ketik kode saham, lalu pilih dari hasil pencarian.</FormDescription>
            <FormMessage />
          </FormField>
          <StockResults
            values={values}
            onChange={onChange}
            stockOptions={stockOptions}
            stockSearchStatus={stockSearchStatus}
            onRetryStockSearch={onRetryStockSearch}
          />
        </div>
      )}
      <QuestionField
        value={values.question}
        onValueChange={(question) => onChange({ ...values, question })}
        error={questionError}
        placeholder="Mis. Saya punya 10 lot di 8.900. Masih layak ditahan atau sebaiknya take profit?"
        description="Sebutkan harga beli dan rencana Anda agar jawaban analis lebih tepat."
      />
      {questionSuggestions}
    </AskFormLayout>
  );
}
