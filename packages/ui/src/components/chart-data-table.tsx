import TableIcon from 'lucide-react/icons/table';
import type * as React from 'react';
import { useState } from 'react';
import { Button } from './button.tsx';

/** Props of {@link ChartDataTable}. */
export interface ChartDataTableProps {
  /** The `data-slot` of the table's box, for tests and styling hooks. */
  slot: string;
  /** The box's name while it is shown as a scrollable region. */
  label: string;
  /** The table's caption. */
  caption: string;
  /** The header row's cells (`<th scope="col">`). */
  columns: React.ReactNode;
  /** The body's rows. */
  children: React.ReactNode;
}

/**
 * The words behind a chart (WCAG 1.1.1): a data table, visually hidden until the member asks for
 * it but always there for screen readers, the button that shows it, and the TradingView
 * attribution the chart library's licence asks for (our own visible link: the built-in logo is a
 * focusable link inside a drawing hidden from screen readers). Shared by every chart.
 * @example <ChartDataTable slot="stock-chart-table" label="Tabel data harga BBCA" caption="…" columns={…}>{rows}</ChartDataTable>
 */
export function ChartDataTable({ slot, label, caption, columns, children }: ChartDataTableProps) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
          className="-ml-3"
        >
          <TableIcon aria-hidden />
          {shown ? 'Sembunyikan tabel data' : 'Tampilkan tabel data'}
        </Button>
        <a
          href="https://www.tradingview.com/"
          target="_blank"
          rel="noopener noreferrer"
          className="text-muted-foreground hover:text-foreground text-xs underline-offset-2 hover:underline"
        >
          Grafik oleh TradingView
          <span className="sr-only"> (membuka tab baru)</span>
        </a>
      </div>
      <div
        data-slot={slot}
        // Hidden from the eyes until asked for, never from screen readers (WCAG 1.1.1).
        className={shown ? 'border-border max-h-80 overflow-auto rounded-lg border' : 'sr-only'}
        // A scrollable box must be reachable by keyboard (only while it is shown).
        tabIndex={shown ? 0 : undefined}
        role={shown ? 'region' : undefined}
        aria-label={shown ? label : undefined}
      >
        <table className="w-full text-sm tabular-nums">
          <caption className="text-muted-foreground p-2 text-left text-xs">{caption}</caption>
          <thead className="bg-muted text-foreground sticky top-0">
            <tr>{columns}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}
