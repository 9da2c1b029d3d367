import { type ListScrollMemory, ListScrollMemoryContext } from '@saham/ui/lib/list-scroll-memory';
import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { recallScroll, rememberScroll } from './list-memory.ts';

/**
 * Where the window-scrolling list of this history entry was left, for Back to it (issue 29,
 * list-memory.ts): the ui's virtualisers read it on mount and keep it as they go. Every route
 * with a paged list (usePagedList) renders its screen inside it. It sits in those routes, not
 * around every screen in the router, so a page without a list (/login, the dashboard) carries
 * none of it in its first load (bench:budgets).
 * @example <ListMemoryScope><LiveScreen … /></ListMemoryScope>
 */
export function ListMemoryScope({ children }: { children: ReactNode }) {
  const entry = useLocation().key;
  const arrival = useNavigationType();
  const memory = useMemo<ListScrollMemory>(
    () => ({
      recall: () => recallScroll(entry, arrival),
      keep: (scroll) => rememberScroll(entry, scroll),
    }),
    [entry, arrival],
  );
  return <ListScrollMemoryContext value={memory}>{children}</ListScrollMemoryContext>;
}
