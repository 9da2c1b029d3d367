import { cva, type VariantProps } from 'class-variance-authority';
import StarIcon from 'lucide-react/icons/star';
import type * as React from 'react';
import { useId, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';

/** The scale of a Tanya Saham answer's rating (domain api/tanya-saham: rating 1 to 5). */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** One of the five ratings. */
export type RatingValue = (typeof RATING_VALUES)[number];

/**
 * What each star says to a screen reader and in its tooltip: the number first, so a member who
 * hears "4 bintang" knows the scale, then the plain meaning. The spec shows no wording (§2 ratings).
 */
export const ratingLabels: Record<RatingValue, string> = {
  1: '1 bintang, sangat tidak puas',
  2: '2 bintang, tidak puas',
  3: '3 bintang, cukup',
  4: '4 bintang, puas',
  5: '5 bintang, sangat puas',
};

/**
 * Stars shown, not chosen: a given rating, read to screen readers as its number of five (the
 * answered question's rating and the history's).
 * @example <RatingStars value={4} />
 */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${value} dari 5 bintang`}
    >
      {RATING_VALUES.map((star) => (
        <StarIcon
          key={star}
          aria-hidden
          className={cn('size-5', star <= value ? 'text-vip fill-current' : 'text-border')}
        />
      ))}
    </span>
  );
}

/**
 * The size of each star's hit area; both are at least 40 px, a comfortable thumb target.
 * @example <span className={ratingStarVariants({ size: 'lg' })}>…</span>
 */
export const ratingStarVariants = cva(
  [
    'text-muted-foreground relative inline-flex cursor-pointer items-center justify-center rounded-lg',
    'duration-fast ease-standard transition-[color,transform]',
    'has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-background has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2',
    'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
    'data-[lit=true]:text-vip [&_svg]:duration-fast [&_svg]:transition-[fill] data-[lit=true]:[&_svg]:fill-current',
    'motion-safe:active:scale-90',
  ],
  {
    variants: {
      size: {
        md: 'size-10 [&_svg]:size-7',
        lg: 'size-12 [&_svg]:size-9',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Props of {@link RatingInput}. */
export type RatingInputProps = Omit<
  React.ComponentProps<'fieldset'>,
  'defaultValue' | 'onChange' | 'children'
> &
  VariantProps<typeof ratingStarVariants> & {
    /** Names the group ('Beri nilai jawaban analis'). */
    label: React.ReactNode;
    /** Keep the label for screen readers only, when a heading nearby already says it. */
    hideLabel?: boolean;
    /** The chosen rating when controlled; `null` for none yet. */
    value?: RatingValue | null;
    /** The first rating when uncontrolled. */
    defaultValue?: RatingValue | null;
    /** Called with the rating the member chose, by pointer or keyboard. */
    onRate?: (value: RatingValue) => void;
    /** The radios' form name; a unique one is made if absent. */
    name?: string;
  };

/**
 * One to five stars, as a native radio group: Tab reaches it, the arrow keys move and choose, and
 * each star has a name ('4 bintang, puas'), so it works without a pointer or sight.
 * @example <RatingInput label="Beri nilai jawaban analis" onRate={(value) => sendRating(ticket.id, value)} />
 */
export function RatingInput({
  label,
  hideLabel = false,
  value,
  defaultValue = null,
  onRate,
  name,
  size,
  disabled,
  className,
  ...props
}: RatingInputProps) {
  const generatedName = useId();
  const [selected, setSelected] = useControllableState<RatingValue | null>({
    value,
    defaultValue,
    onChange: (next) => {
      if (next !== null) onRate?.(next);
    },
  });
  const [previewed, setPreviewed] = useState<RatingValue | null>(null);
  const shown = previewed ?? selected ?? 0;

  return (
    <fieldset
      data-slot="rating-input"
      data-value={selected ?? ''}
      disabled={disabled}
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      {...props}
    >
      <legend
        className={cn(hideLabel ? 'sr-only' : 'text-foreground mb-1.5 text-sm font-semibold')}
      >
        {label}
      </legend>
      <div className="flex items-center gap-0.5" onPointerLeave={() => setPreviewed(null)}>
        {RATING_VALUES.map((rating) => (
          <label
            key={rating}
            data-slot="rating-star"
            data-lit={rating <= shown}
            title={ratingLabels[rating]}
            className={ratingStarVariants({ size })}
            onPointerEnter={() => {
              if (!disabled) setPreviewed(rating);
            }}
          >
            <input
              type="radio"
              className="peer sr-only"
              name={name ?? generatedName}
              value={rating}
              checked={selected === rating}
              aria-label={ratingLabels[rating]}
              onChange={() => setSelected(rating)}
            />
            <StarIcon aria-hidden strokeWidth={1.75} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
