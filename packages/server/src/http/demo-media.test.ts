import {
  coverCrop,
  pictureCrops,
  pictureFrames,
  safeArea,
  type PictureKind,
} from '@saham/domain/picture-frames';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, events, landingPages, popups, posts, promotions } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { demoImageUrl } from '../db/seed/demo-media.ts';
import { logInDemo } from '../testing/demo-sessions.ts';
import { fitCaption } from './demo-media.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('demo pictures are drawn by the server (no request leaves the machine)', () => {
  it('answers an SVG card for a seeded picture, without scripts', async () => {
    const response = await fetch(
      `${server.url}${demoImageUrl('Promo <VIP> & Teman', 'promoBanner', 'gold')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svg).toContain('#B45309');
    expect(svg).toContain('Promo &#60;VIP&#62; &#38; Teman');
    expect(svg).not.toContain('<VIP>');
  });

  it('refuses sizes and colours it does not draw', async () => {
    for (const path of [
      '/demo-media/9999x10/gold.svg',
      '/demo-media/10x10/purple.svg',
      '/demo-media/abc/gold.svg',
      '/demo-media/1200x480/gold.svg?safe=1300x480',
      '/demo-media/1200x480/gold.svg?safe=wide',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });

  it('seeds only pictures of its own: every banner, popup and thumbnail is a local path', async () => {
    const vip = await logInDemo(server, 'vip');
    const banners = await server.request('/backend/console/ex/v1/promo-banner', {
      token: vip.token,
    });
    const urls: string[] = banners.body.data.map(
      (banner: { image_url: string }) => banner.image_url,
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/demo-media\//);
  });
});

/** The seeded pictures of each kind, as the database holds them. */
async function seededPictures(): Promise<{ kind: PictureKind; url: string }[]> {
  const { db } = server.services;
  const of = (kind: PictureKind, rows: { url: string | null }[]) =>
    rows.flatMap((row) => (row.url ? [{ kind, url: row.url }] : []));
  const pages = await db.select({ content: landingPages.content }).from(landingPages);
  return [
    ...of('promoBanner', await db.select({ url: banners.imageUrl }).from(banners)),
    ...of('popup', await db.select({ url: popups.imageUrl }).from(popups)),
    ...of('promotion', await db.select({ url: promotions.imageUrl }).from(promotions)),
    ...of('event', await db.select({ url: events.imageUrl }).from(events)),
    ...of('post', await db.select({ url: posts.imageUrl }).from(posts)),
    ...of(
      'landingPage',
      pages.map((page) => ({
        url: (page.content as { banner_image?: string | null }).banner_image ?? null,
      })),
    ),
  ];
}

describe('demo pictures fit the crops the screens show them in (issue 27)', () => {
  it('makes every seeded picture at the size of its kind, with the safe area of its crops', async () => {
    const pictures = await seededPictures();
    expect(new Set(pictures.map((picture) => picture.kind)).size).toBe(
      Object.keys(pictureFrames).length,
    );
    for (const { kind, url } of pictures) {
      const frame = pictureFrames[kind];
      const safe = safeArea(frame);
      const parsed = new URL(url, 'http://demo.invalid');
      expect(parsed.pathname, url).toMatch(
        new RegExp(`^/demo-media/${frame.width}x${frame.height}/`),
      );
      const [safeWidth, safeHeight] = (
        parsed.searchParams.get('safe') ?? `${frame.width}x${frame.height}`
      )
        .split('x')
        .map(Number);
      expect(safeWidth, url).toBe(Math.floor(safe.width));
      expect(safeHeight, url).toBe(Math.floor(safe.height));
    }
  });

  it('draws every word of each seeded caption inside every crop of its kind', async () => {
    for (const { kind, url } of await seededPictures()) {
      const frame = pictureFrames[kind];
      const caption = new URL(url, 'http://demo.invalid').searchParams.get('text') ?? '';
      const { lines, fontSize } = fitCaption(caption, safeArea(frame));
      expect(lines.join(' '), url).toBe(caption.split(/\s+/).filter(Boolean).join(' '));
      // The text block, centred on the picture, at a wide glyph estimate (0.66 em a character).
      const textWidth = Math.max(...lines.map((line) => line.length)) * fontSize * 0.66;
      const textHeight = lines.length * fontSize * 1.2;
      for (const crop of frame.crops) {
        const shown = coverCrop(frame, pictureCrops[crop]);
        expect(textWidth, `${url} in ${crop}`).toBeLessThanOrEqual(shown.width * 0.9);
        expect(textHeight, `${url} in ${crop}`).toBeLessThanOrEqual(shown.height * 0.9);
      }
    }
  });

  it('fits a long caption by wrapping and shrinking, never by dropping words', () => {
    const caption = 'Telekomunikasi dan Menara: Konsolidasi Operator Mengubah Peta Persaingan';
    const { lines, fontSize } = fitCaption(caption, { width: 900, height: 675 });
    expect(lines.join(' ')).toBe(caption);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(Math.max(...lines.map((line) => line.length)) * fontSize * 0.66).toBeLessThanOrEqual(
      900 * 0.84,
    );
  });

  it('serves the card with its caption fitted into the safe area', async () => {
    const response = await fetch(`${server.url}${demoImageUrl('Diskon 25% VIP 1 Tahun', 'post')}`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain('width="1200" height="675"');
    const { lines, fontSize } = fitCaption('Diskon 25% VIP 1 Tahun', { width: 900, height: 675 });
    expect(svg).toContain(`font-size="${fontSize}"`);
    for (const line of lines) expect(svg).toContain(`>${line}</text>`);
  });
});
