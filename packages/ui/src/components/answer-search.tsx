import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import CircleHelpIcon from 'lucide-react/icons/circle-help';
import type * as React from 'react';
import { useId, useRef } from 'react';
import { cn } from '../lib/cn.ts';
import type { LinkComponentType } from './app-shell.tsx';
import { SearchField } from './search-field.tsx';
import { Spinner } from './spinner.tsx';

/** A found FAQ as the search lists it. */
export interface AnswerSearchResult {
  id: number;
  question: string;
}

/** Props of {@link AnswerSearch}. */
export interface AnswerSearchProps {
  /** The text typed (owned by the app). */
  value: string;
  /** Each keystroke; '' when Escape clears the field. */
  onValueChange: (value: string) => void;
  /**
   * `idle`: too little typed to search (or the search failed: it is an aid, so it stays quiet);
   * `loading`: the search runs; `success`: `results` are the answers found (maybe none).
   */
  status: 'idle' | 'loading' | 'success';
  results: readonly AnswerSearchResult[];
  /** Where a found FAQ opens (its detail route). */
  getHref: (result: AnswerSearchResult) => string;
  onResultClick?: (result: AnswerSearchResult) => void;
  LinkComponent?: LinkComponentType;
  className?: string;
}

/**
 * "Cari jawaban": FAQ answers suggested as the member types (spec §7 legacy qa-auto-answer), each
 * a link to the FAQ. Enter moves to the first answer, Escape clears the field.
 * @example <AnswerSearch value={text} onValueChange={setText} status="success" results={found} getHref={(faq) => paths.faqHomeDetail(faq.id)} />
 */
export function AnswerSearch({
  value,
  onValueChange,
  status,
  results,
  getHref,
  onResultClick,
  LinkComponent = 'a',
  className,
}: AnswerSearchProps) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  let announcement = '';
  if (status === 'success')
    announcement =
      results.length > 0
        ? `${results.length} jawaban ditemukan`
        : 'Belum ada jawaban yang cocok. Coba kata lain atau tanyakan ke analis.';

  return (
    <div data-slot="answer-search" className={cn('flex flex-col gap-2', className)}>
      <SearchField
        label="Cari jawaban"
        placeholder="Cari jawaban, mis. kode OTP tidak masuk"
        value={value}
        onValueChange={onValueChange}
        onSearch={() => list.current?.querySelector('a')?.focus()}
        aria-describedby={`${id}-status`}
        onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Escape' || value === '') return;
          event.preventDefault();
          onValueChange('');
        }}
      />
      <div id={`${id}-status`} aria-live="polite" className="text-muted-foreground text-sm">
        {status === 'loading' ? <Spinner label="Mencari jawaban…" showLabel size="sm" /> : null}
        {status === 'success' && results.length === 0 ? <p>{announcement}</p> : null}
        {status === 'success' && results.length > 0 ? (
          <p className="sr-only">{announcement}</p>
        ) : null}
      </div>
      {/* The last answers stay while the next text is searched, so the list does not flicker. */}
      {status !== 'idle' && results.length > 0 ? (
        <ul
          ref={list}
          aria-label="Jawaban yang cocok"
          className="divide-border border-border bg-card shadow-card divide-y overflow-hidden rounded-xl border"
        >
          {results.map((result) => (
            <li key={result.id}>
              <LinkComponent
                href={getHref(result)}
                onClick={() => onResultClick?.(result)}
                className={cn(
                  'flex min-h-12 items-center gap-3 px-4 py-3 text-left',
                  'duration-fast ease-standard hover:bg-accent transition-colors',
                  'focus-visible:bg-accent focus-visible:ring-ring outline-none focus-visible:ring-2 focus-visible:ring-inset',
                )}
              >
                <CircleHelpIcon aria-hidden className="text-primary size-5 shrink-0" />
                <span className="text-card-foreground min-w-0 flex-1 text-sm font-semibold">
                  {result.question}
                </span>
                <ChevronRightIcon aria-hidden className="text-muted-foreground size-4 shrink-0" />
              </LinkComponent>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
