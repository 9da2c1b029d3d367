/**
 * The pictures of the product's content (banners, popups, thumbnails) and the shapes the screens
 * show them in. Spec §3 and §7 give only their addresses (image_url, thumbnail, banner_image), not
 * their sizes, so this is our design, written once: the ui builds its `aspect-*` classes from
 * `pictureCrops` (tailwind.config.ts), and whoever makes the pictures (the content team, the
 * reference server's demo seed) makes each kind at its frame's size, with its text inside the
 * frame's safe area: the part every crop of it shows (issue 27: demo banners lost the ends of
 * their words, "iskon 25% VIP 1 Tahu", to a crop they were not made for).
 */

/** A width-to-height ratio, e.g. [5, 2]. */
export type Ratio = readonly [width: number, height: number];

/**
 * The shapes screens crop pictures to (CSS `object-cover`, centred), by the Tailwind aspect name
 * the ui uses (`aspect-promo-banner`).
 * @example pictureCrops['promo-banner'] // [5, 2]
 */
export const pictureCrops = {
  /** The dashboard's promotion carousel, at every width. */
  'promo-banner': [5, 2],
  /** The popup promotion dialog. */
  popup: [4, 3],
  /** A promotion in the promotion list and on its detail page. */
  promotion: [2, 1],
  /** A landing page's banner on phones (xs, s). */
  landing: [2, 1],
  /** A landing page's banner from m (768 px) up. */
  'landing-wide': [3, 1],
  /** A content card's thumbnail in a list row (phones). */
  thumbnail: [4, 3],
  /** Content cards stacked, content detail, analysis charts and the for-you feed. */
  video: [16, 9],
} as const satisfies Record<string, Ratio>;

/** The name of one crop shape, e.g. 'promo-banner'. */
export type PictureCrop = keyof typeof pictureCrops;

/** A kind of picture: the size it is made at and every crop the screens show it in. */
export interface PictureFrame {
  readonly width: number;
  readonly height: number;
  readonly crops: readonly PictureCrop[];
}

/**
 * Each kind of picture by where it comes from: its size (in the ratio of its main crop, so there it
 * shows whole) and the other crops it meets.
 * @example pictureFrames.promoBanner // { width: 1200, height: 480, crops: ['promo-banner'] }
 */
export const pictureFrames = {
  /** GET promo-banner image_url. */
  promoBanner: { width: 1200, height: 480, crops: ['promo-banner'] },
  /** GET popup-promotion image_url. */
  popup: { width: 800, height: 600, crops: ['popup'] },
  /** A promotion's banner_image; the for-you feed shows promotions too. */
  promotion: { width: 1200, height: 600, crops: ['promotion', 'video'] },
  /** An event's picture, met in the for-you feed. */
  event: { width: 1200, height: 675, crops: ['video'] },
  /** A landing page's banner_image. */
  landingPage: { width: 1200, height: 600, crops: ['landing', 'landing-wide'] },
  /** A post's thumbnail (analysis, education, charts, for-you): whole in 16:9, 4:3 in list rows. */
  post: { width: 1200, height: 675, crops: ['video', 'thumbnail'] },
} as const satisfies Record<string, PictureFrame>;

/** A kind of picture, e.g. 'promoBanner'. */
export type PictureKind = keyof typeof pictureFrames;

/** A rectangle in a picture's own pixels. */
export interface PictureRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The part of a picture that a box of the given ratio shows with `object-fit: cover` centred: the
 * full height and the middle of the width when the box is narrower, else the reverse.
 * @example coverCrop({ width: 1200, height: 400 }, [5, 2]) // { x: 100, y: 0, width: 1000, height: 400 }
 */
export function coverCrop(
  picture: { readonly width: number; readonly height: number },
  ratio: Ratio,
): PictureRect {
  const wanted = ratio[0] / ratio[1];
  const width = Math.min(picture.width, picture.height * wanted);
  const height = Math.min(picture.height, picture.width / wanted);
  return { x: (picture.width - width) / 2, y: (picture.height - height) / 2, width, height };
}

/**
 * The part of a frame that every one of its crops shows, where its text belongs.
 * @example safeArea(pictureFrames.post) // { x: 150, y: 0, width: 900, height: 675 }
 */
export function safeArea(frame: PictureFrame): PictureRect {
  const crops = frame.crops.map((crop) => coverCrop(frame, pictureCrops[crop]));
  const width = Math.min(frame.width, ...crops.map((crop) => crop.width));
  const height = Math.min(frame.height, ...crops.map((crop) => crop.height));
  return { x: (frame.width - width) / 2, y: (frame.height - height) / 2, width, height };
}

/**
 * A ratio as CSS writes it, for `aspect-ratio`.
 * @example cssAspectRatio([5, 2]) // '5 / 2'
 */
export function cssAspectRatio(ratio: Ratio): string {
  return `${ratio[0]} / ${ratio[1]}`;
}
