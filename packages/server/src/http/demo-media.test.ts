import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { demoImageUrl } from '../db/seed/demo-media.ts';
import { logInDemo } from '../testing/demo-sessions.ts';

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
      `${server.url}${demoImageUrl('Promo <VIP> & Teman', 1200, 400, 'gold')}`,
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
