import type { DialCode } from '@saham/domain/phone';
import { DEFAULT_DIAL_CODE } from '@saham/domain/phone';
import type { ContractRoutes } from '../../contract.ts';
import { countryDialCodes } from './country-dial-codes.ts';

/**
 * A country's flag emoji from its ISO code: the two regional-indicator letters (spec §3 flag; the
 * picker shows it beside the name).
 * @example flagOf('ID') // '🇮🇩'
 */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * Every country, §9's default first (Indonesia, +62) and the rest by name, built once: the list
 * is static, so the call costs no database round trip.
 */
const countries: readonly DialCode[] = countryDialCodes
  .map(([code, dial_code, name]) => ({ code, dial_code, flag: flagOf(code), name }))
  .sort((a, b) => {
    if (a.code === DEFAULT_DIAL_CODE.code) return -1;
    if (b.code === DEFAULT_DIAL_CODE.code) return 1;
    return a.name.localeCompare(b.name, 'en');
  });

/** Case and accents do not matter to the search ('cote' finds Côte d’Ivoire). */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether a country matches a search: by name, by ISO code, or by dial code digits ('62', '+62',
 * '1 264').
 */
function matches(country: DialCode, search: string): boolean {
  const text = folded(search);
  if (folded(country.name).includes(text) || country.code.toLowerCase() === text) return true;
  const digits = search.replace(/[^\d]/g, '');
  return (
    digits !== '' &&
    /^[+\d\s-]+$/.test(search) &&
    country.dial_code.replace(/\D/g, '').startsWith(digits)
  );
}

/** spec §7 GET /api/country (web root, public): the dial-code picker's list, as dialCodes. */
export const countryRoutes: ContractRoutes = (implement) => {
  implement('countryList', async ({ query }) => {
    const search = query.search?.trim();
    return {
      dialCodes: search ? countries.filter((country) => matches(country, search)) : [...countries],
    };
  });
};
