/*
 * The product's Intl formatters (spec §9: numbers as members in Indonesia read them), made on
 * first use and shared by options. Building one loads its locale data: screens that made theirs
 * when their module loaded spent about 20 ms each on a 4x slower phone before anything rendered
 * (issue 5: most of the dashboard code's evaluation), for formatters a screen may never use.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The id-ID number formatter with these options, made once and reused.
 * @example idNumberFormat({ maximumFractionDigits: 2 }).format(1234.567) // '1.234,57'
 * @example idNumberFormat({ style: 'percent' }).format(0.25) // '25%'
 */
export function idNumberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, options, () => new Intl.NumberFormat('id-ID', options));
}

/**
 * The id-ID date and time formatter with these options (name the time zone: §9 shows WIB), made
 * once and reused.
 * @example idDateTimeFormat({ hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' }).format(new Date('2025-01-02T03:04:00Z')) // '10.04'
 */
export function idDateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, options, () => new Intl.DateTimeFormat('id-ID', options));
}

/** The formatter kept for these options, made by `make` the first time. */
function cached<F>(formats: Map<string, F>, options: object, make: () => F): F {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}
