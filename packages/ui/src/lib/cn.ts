import { pictureCrops } from '@saham/domain/picture-frames';
import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// tailwind-merge already reads any `bg-*`/`text-*`/`shadow-*` name as a colour or shadow, so our
// semantic roles need no listing; only the motion tokens of tailwind.config.ts are non-numeric
// names it cannot guess, and without them `duration-fast duration-slow` would keep both. The same
// holds for the picture shapes (`aspect-promo-banner`).
const twMerge = extendTailwindMerge({
  extend: {
    classGroups: {
      duration: [{ duration: ['fast', 'normal', 'slow'] }],
      ease: [{ ease: ['standard', 'enter', 'exit'] }],
      aspect: [{ aspect: Object.keys(pictureCrops) }],
    },
  },
});

/**
 * Joins class names (clsx) and lets later Tailwind classes win over earlier ones (tailwind-merge),
 * so a caller's `className` overrides a component's defaults.
 * @example cn('px-4 text-sm', isActive && 'bg-primary', 'px-2') // 'text-sm bg-primary px-2'
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's lookup tables now rather than in the first `cn` call, which builds
 * them from the whole Tailwind class list before it can answer (17-21 ms on this project's
 * machines, about four times that on a mid-range phone). An app calls it when its main thread
 * is idle before its first render, e.g. while that render waits for the network; later calls
 * cost nothing.
 * @example setTimeout(prepareClassMerge, 0)
 */
export function prepareClassMerge(): void {
  twMerge('');
}
