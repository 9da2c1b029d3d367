import { resolutionValues } from './api/emitten.ts';

/** A candle resolution the price-history call serves. */
export type Resolution = (typeof resolutionValues)[number];

/** The resolution every chart can show, and the one shown when nothing else is known. */
export const DEFAULT_RESOLUTION: Resolution = '1D';

/**
 * The resolution chips' words (spec §2 /chart; the spec names no resolutions, these are ours).
 * @example resolutionLabels['1W'] // 'Mingguan'
 */
export const resolutionLabels: Record<Resolution, string> = {
  '1D': 'Harian',
  '1W': 'Mingguan',
  '1M': 'Bulanan',
};

const isResolution = (value: string): value is Resolution =>
  (resolutionValues as readonly string[]).includes(value);

/**
 * The resolutions /chart offers: those the trading-view configuration lists (§7
 * emitten/ex/v1/trading-view/config) that the app knows, in the app's order. Daily is always
 * offered: without a configuration (null, the call failed) or with none known, it is the only one.
 * @example offeredResolutions(['1D', '1W', '60']) // ['1D', '1W']
 * @example offeredResolutions(null) // ['1D']
 */
export function offeredResolutions(supported: readonly string[] | null): Resolution[] {
  const listed = new Set((supported ?? []).filter(isResolution));
  listed.add(DEFAULT_RESOLUTION);
  return resolutionValues.filter((value) => listed.has(value));
}

/**
 * The resolution a /chart link asks for (`?resolution=1W`), when it is one offered; daily otherwise,
 * so an old or hand-edited link still shows a chart.
 * @example resolutionFromQuery('1W', ['1D', '1W']) // '1W'
 * @example resolutionFromQuery('1M', ['1D']) // '1D'
 */
export function resolutionFromQuery(
  value: string | null | undefined,
  offered: readonly Resolution[],
): Resolution {
  const match = offered.find((resolution) => resolution === value);
  return match ?? DEFAULT_RESOLUTION;
}
