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

/**
 * The SVG card: the colour, the caption centred in white, wrapped to two lines when long.
 * @example demoCardSvg(1200, 400, 'gold', 'Promo VIP').startsWith('<svg') // true
 */
export function demoCardSvg(
  width: number,
  height: number,
  colour: DemoMediaColour,
  caption: string,
): string {
  const words = caption.slice(0, 80).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 22)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const shown = lines.slice(0, 3);
  const fontSize = Math.round(Math.min(width / 14, height / (shown.length * 1.6 + 1)));
  const top = height / 2 - ((shown.length - 1) * fontSize * 1.25) / 2;
  const text = shown
    .map(
      (line, index) =>
        `<text x="50%" y="${(top + index * fontSize * 1.25).toFixed(1)}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption)}"><rect width="100%" height="100%" fill="${DEMO_MEDIA_COLOURS[colour]}"/><g fill="#FFFFFF" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-weight="700" font-size="${fontSize}">${text}</g></svg>`;
}

/** Answers a demo card; bad sizes or colours are a 404, like any missing file. */
export function demoMediaHandler(c: Context): Response {
  const size = /^(\d{1,4})x(\d{1,4})$/.exec(c.req.param('size') ?? '');
  const file = /^([a-z]+)\.svg$/.exec(c.req.param('file') ?? '');
  const width = Number(size?.[1]);
  const height = Number(size?.[2]);
  const colour = file?.[1];
  if (
    !size ||
    !colour ||
    !(colour in DEMO_MEDIA_COLOURS) ||
    width < 1 ||
    height < 1 ||
    width > MAX_SIDE ||
    height > MAX_SIDE
  ) {
    return notFoundHandler(c);
  }
  const svg = demoCardSvg(width, height, colour as DemoMediaColour, c.req.query('text') ?? '');
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    // An SVG opened on its own must not run anything.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'cross-origin-resource-policy': 'cross-origin',
  });
}
