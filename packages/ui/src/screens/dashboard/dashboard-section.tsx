import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import type * as React from 'react';
import { Button } from '../../components/button.tsx';

/*
 * What every dashboard section shares. Each section is its own memoised component in its own file:
 * the dashboard's calls answer one by one, and an answer re-renders only its own section instead of
 * the whole screen (issue 5: on a mid-range phone every whole-screen render was a long task, and six
 * of them blocked the first seconds). The app passes stable callbacks for this to hold.
 */

/** One section's data: each dashboard call loads and fails on its own. */
export type SectionState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; items: readonly T[] };

/** A section heading with an optional link at its end. */
export function SectionHeader({
  id,
  title,
  action,
}: {
  id: string;
  title: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 id={id} className="text-foreground text-lg font-bold">
        {title}
      </h2>
      {action}
    </div>
  );
}

/** A section that failed: one line and a retry, so the rest of the dashboard keeps working. */
export function SectionError({ what, onRetry }: { what: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="border-border bg-card text-muted-foreground flex items-center justify-between gap-3 rounded-xl border p-4 text-sm"
    >
      <span>{what} gagal dimuat.</span>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden />
          Coba lagi
        </Button>
      ) : null}
    </div>
  );
}
