/**
 * Spec §9 breakpoints: under 576 xs; 576-767 s; 768-991 m; 992-1199 l; 1200 and up xl.
 * The lower edge of each named range, in CSS pixels. `tailwind.config.ts` builds its screens from this.
 */
export const breakpoints = { s: 576, m: 768, l: 992, xl: 1200 } as const;

export type Breakpoint = 'xs' | keyof typeof breakpoints;

/**
 * The named range a viewport width falls in.
 * @example breakpointFor(375) // 'xs'
 */
export function breakpointFor(width: number): Breakpoint {
  if (width >= breakpoints.xl) return 'xl';
  if (width >= breakpoints.l) return 'l';
  if (width >= breakpoints.m) return 'm';
  if (width >= breakpoints.s) return 's';
  return 'xs';
}
