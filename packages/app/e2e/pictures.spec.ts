import type { Locator } from '@playwright/test';
import { closePopups, expect, test } from './fixtures.ts';

/**
 * For each demo picture among `images`: the box of its caption's text, laid out by this browser
 * from the SVG the reference server draws, against the part of the picture its `<img>` shows
 * (`object-fit: cover`, centred, at the box's rendered size). Answers one line per picture whose
 * caption leaves that part, and how many pictures it measured.
 */
async function captionsCutOff(images: Locator): Promise<{ measured: number; cut: string[] }> {
  return images.evaluateAll(async (elements) => {
    const cut: string[] = [];
    let measured = 0;
    for (const element of elements) {
      const image = element as HTMLImageElement;
      if (!new URL(image.src).pathname.startsWith('/demo-media/')) continue;
      const style = getComputedStyle(image);
      const svg = new DOMParser().parseFromString(
        await (await fetch(image.src)).text(),
        'image/svg+xml',
      ).documentElement;
      const width = Number(svg.getAttribute('width'));
      const height = Number(svg.getAttribute('height'));
      // Laid out off screen in this page, with the fonts the <img> draws it with.
      const holder = document.createElement('div');
      holder.style.cssText = 'position:fixed;left:-20000px;top:0';
      holder.append(document.importNode(svg, true));
      document.body.append(holder);
      const text = holder.querySelector('g')?.getBBox();
      holder.remove();
      if (!text) throw new Error(`no caption in ${image.src}`);
      const box = { width: image.clientWidth, height: image.clientHeight };
      const scale =
        style.objectFit === 'cover'
          ? Math.max(box.width / width, box.height / height)
          : Math.min(box.width / width, box.height / height);
      const shownWidth = Math.min(width, box.width / scale);
      const shownHeight = Math.min(height, box.height / scale);
      const left = (width - shownWidth) / 2;
      const top = (height - shownHeight) / 2;
      measured += 1;
      if (
        text.x < left ||
        text.y < top ||
        text.x + text.width > left + shownWidth ||
        text.y + text.height > top + shownHeight
      ) {
        const caption = svg.getAttribute('aria-label');
        cut.push(
          `"${caption}" spans x ${Math.round(text.x)}-${Math.round(text.x + text.width)}, y ${Math.round(text.y)}-${Math.round(text.y + text.height)} of ${width}x${height}; a ${box.width}x${box.height} box shows x ${Math.round(left)}-${Math.round(left + shownWidth)}, y ${Math.round(top)}-${Math.round(top + shownHeight)}`,
        );
      }
    }
    return { measured, cut };
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`demo pictures at ${viewport.width}×${viewport.height} (issue 27)`, () => {
    test.use({ viewport });

    test('the dashboard’s popup, promotion banners and feed show their whole captions', async ({
      page,
      loginAs,
    }) => {
      await loginAs('vip', '/dashboard');
      const popup = page.getByRole('dialog');
      await expect(popup).toBeVisible();
      const popupPictures = await captionsCutOff(popup.locator('img'));
      expect(popupPictures.measured).toBe(1);
      expect(popupPictures.cut).toEqual([]);
      await closePopups(page);

      const carousel = page.getByRole('region', { name: 'Promo' });
      await expect(carousel.getByRole('img').first()).toBeVisible();
      const banners = await captionsCutOff(carousel.locator('img'));
      expect(banners.measured).toBeGreaterThanOrEqual(3);
      expect(banners.cut).toEqual([]);

      const forYou = page.getByRole('region', { name: 'Untuk Anda' });
      await expect(forYou.locator('img').first()).toBeAttached();
      const feed = await captionsCutOff(forYou.locator('img'));
      expect(feed.measured).toBeGreaterThan(0);
      expect(feed.cut).toEqual([]);
    });

    test('the analysis list’s thumbnails show their whole captions', async ({ page, loginAs }) => {
      await loginAs('vip', '/update');
      const thumbnails = page.locator('[data-slot="content-card-thumbnail"] img');
      await expect(thumbnails.first()).toBeVisible();
      const result = await captionsCutOff(thumbnails);
      expect(result.measured).toBeGreaterThanOrEqual(3);
      expect(result.cut).toEqual([]);
    });
  });
}
