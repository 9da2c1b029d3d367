import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The size of an avatar circle.
 * @example <span className={avatarVariants({ size: 'lg' })}>BS</span>
 */
export const avatarVariants = cva(
  'bg-secondary text-secondary-foreground relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-bold select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-14 text-lg',
        xl: 'size-20 text-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/**
 * Up to two initials of a name: the first letters of its first and last words.
 * @example initialsOf('Budi Santoso Wijaya') // 'BW'
 * @example initialsOf('  ') // ''
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toLocaleUpperCase('id-ID');
}

/** Props of {@link Avatar}. */
export type AvatarProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** Whose picture it is; gives the initials and the accessible name. */
    name: string;
    /** The photo. Missing or failing to load, the initials show instead. */
    src?: string | null;
    /** The accessible name; pass '' when the name is written right beside the avatar. */
    alt?: string;
  };

/**
 * A member's or analyst's picture, falling back to initials when there is no photo or it fails.
 * @example <Avatar name="Budi Santoso" src={member.photo} />
 */
export function Avatar({ className, size, name, src, alt = name, ...props }: AvatarProps) {
  // Remember which src failed, so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const decorative = alt === '';
  return (
    <span
      data-slot="avatar"
      data-size={size ?? 'md'}
      data-fallback={showImage ? undefined : true}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {showImage && src ? (
        <img
          src={src}
          alt={alt}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span
          role={decorative ? undefined : 'img'}
          aria-label={decorative ? undefined : alt}
          aria-hidden={decorative || undefined}
        >
          {initialsOf(name) || '?'}
        </span>
      )}
    </span>
  );
}
