import { NARROW_SCREEN_MAX_WIDTH } from '@saham/domain/constants';
import { cutForNarrowScreen } from '@saham/domain/text';
import type * as React from 'react';

/** Props of {@link NarrowText}. */
export type NarrowTextProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The whole text; on a narrow screen it is cut by the spec §9 rule. */
  children: string;
};

/**
 * Spec §9: on screens 812 px wide or less, text over 18 characters shows as its first 17 and an
 * ellipsis. The cut comes from the domain rule; CSS (the `narrow:` variant, built from the same
 * constant) picks which version shows, so there is no resize listener and no layout jump. Screen
 * readers always get the whole text, and a mouse user finds it in the tooltip.
 * @example <NarrowText>Bank Rakyat Indonesia</NarrowText>
 */
export function NarrowText({ className, children, title, ...props }: NarrowTextProps) {
  const cut = cutForNarrowScreen(children, NARROW_SCREEN_MAX_WIDTH);
  if (cut === children) {
    return (
      <span data-slot="narrow-text" className={className} title={title} {...props}>
        {children}
      </span>
    );
  }
  return (
    <span
      data-slot="narrow-text"
      data-cut
      className={className}
      title={title ?? children}
      {...props}
    >
      <span aria-hidden className="narrow:inline hidden">
        {cut}
      </span>
      <span className="narrow:sr-only">{children}</span>
    </span>
  );
}
