import { proxy } from 'valtio';

/**
 * The selected content category, which §6's membership-expired and no-preview messages clear.
 * §3's other filter fields (filter, startDate, endDate, profitBy, content_format) live in each
 * list's URL instead (use-content-list.ts, the stock diary): a reload, a shared link and back all
 * keep them, which a store would not; nothing outside a list reads them.
 * @example filters.category = 'saham-pilihan'
 */
export interface FilterState {
  category: string | null;
}

/** The member's selected category. Not persisted (§3 lists a page's filters). */
export const filters = proxy<FilterState>({ category: null });

/** §6: clears the selected category. */
export function clearSelectedCategory(): void {
  filters.category = null;
}

/** Part of §4 logout. */
export function resetFilters(): void {
  filters.category = null;
}
