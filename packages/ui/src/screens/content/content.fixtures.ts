/**
 * Demo pieces shared by the content, FAQ, landing-page and promotion stories: a fixed clock and
 * offline thumbnails. Stories must be pixel-stable and may not reach the network, so thumbnails
 * are SVG data URLs drawn from their label (no Math.random, no image hosts).
 */

import type * as React from 'react';
import { createElement } from 'react';

/** The stories' "now": Monday 05 January 2026, 10:00 WIB. Every relative date is measured from it. */
export const DEMO_NOW = '2026-01-05T10:00:00+07:00';

/** Demo artwork colours (images, not UI: the UI itself uses semantic tokens only). */
const palettes = [
  ['#0b3b8c', '#2f6bf0'],
  ['#0d5c3a', '#1f9d62'],
  ['#7a2e0e', '#d9661f'],
  ['#3b1d7a', '#7c4ddb'],
  ['#0f4c5c', '#1a8fa6'],
  ['#28324a', '#55617d'],
] as const;

/** A small deterministic hash, so one label always draws the same picture. */
function hash(text: string): number {
  let value = 2166136261;
  for (const character of text) {
    value ^= character.codePointAt(0) ?? 0;
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A 16:9 thumbnail: a gradient, a candlestick motif and a short label such as a ticker.
 * @example demoThumbnail('BBCA', 0)
 */
export function demoThumbnail(label: string, palette = hash(label) % palettes.length): string {
  const [from, to] = palettes[palette % palettes.length] ?? palettes[0];
  let seed = hash(label);
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  let level = 210;
  const candles = Array.from({ length: 14 }, (_, index) => {
    const open = level;
    const close = Math.min(300, Math.max(110, open + (next() - 0.45) * 40));
    level = close;
    const top = Math.min(open, close) - 6 - next() * 14;
    const bottom = Math.max(open, close) + 6 + next() * 14;
    const x = 330 + index * 16;
    const up = close <= open;
    return [
      `<line x1="${x + 5}" x2="${x + 5}" y1="${top.toFixed(1)}" y2="${bottom.toFixed(1)}" stroke="white" stroke-opacity="0.55" stroke-width="2"/>`,
      `<rect x="${x}" y="${Math.min(open, close).toFixed(1)}" width="10" height="${Math.max(3, Math.abs(close - open)).toFixed(1)}" rx="2" fill="white" fill-opacity="${up ? 0.9 : 0.45}"/>`,
    ].join('');
  }).join('');
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="640" height="360" fill="url(#g)"/>',
    '<g stroke="white" stroke-opacity="0.08">',
    ...[72, 144, 216, 288].map((y) => `<line x1="0" x2="640" y1="${y}" y2="${y}"/>`),
    '</g>',
    candles,
    `<text x="104" y="296" font-family="Arial, sans-serif" font-size="60" font-weight="700" fill="white">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Stands in for the app's router link in stories: like react-router's Link it keeps the click in
 * the page (a real navigation would unload the story under test), and it logs where it would go.
 * @example <ContentCard LinkComponent={DemoLink} … />
 */
export function DemoLink({ onClick, ...props }: React.ComponentProps<'a'> & { href: string }) {
  return createElement('a', {
    ...props,
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      event.preventDefault();
    },
  });
}

/**
 * A 3:1 promotional banner with a centred headline, readable when a phone crops it to 2:1.
 * @example demoBanner('VIP hemat 40%', 'Promo awal tahun', 3)
 */
export function demoBanner(headline: string, subline: string, palette = 0): string {
  const [from, to] = palettes[palette % palettes.length] ?? palettes[0];
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">',
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="1200" height="400" fill="url(#b)"/>',
    '<circle cx="1080" cy="60" r="220" fill="white" fill-opacity="0.08"/>',
    '<circle cx="140" cy="380" r="160" fill="white" fill-opacity="0.06"/>',
    `<text x="600" y="190" text-anchor="middle" font-family="Arial, sans-serif" font-size="72" font-weight="700" fill="white">${escapeXml(headline)}</text>`,
    `<text x="600" y="260" text-anchor="middle" font-family="Arial, sans-serif" font-size="34" fill="white" fill-opacity="0.85">${escapeXml(subline)}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
