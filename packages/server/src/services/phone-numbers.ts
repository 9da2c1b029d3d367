/**
 * Phones travel as full international digits ('6281234567890', domain api/member.ts); the app
 * builds them with toFullPhoneNumber. The server also accepts the forms §5's Indonesian pattern
 * allows ('+62…', '08…', with hyphens) and stores one canonical form.
 */

/**
 * The canonical stored form: digits only with the country code; an Indonesian national '08…'
 * becomes '628…' (§5: +62, 62 and 08 are the same number).
 * @example normalisePhone('0812-3456-7890') // '6281234567890'
 * @example normalisePhone('+6281234567890') // '6281234567890'
 */
export function normalisePhone(typed: string): string {
  let digits = typed.replace(/[\s-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('08')) digits = `62${digits.slice(1)}`;
  return digits;
}

/**
 * The dial code of a canonical number when the server can tell it: Indonesia's +62 (§3 default).
 * @example dialCodeOf('6281234567890') // '+62'
 */
export function dialCodeOf(phone: string): string | null {
  return phone.startsWith('62') ? '+62' : null;
}
