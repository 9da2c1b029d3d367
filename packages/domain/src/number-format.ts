/*
 * Numbers as members in Indonesia read them (spec §9): '.' between thousands, ',' before the
 * decimals, what Intl's id-ID locale prints.
 *
 * Written out rather than asked of Intl for the options the screens use: the first Intl object a
 * page makes initialises ICU, 20-40 ms on this project's machines and about 100 ms of the
 * dashboard's first render on a 4x slower phone (issue 5), which only needed to print a few
 * prices. The digits are Intl's: a number is rounded from its shortest decimal form (ICU's way, so
 * 1.005 to two decimals is '1,01', not toFixed's '1,00'), half away from zero, and a percentage is
 * that form moved two places. The tests hold every case against a fresh Intl formatter. Anything
 * else (other options, infinities, NaN) is Intl's own answer.
 */

/** The one part of Intl.NumberFormat the screens use. */
export interface IdNumberFormat {
  format(value: number): string;
}

/** The options this module prints itself; any other option goes to Intl. */
const OWN_OPTIONS = new Set(['minimumFractionDigits', 'maximumFractionDigits', 'style']);

const numberFormats = new Map<string, IdNumberFormat>();

/**
 * The id-ID number formatter with these options, made once and reused.
 * @example idNumberFormat({ maximumFractionDigits: 2 }).format(1234.567) // '1.234,57'
 * @example idNumberFormat({ style: 'percent' }).format(0.25) // '25%'
 */
export function idNumberFormat(options: Intl.NumberFormatOptions = {}): IdNumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = makeFormat(options);
    numberFormats.set(key, format);
  }
  return format;
}

function makeFormat(options: Intl.NumberFormatOptions): IdNumberFormat {
  let intl: Intl.NumberFormat | undefined;
  const viaIntl = (value: number) => {
    intl ??= new Intl.NumberFormat('id-ID', options);
    return intl.format(value);
  };
  const percent = options.style === 'percent';
  const min = options.minimumFractionDigits ?? 0;
  // Intl's defaults: up to three decimals, none for a percentage, never fewer than the minimum.
  const max = options.maximumFractionDigits ?? Math.max(min, percent ? 0 : 3);
  const own =
    Object.keys(options).every((option) => OWN_OPTIONS.has(option)) &&
    (options.style === undefined || percent || options.style === 'decimal') &&
    Number.isInteger(min) &&
    Number.isInteger(max) &&
    min >= 0 &&
    min <= max &&
    max <= 20;
  if (!own) return { format: viaIntl };
  return {
    format(value) {
      if (!Number.isFinite(value)) return viaIntl(value);
      const text = decimalText(Math.abs(value), percent ? 2 : 0, min, max);
      // Intl keeps the sign of a negative that rounds to zero ('-0'), and of -0 itself.
      const sign = value < 0 || Object.is(value, -0) ? '-' : '';
      return `${sign}${text}${percent ? '%' : ''}`;
    },
  };
}

/**
 * A non-negative finite number, moved `shift` decimal places left (a percentage: 2), rounded half
 * up to at most `max` decimals and written with at least `min`, grouped the id-ID way.
 */
function decimalText(value: number, shift: number, min: number, max: number): string {
  // String() gives the shortest decimal that reads back as the same number, sometimes as '1.5e-7'.
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  // Where the decimal point falls among the digits.
  let point = whole.length + Number(exponent) + shift;
  const keep = point + max;
  if (keep < digits.length) {
    const roundUp = keep >= 0 && digits.charAt(keep) >= '5';
    digits = keep > 0 ? digits.slice(0, keep) : '';
    if (roundUp) {
      const next = addOne(digits);
      if (next.length > digits.length) point += 1;
      digits = next;
    }
    if (digits === '') {
      digits = '0';
      point = 1;
    }
  }
  const integer = (
    point <= 0
      ? '0'
      : digits
          .slice(0, point)
          .padEnd(point, '0')
          .replace(/^0+(?=\d)/, '')
  ).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(point))
    .slice(0, max)
    .replace(/0+$/, '')
    .padEnd(min, '0');
  return decimals === '' ? integer : `${integer},${decimals}`;
}

/** A string of decimal digits plus one ('099' to '100', '999' to '1000', '' to '1'). */
function addOne(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, index)}${Number(digits[index]) + 1}${'0'.repeat(digits.length - index - 1)}`;
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * A return in percent as members read it, signed and with two decimals: '+12,30%', '-4,05%'. What
 * rounds to zero reads '0,00%' without a sign, so a sign never disagrees with the digits.
 * @example formatSignedPercent(12.3) // '+12,30%'
 * @example formatSignedPercent(-0.004) // '0,00%'
 */
export function formatSignedPercent(percent: number): string {
  const digits = idNumberFormat(TWO_DECIMALS).format(Math.abs(percent));
  if (digits === '0,00') return '0,00%';
  return `${percent > 0 ? '+' : '-'}${digits}%`;
}
