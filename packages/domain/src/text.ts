import {
  NARROW_SCREEN_MAX_WIDTH,
  NARROW_TEXT_CUT_LENGTH,
  NARROW_TEXT_MAX_LENGTH,
} from './constants.ts';

/**
 * The ellipsis that ends a cut text (spec §9: "cut to 17 plus an ellipsis"). The single character
 * '…' rather than three dots, so a cut text is 17 + 1 = 18 characters: never longer than the 18 the
 * rule allows, and never longer than an uncut 18-character text beside it. Three dots would make a
 * 19-character name grow to 20 when the point of the rule is to make it fit.
 */
export const ELLIPSIS = '…';

/**
 * Whether a viewport counts as narrow for spec §9 (width 812 px or less).
 * @example isNarrowScreen(375) // true
 */
export function isNarrowScreen(viewportWidth: number): boolean {
  return viewportWidth <= NARROW_SCREEN_MAX_WIDTH;
}

/**
 * Spec §9: on a narrow screen, text over 18 characters becomes its first 17 and an ellipsis; on a
 * wide screen (or an unknown width, NaN) the text is left alone. Characters are Unicode code
 * points, so an emoji or other astral character is never split into half a surrogate pair.
 * @example cutForNarrowScreen('Bank Rakyat Indonesia', 375) // 'Bank Rakyat Indon…'
 */
export function cutForNarrowScreen(text: string, viewportWidth: number): string {
  if (!isNarrowScreen(viewportWidth)) return text;
  const characters = Array.from(text);
  if (characters.length <= NARROW_TEXT_MAX_LENGTH) return text;
  return characters.slice(0, NARROW_TEXT_CUT_LENGTH).join('') + ELLIPSIS;
}

/**
 * What `[nama]` becomes when the member has no name on record. The spec (§3) does not show one;
 * 'Member' reads naturally in the product's Indonesian greetings ("Halo Member").
 */
export const NAME_FALLBACK = 'Member';

// Spec §3 writes the placeholder as [nama]; content editors also type [Nama] or [NAMA].
const NAME_PLACEHOLDER = /\[nama\]/gi;

/**
 * Spec §3: every `[nama]` placeholder (any letter case) becomes the member's name, trimmed; an empty
 * or missing name gives {@link NAME_FALLBACK} (or the given fallback) so no sentence reads "Halo ,".
 * The name is inserted literally: a '$&' in it is not a replacement pattern.
 * @example fillNamePlaceholder('Halo [nama]!', 'Budi') // 'Halo Budi!'
 */
export function fillNamePlaceholder(
  text: string,
  name: string | null | undefined,
  fallback: string = NAME_FALLBACK,
): string {
  const shown = name?.trim() || fallback;
  return text.replace(NAME_PLACEHOLDER, () => shown);
}

// The codes counted as a line break in a lead response's whatsapp_text (spec §7). Servers and CMS
// editors write breaks in several ways, and the text may come URL-encoded for a wa.me link:
// - a real break: CRLF, LF or CR (a CRLF pair is one break, not two);
// - an escaped break left in the text: the two characters backslash-n (also \r\n, \r);
// - a URL-encoded break: %0D%0A, %0A or %0D (hex digits in either case);
// - an HTML break: <br>, <br/>, <br /> (any case).
const LINE_BREAK_CODE = /\r\n|\r|\n|\\r\\n|\\r|\\n|%0[dD]%0[aA]|%0[aAdD]|<[bB][rR]\s*\/?>/g;

/**
 * Spec §7: the `whatsapp_text` of a lead response with each line-break code (see above) turned into
 * '.' and a real newline. Each code counts once, so two breaks in a row give '.\n.\n' as the rule
 * says; a missing text (the response "may carry" it) gives ''.
 * @example formatLeadWhatsappText('Halo%0ASaya mau tanya') // 'Halo.\nSaya mau tanya'
 */
export function formatLeadWhatsappText(whatsappText: string | null | undefined): string {
  return (whatsappText ?? '').replace(LINE_BREAK_CODE, '.\n');
}

/**
 * A WhatsApp chat with the sales number (any formatting; only its digits count) and, when there is
 * one, a prepared message formatted by the spec §7 line-break rule above.
 * @example whatsappChatUrl('+62 811-0000-2222', 'Halo%0ASaya Budi') // 'https://wa.me/6281100002222?text=Halo.%0ASaya%20Budi'
 */
export function whatsappChatUrl(salesPhone: string, whatsappText: string | null): string {
  const digits = salesPhone.replace(/[^0-9]/g, '');
  const text = formatLeadWhatsappText(whatsappText);
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
