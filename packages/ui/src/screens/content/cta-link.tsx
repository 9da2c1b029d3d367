import type { VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button, type buttonVariants } from '../../components/button.tsx';

/** Props of {@link CtaLink}. */
export type CtaLinkProps = Pick<VariantProps<typeof buttonVariants>, 'size' | 'width'> & {
  /** A root-relative path in the app or an absolute http(s) URL (domain api/common `link`). */
  href: string;
  children: React.ReactNode;
  onClick?: () => void;
  LinkComponent?: LinkComponentType;
  className?: string;
};

/**
 * A landing page's or promotion's call to action, as a button-looking link: an in-app path goes
 * through the app's router link, another site opens in a new tab without opener or referrer.
 * @example <CtaLink href="/profile" LinkComponent={AppLink}>Upgrade ke VIP</CtaLink>
 */
export function CtaLink({
  href,
  children,
  onClick,
  LinkComponent = 'a',
  size = 'lg',
  width,
  className,
}: CtaLinkProps) {
  const external = /^https?:\/\//i.test(href);
  return (
    <Button asChild size={size} width={width} className={className}>
      {external ? (
        <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
          {children}
          <ExternalLinkIcon aria-hidden />
          <span className="sr-only"> (membuka tab baru)</span>
        </a>
      ) : (
        <LinkComponent href={href} onClick={onClick}>
          {children}
          <ArrowRightIcon aria-hidden />
        </LinkComponent>
      )}
    </Button>
  );
}
