/**
 * Image and video addresses for the demo seed, built in one place so that a deployment that serves
 * its own pictures changes one constant. The contract wants absolute http(s) URLs for images
 * (banners, popups, thumbnails), and the reference server serves no image files, so the demo uses a
 * public placeholder-image service that draws the banner's words on a brand-coloured card.
 */

/** The image service the demo pictures come from (placeholder cards with text). */
export const DEMO_MEDIA_BASE_URL = 'https://placehold.co';

/** The product's brand colours for the demo cards (hex without '#', as the image service wants). */
export const DEMO_MEDIA_COLOURS = {
  brand: '0F766E',
  dark: '0F172A',
  gold: 'B45309',
  sky: '0369A1',
  rose: 'BE123C',
} as const;

/** A demo card colour. */
export type DemoMediaColour = keyof typeof DEMO_MEDIA_COLOURS;

/**
 * A demo picture with a caption drawn on it, e.g. a 1200x630 banner reading "Promo VIP".
 * @example demoImageUrl('Promo VIP', 1200, 400, 'gold') // 'https://placehold.co/1200x400/B45309/FFFFFF/png?text=Promo%20VIP'
 */
export function demoImageUrl(
  caption: string,
  width: number,
  height: number,
  colour: DemoMediaColour = 'brand',
): string {
  const background = DEMO_MEDIA_COLOURS[colour];
  return `${DEMO_MEDIA_BASE_URL}/${width}x${height}/${background}/FFFFFF/png?text=${encodeURIComponent(caption)}`;
}

/**
 * A YouTube watch link (spec §9: video links become embeds with autoplay and loop).
 * @example youtubeUrl('aBcDeFgHiJk') // 'https://www.youtube.com/watch?v=aBcDeFgHiJk'
 */
export function youtubeUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/**
 * YouTube's own still for a video, used as a video post's thumbnail.
 * @example youtubeThumbnailUrl('aBcDeFgHiJk') // 'https://i.ytimg.com/vi/aBcDeFgHiJk/hqdefault.jpg'
 */
export function youtubeThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}
