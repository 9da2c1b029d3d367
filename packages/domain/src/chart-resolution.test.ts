import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolutionValues } from './api/emitten.ts';
import {
  DEFAULT_RESOLUTION,
  offeredResolutions,
  resolutionFromQuery,
  resolutionLabels,
} from './chart-resolution.ts';

describe('§2 /chart resolutions from §7 trading-view/config', () => {
  it('offers the configured resolutions the app knows, in its order', () => {
    expect(offeredResolutions(['1M', '1D', '1W'])).toEqual(['1D', '1W', '1M']);
    expect(offeredResolutions(['1D', '60', '1W', 'D'])).toEqual(['1D', '1W']);
  });

  it('offers daily only without a configuration, or with none it knows', () => {
    expect(offeredResolutions(null)).toEqual(['1D']);
    expect(offeredResolutions([])).toEqual(['1D']);
    expect(offeredResolutions(['60', '240'])).toEqual(['1D']);
    expect(offeredResolutions(['1W'])).toEqual(['1D', '1W']);
  });

  it('always offers daily, each known resolution at most once', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...resolutionValues), fc.string())), (list) => {
        const offered = offeredResolutions(list);
        expect(offered[0]).toBe(DEFAULT_RESOLUTION);
        expect(new Set(offered).size).toBe(offered.length);
        for (const resolution of offered) expect(resolutionValues).toContain(resolution);
      }),
    );
  });

  it('keeps a linked resolution only when offered', () => {
    expect(resolutionFromQuery('1W', ['1D', '1W'])).toBe('1W');
    expect(resolutionFromQuery('1M', ['1D', '1W'])).toBe('1D');
    expect(resolutionFromQuery(null, ['1D', '1W', '1M'])).toBe('1D');
    expect(resolutionFromQuery('mingguan', ['1D', '1W'])).toBe('1D');
  });

  it('names each resolution in Indonesian', () => {
    expect(resolutionValues.map((value) => resolutionLabels[value])).toEqual([
      'Harian',
      'Mingguan',
      'Bulanan',
    ]);
  });
});
