import {
  formatDate,
  formatListDate,
  formatServerTime,
  serverTimeDateTime,
  type DateInput,
} from '@saham/domain/dates';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/** How DateText writes its date (spec §9), unless the caller passes the text as children. */
type DateTextFormat =
  /** DD MMMM YYYY in WIB: '05 Januari 2026'. */
  | { format?: 'date'; now?: never }
  /** A list date against an injected clock: '09:30' today, 'Yesterday', else '03 Jan 2026'. */
  | { format: 'list'; now: DateInput }
  /** A server time (Jakarta's wall clock labelled as UTC, §9): '05 Januari 2026 07:30 WIB'. */
  | { format: 'server'; now?: never };

/** Props of {@link DateText}. */
export type DateTextProps = Omit<React.ComponentProps<'time'>, 'dateTime' | 'children'> &
  DateTextFormat & {
    /** The moment: an ISO 8601 string, epoch milliseconds or a Date. */
    value: DateInput;
    /** Text already formatted by the caller; it wins over `format`. */
    children?: string;
  };

/** The machine-readable `dateTime` of a `<time>`: ISO strings as given, instants as ISO UTC. */
function machineDate(value: DateInput): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (value === null || value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * A date as members read it, in a `<time dateTime>` so machines read it too. Formats with the
 * domain's §9 rules; an unreadable date renders nothing rather than 'Invalid Date'.
 * @example <DateText value={post.created_at} /> // 05 Januari 2026
 * @example <DateText value={notification.created_at} format="list" now={now} /> // 09:30
 */
export function DateText({ className, value, format, now, children, ...props }: DateTextProps) {
  const text =
    children ??
    (format === 'list'
      ? formatListDate(value, now)
      : format === 'server'
        ? formatServerTime(value)
        : formatDate(value));
  if (!text) return null;
  return (
    <time
      data-slot="date-text"
      // A server time's digits are Jakarta's: machines read them with Jakarta's offset.
      dateTime={format === 'server' && !children ? serverTimeDateTime(value) : machineDate(value)}
      className={cn('whitespace-nowrap', className)}
      {...props}
    >
      {text}
    </time>
  );
}
