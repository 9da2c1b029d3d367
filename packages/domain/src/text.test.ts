import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NARROW_SCREEN_MAX_WIDTH,
  NARROW_TEXT_CUT_LENGTH,
  NARROW_TEXT_MAX_LENGTH,
} from './constants.ts';
import {
  cutForNarrowScreen,
  ELLIPSIS,
  fillNamePlaceholder,
  formatLeadWhatsappText,
  isNarrowScreen,
  NAME_FALLBACK,
  whatsappChatUrl,
} from './text.ts';

const codePoints = (text: string) => Array.from(text).length;

describe('§9 narrow-screen text cut', () => {
  it('treats 812 px and less as narrow', () => {
    expect(isNarrowScreen(NARROW_SCREEN_MAX_WIDTH)).toBe(true);
    expect(isNarrowScreen(375)).toBe(true);
    expect(isNarrowScreen(813)).toBe(false);
    expect(isNarrowScreen(Number.NaN)).toBe(false);
  });

  it('cuts a 19-character text to its first 17 and one ellipsis character', () => {
    expect(cutForNarrowScreen('Bank Rakyat Indonesia', 812)).toBe('Bank Rakyat Indon…');
    expect(cutForNarrowScreen('1234567890123456789', 375)).toBe('12345678901234567…');
    expect(ELLIPSIS).toHaveLength(1);
  });

  it('leaves a text of exactly 18 characters alone', () => {
    expect(cutForNarrowScreen('123456789012345678', 375)).toBe('123456789012345678');
  });

  it('leaves long text alone one pixel above the narrow width', () => {
    expect(cutForNarrowScreen('Bank Rakyat Indonesia', 813)).toBe('Bank Rakyat Indonesia');
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '📈'.repeat(20);
    const cut = cutForNarrowScreen(text, 375);
    expect(cut).toBe('📈'.repeat(17) + '…');
  });

  it('never gives more than 18 characters on a narrow screen', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.integer({ min: 0, max: NARROW_SCREEN_MAX_WIDTH }),
        (text, width) => {
          const cut = cutForNarrowScreen(text, width);
          expect(codePoints(cut)).toBeLessThanOrEqual(NARROW_TEXT_MAX_LENGTH);
          if (codePoints(text) <= NARROW_TEXT_MAX_LENGTH) expect(cut).toBe(text);
          else {
            expect(cut).toBe(Array.from(text).slice(0, NARROW_TEXT_CUT_LENGTH).join('') + '…');
          }
        },
      ),
    );
  });

  it('never changes text on a wide screen', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.integer({ min: NARROW_SCREEN_MAX_WIDTH + 1, max: 10_000 }),
        (text, width) => {
          expect(cutForNarrowScreen(text, width)).toBe(text);
        },
      ),
    );
  });
});

describe('§3 [nama] placeholder', () => {
  it("puts the member's name in every placeholder", () => {
    expect(fillNamePlaceholder('Halo [nama], selamat datang [nama]!', 'Budi')).toBe(
      'Halo Budi, selamat datang Budi!',
    );
  });

  it('accepts the placeholder in any letter case', () => {
    expect(fillNamePlaceholder('[Nama] dan [NAMA]', 'Sari')).toBe('Sari dan Sari');
  });

  it('trims the name', () => {
    expect(fillNamePlaceholder('Halo [nama]!', '  Budi  ')).toBe('Halo Budi!');
  });

  it.each([[''], ['   '], [null], [undefined]])('greets a member named %j as Member', (name) => {
    expect(fillNamePlaceholder('Halo [nama]!', name)).toBe('Halo Member!');
    expect(NAME_FALLBACK).toBe('Member');
  });

  it('uses the fallback the caller gives', () => {
    expect(fillNamePlaceholder('Halo [nama]!', '', 'Kak')).toBe('Halo Kak!');
  });

  it('inserts a name literally, even one that looks like a replacement pattern', () => {
    expect(fillNamePlaceholder('Halo [nama]!', "$& $' $$")).toBe("Halo $& $' $$!");
  });

  it('leaves text without the placeholder, and other brackets, alone', () => {
    expect(fillNamePlaceholder('Halo [name] dan [ nama ]', 'Budi')).toBe(
      'Halo [name] dan [ nama ]',
    );
  });

  it('never leaves a placeholder behind', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('[nama]', '[Nama]', 'Halo ', ', ', 'x')),
        fc.string().filter((name) => !/\[nama\]/i.test(name)),
        (parts, name) => {
          expect(fillNamePlaceholder(parts.join(''), name)).not.toMatch(/\[nama\]/i);
        },
      ),
    );
  });
});

describe('§7 lead whatsapp_text line breaks', () => {
  it.each([
    ['a real LF', 'Halo\nSaya'],
    ['a real CRLF as one break', 'Halo\r\nSaya'],
    ['a real CR', 'Halo\rSaya'],
    ['an escaped \\n', 'Halo\\nSaya'],
    ['an escaped \\r\\n as one break', 'Halo\\r\\nSaya'],
    ['an escaped \\r', 'Halo\\rSaya'],
    ['%0A', 'Halo%0ASaya'],
    ['%0a', 'Halo%0aSaya'],
    ['%0D%0A as one break', 'Halo%0D%0ASaya'],
    ['%0d', 'Halo%0dSaya'],
    ['<br>', 'Halo<br>Saya'],
    ['<br/>', 'Halo<br/>Saya'],
    ['<BR />', 'Halo<BR />Saya'],
  ])('turns %s into a period and a newline', (_code, text) => {
    expect(formatLeadWhatsappText(text)).toBe('Halo.\nSaya');
  });

  it('turns each break of a run into its own period and newline', () => {
    expect(formatLeadWhatsappText('Halo%0A%0ASaya mau tanya%0A')).toBe(
      'Halo.\n.\nSaya mau tanya.\n',
    );
  });

  it('leaves text without break codes alone, including look-alikes', () => {
    expect(formatLeadWhatsappText('Saham %0B naik 50% <b>hari</b> ini\\t')).toBe(
      'Saham %0B naik 50% <b>hari</b> ini\\t',
    );
  });

  it.each([[null], [undefined], ['']])('gives empty text for %j', (text) => {
    expect(formatLeadWhatsappText(text)).toBe('');
  });

  it('keeps every other character and adds one period per break', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Halo', ' ', 'Saya', '%0A', '\n', '<br>', '\\n', '%0D%0A')),
        (parts) => {
          const out = formatLeadWhatsappText(parts.join(''));
          const breaks = parts.filter((part) => /^(%0A|\n|<br>|\\n|%0D%0A)$/.test(part)).length;
          expect(out.split('\n')).toHaveLength(breaks + 1);
          expect(out.replace(/\.\n/g, '')).toBe(
            parts.filter((part) => /^(Halo| |Saya)$/.test(part)).join(''),
          );
        },
      ),
    );
  });
});

describe('§7 whatsappChatUrl', () => {
  it('keeps only the digits of the number and formats the text by the line-break rule', () => {
    expect(whatsappChatUrl('+62 811-0000-2222', 'Halo%0ASaya Budi')).toBe(
      'https://wa.me/6281100002222?text=Halo.%0ASaya%20Budi',
    );
  });

  it('leaves the text out when there is none', () => {
    expect(whatsappChatUrl('6281100002222', null)).toBe('https://wa.me/6281100002222');
    expect(whatsappChatUrl('6281100002222', '')).toBe('https://wa.me/6281100002222');
  });
});
