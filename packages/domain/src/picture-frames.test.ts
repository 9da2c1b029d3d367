import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coverCrop,
  cssAspectRatio,
  pictureCrops,
  pictureFrames,
  safeArea,
  type PictureRect,
  type Ratio,
} from './picture-frames.ts';

function inside(inner: PictureRect, outer: PictureRect): boolean {
  const slack = 1e-6;
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

const ratio = fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }));
const picture = fc.record({
  width: fc.integer({ min: 1, max: 4000 }),
  height: fc.integer({ min: 1, max: 4000 }),
});

describe('object-cover crops', () => {
  it('shows the middle of the width when the box is narrower than the picture', () => {
    // Issue 27: a 3:1 demo banner in the dashboard's 5:2 carousel lost 100 px on each side.
    expect(coverCrop({ width: 1200, height: 400 }, [5, 2])).toEqual({
      x: 100,
      y: 0,
      width: 1000,
      height: 400,
    });
  });

  it('shows the middle of the height when the box is wider', () => {
    expect(coverCrop({ width: 1200, height: 600 }, [3, 1])).toEqual({
      x: 0,
      y: 100,
      width: 1200,
      height: 400,
    });
  });

  it('is always a centred part of the picture in the ratio of the box', () => {
    fc.assert(
      fc.property(picture, ratio, (size, shape: Ratio) => {
        const crop = coverCrop(size, shape);
        expect(inside(crop, { x: 0, y: 0, ...size })).toBe(true);
        expect(crop.width / crop.height).toBeCloseTo(shape[0] / shape[1], 6);
        expect(crop.x * 2 + crop.width).toBeCloseTo(size.width, 6);
        expect(crop.y * 2 + crop.height).toBeCloseTo(size.height, 6);
        // Cover fills the box: one side of the picture is shown whole.
        expect(crop.width === size.width || crop.height === size.height).toBe(true);
      }),
    );
  });
});

describe('picture frames', () => {
  it('makes each kind in the ratio of its main crop, so there it shows whole', () => {
    for (const frame of Object.values(pictureFrames)) {
      const [main] = frame.crops;
      expect(coverCrop(frame, pictureCrops[main])).toEqual({
        x: 0,
        y: 0,
        width: frame.width,
        height: frame.height,
      });
    }
  });

  it('keeps the safe area inside every crop of the frame', () => {
    for (const frame of Object.values(pictureFrames)) {
      const safe = safeArea(frame);
      for (const crop of frame.crops) {
        expect(inside(safe, coverCrop(frame, pictureCrops[crop]))).toBe(true);
      }
    }
  });

  it('gives a post thumbnail the 4:3 middle of its 16:9 picture', () => {
    expect(safeArea(pictureFrames.post)).toEqual({ x: 150, y: 0, width: 900, height: 675 });
    expect(safeArea(pictureFrames.landingPage)).toEqual({ x: 0, y: 100, width: 1200, height: 400 });
    expect(safeArea(pictureFrames.promoBanner)).toEqual({ x: 0, y: 0, width: 1200, height: 480 });
  });

  it('is, for any crops, the largest centred rectangle inside all of them', () => {
    const names = Object.keys(pictureCrops) as (keyof typeof pictureCrops)[];
    fc.assert(
      fc.property(
        picture,
        fc.uniqueArray(fc.constantFrom(...names), { minLength: 1 }),
        (size, crops) => {
          const frame = { ...size, crops };
          const safe = safeArea(frame);
          const shown = crops.map((crop) => coverCrop(size, pictureCrops[crop]));
          for (const crop of shown) expect(inside(safe, crop)).toBe(true);
          expect(safe.width).toBeCloseTo(Math.min(...shown.map((crop) => crop.width)), 6);
          expect(safe.height).toBeCloseTo(Math.min(...shown.map((crop) => crop.height)), 6);
        },
      ),
    );
  });

  it('writes a ratio as CSS aspect-ratio does', () => {
    expect(cssAspectRatio([16, 9])).toBe('16 / 9');
  });
});
