import { DEMO_MEDIA_COLOURS, type DemoMediaColour } from '../../http/demo-media.ts';

/**
 * Image and video addresses for the demo seed, built in one place so that a deployment that serves
 * its own pictures changes one function. Pictures are root-relative paths to the server's own demo
 * cards (http/demo-media.ts), resolved on the app's origin: no demo image comes from another host.
 */

export { DEMO_MEDIA_COLOURS, type DemoMediaColour };

/**
 * A demo picture with a caption drawn on it, e.g. a 1200x400 banner reading "Promo VIP".
 * @example demoImageUrl('Promo VIP', 1200, 400, 'gold') // '/demo-media/1200x400/gold.svg?text=Promo%20VIP'
 */
export function demoImageUrl(
  caption: string,
  width: number,
  height: number,
  colour: DemoMediaColour = 'brand',
): string {
  return `/demo-media/${width}x${height}/${colour}.svg?text=${encodeURIComponent(caption)}`;
}

/**
 * A YouTube watch link (spec §9: video links become embeds with autoplay and loop).
 * @example youtubeUrl('aBcDeFgHiJk') // 'https://www.youtube.com/watch?v=aBcDeFgHiJk'
 */
export function youtubeUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
