import { proxy } from 'valtio';

/**
 * Spec §3 filter (filter, startDate, endDate, profitBy, content_format) and the selected content
 * category, which §6's membership-expired and no-preview messages clear.
 * @example filters.category = 'saham-pilihan'
 */
export interface FilterState {
  category: string | null;
  filter: string | null;
  startDate: string | null;
  endDate: string | null;
  profitBy: string | null;
  content_format: string | null;
}

function initialFilters(): FilterState {
  return {
    category: null,
    filter: null,
    startDate: null,
    endDate: null,
    profitBy: null,
    content_format: null,
  };
}

/** The member's current list filters. Not persisted (§3 lists a page's filters). */
export const filters = proxy<FilterState>(initialFilters());

/** §6: clears the selected category. */
export function clearSelectedCategory(): void {
  filters.category = null;
}

/** Part of §4 logout. */
export function resetFilters(): void {
  Object.assign(filters, initialFilters());
}
