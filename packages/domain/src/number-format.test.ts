import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatSignedPercent, idNumberFormat } from './number-format.ts';

describe('§9 id-ID number formats', () => {
  it.each([
    [{ maximumFractionDigits: 2 }, 1234.567, '1.234,57'],
    [{ maximumFractionDigits: 0 }, 1_500_000, '1.500.000'],
    [{ minimumFractionDigits: 2, maximumFractionDigits: 2 }, 7100.5, '7.100,50'],
    [{ style: 'percent', maximumFractionDigits: 0 } as const, 0.25, '25%'],
  ])('formats with %o: %d as %s', (options, value, expected) => {
    expect(idNumberFormat(options).format(value)).toBe(expected);
  });

  it('makes one formatter per set of options and reuses it', () => {
    const first = idNumberFormat({ maximumFractionDigits: 1 });
    expect(idNumberFormat({ maximumFractionDigits: 1 })).toBe(first);
    expect(idNumberFormat({ maximumFractionDigits: 3 })).not.toBe(first);
    expect(idNumberFormat()).toBe(idNumberFormat({}));
  });

  /** Every option set the formatter prints itself, held against Intl's answer. */
  const ownOptions = fc
    .record({
      min: fc.integer({ min: 0, max: 4 }),
      extra: fc.integer({ min: 0, max: 3 }),
      style: fc.constantFrom('default', 'decimal', 'percent' as const),
      omitMax: fc.boolean(),
    })
    .map(({ min, extra, style, omitMax }): Intl.NumberFormatOptions => ({
      minimumFractionDigits: min,
      ...(omitMax ? {} : { maximumFractionDigits: min + extra }),
      ...(style === 'default' ? {} : { style }),
    }));

  /** Numbers that end on a tie once rounded (1,005; 2,5; -0,125) as well as any double. */
  const values = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
    fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 8),
    fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
    fc.constantFrom(0, -0, 0.5, 1.005, 1.5e-7, 5e-7, 999.9995, 1e21, 123456789012345680000),
  );

  it('prints what a freshly made id-ID Intl formatter prints, for any number', () => {
    fc.assert(
      fc.property(values, ownOptions, (value, options) => {
        expect(idNumberFormat(options).format(value)).toBe(
          new Intl.NumberFormat('id-ID', options).format(value),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['rounds from the shortest decimal, as ICU does', { maximumFractionDigits: 2 }, 1.005, '1,01'],
    ['carries into a new digit', { maximumFractionDigits: 2 }, 999.999, '1.000'],
    ['keeps the sign of a negative rounded to zero', { maximumFractionDigits: 1 }, -0.01, '-0'],
    ['writes tiny numbers out', { maximumFractionDigits: 6 }, 5e-7, '0,000001'],
    ['groups large ones', {}, 1e21, '1.000.000.000.000.000.000.000'],
    [
      'moves a percentage two places',
      { style: 'percent', maximumFractionDigits: 1 },
      0.1455,
      '14,6%',
    ],
  ] as const)('%s', (_label, options, value, expected) => {
    expect(idNumberFormat(options).format(value)).toBe(expected);
  });

  it("leaves what it does not print itself to Intl: other options, infinities, Intl's errors", () => {
    expect(idNumberFormat({ style: 'currency', currency: 'IDR' }).format(1500)).toBe(
      new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR' }).format(1500),
    );
    expect(idNumberFormat({ maximumFractionDigits: 2 }).format(Infinity)).toBe('∞');
    expect(idNumberFormat({ maximumFractionDigits: 2 }).format(Number.NaN)).toBe('NaN');
    expect(() =>
      idNumberFormat({ minimumFractionDigits: 3, maximumFractionDigits: 1 }).format(1),
    ).toThrow(RangeError);
  });

  it('makes no Intl object for the options it prints itself', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    // Restored even when the expectation fails: the suite's files share one module graph, and a
    // spy left on Intl would count another file's calls.
    try {
      idNumberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(7100.5);
      idNumberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(0.25);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('formatSignedPercent (issue 28: returns in the track record)', () => {
  it('signs a gain and a loss and keeps two decimals', () => {
    expect(formatSignedPercent(12.3)).toBe('+12,30%');
    expect(formatSignedPercent(-4.046)).toBe('-4,05%');
    expect(formatSignedPercent(1234.5)).toBe('+1.234,50%');
  });

  it('writes what rounds to zero without a sign', () => {
    expect(formatSignedPercent(0)).toBe('0,00%');
    expect(formatSignedPercent(-0.004)).toBe('0,00%');
    expect(formatSignedPercent(0.004)).toBe('0,00%');
  });

  it('reads back within half a hundredth of the value, with the value’s sign', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        const text = formatSignedPercent(value);
        expect(text).toMatch(/^[+-]?\d{1,3}(\.\d{3})*,\d{2}%$/);
        const read = Number(text.slice(0, -1).replaceAll('.', '').replace(',', '.'));
        expect(Math.abs(read - value)).toBeLessThanOrEqual(0.005 + 1e-9 * Math.abs(value));
        if (read !== 0) expect(Math.sign(read)).toBe(Math.sign(value));
        else expect(text).toBe('0,00%');
      }),
    );
  });
});
