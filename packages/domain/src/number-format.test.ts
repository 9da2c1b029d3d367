import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idDateTimeFormat, idNumberFormat } from './number-format.ts';

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

  it('formats as a freshly made id-ID formatter does, for any number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.integer({ min: 0, max: 4 }), (value, digits) => {
        const options = { maximumFractionDigits: digits };
        expect(idNumberFormat(options).format(value)).toBe(
          new Intl.NumberFormat('id-ID', options).format(value),
        );
      }),
    );
  });
});

describe('§9 id-ID date and time formats', () => {
  const wibTime = { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' } as const;

  it('shows a time in WIB whatever the machine time zone', () => {
    expect(idDateTimeFormat(wibTime).format(new Date('2025-01-02T03:04:00Z'))).toBe('10.04');
  });

  it('makes one formatter per set of options and reuses it', () => {
    expect(idDateTimeFormat(wibTime)).toBe(idDateTimeFormat({ ...wibTime }));
    expect(idDateTimeFormat({ ...wibTime, timeZone: 'Asia/Makassar' })).not.toBe(
      idDateTimeFormat(wibTime),
    );
  });
});
