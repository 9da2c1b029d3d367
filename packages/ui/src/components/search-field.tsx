import SearchIcon from 'lucide-react/icons/search';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../lib/cn.ts';
import { Input } from './input.tsx';

/** Props of {@link SearchField}: the input's own attributes (placeholder, autoCapitalize…) pass through. */
export type SearchFieldProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'onChange' | 'onSubmit' | 'type' | 'size'
> & {
  /** The field's name for screen readers ('Cari kode atau nama saham'); the placeholder shows. */
  label: string;
  value: string;
  /** Each keystroke. */
  onValueChange: (value: string) => void;
  /** Enter or the keyboard's search key: the member asks for the results. */
  onSearch: (value: string) => void;
  /** Classes of the search landmark (the form) around the field. */
  formClassName?: string;
};

/**
 * A list's search box: a search landmark with a labelled search input and its icon; Enter searches.
 * @example <SearchField label="Cari pertanyaan" placeholder="Cari pertanyaan…" value={search} onValueChange={setSearch} onSearch={search} />
 */
export function SearchField({
  label,
  value,
  onValueChange,
  onSearch,
  formClassName,
  className,
  id,
  ...props
}: SearchFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <form
      role="search"
      data-slot="search-field"
      className={cn('relative', formClassName)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchIcon
        aria-hidden
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2"
      />
      <Input
        id={inputId}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        {...props}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn('pl-11', className)}
      />
    </form>
  );
}
