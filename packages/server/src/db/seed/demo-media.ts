import { pictureFrames, safeArea, type PictureKind } from '@saham/domain/picture-frames';
import { DEMO_MEDIA_COLOURS, type DemoMediaColour } from '../../http/demo-media.ts';

/**
 * Image and video addresses for the demo seed, built in one place so that a deployment that serves
 * its own pictures changes one function. Pictures are root-relative paths to the server's own demo
 * cards (http/demo-media.ts), resolved on the app's origin: no demo image comes from another host.
 */

export { DEMO_MEDIA_COLOURS, type DemoMediaColour };

/**
 * A demo picture of one kind (domain picture-frames): made at the kind's size, its caption fitted
 * into the part every screen's crop of it shows, e.g. a 1200x480 promotion banner reading
 * "Promo VIP".
 * @example demoImageUrl('Promo VIP', 'promoBanner', 'gold') // '/demo-media/1200x480/gold.svg?text=Promo%20VIP'
 * @example demoImageUrl('BBRI', 'post') // '/demo-media/1200x675/brand.svg?safe=900x675&text=BBRI'
 */
export function demoImageUrl(
  caption: string,
  kind: PictureKind,
  colour: DemoMediaColour = 'brand',
): string {
  const frame = pictureFrames[kind];
  const safe = safeArea(frame);
  const whole = safe.width === frame.width && safe.height === frame.height;
  const safeQuery = whole ? '' : `safe=${Math.floor(safe.width)}x${Math.floor(safe.height)}&`;
  return `/demo-media/${frame.width}x${frame.height}/${colour}.svg?${safeQuery}text=${encodeURIComponent(caption)}`;
}

/**
 * A YouTube watch link (spec §9: video links become embeds with autoplay and loop).
 * @example youtubeUrl('aBcDeFgHiJk') // 'https://www.youtube.com/watch?v=aBcDeFgHiJk'
 */
export function youtubeUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
