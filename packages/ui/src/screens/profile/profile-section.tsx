import type * as React from 'react';
import { useId } from 'react';
import { Card } from '../../components/card.tsx';
import { cn } from '../../lib/cn.ts';

/** A section of the profile: a card with its h2. */
export function ProfileSection({
  title,
  icon,
  action,
  className,
  children,
}: {
  title: string;
  icon: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Card asChild className={cn('gap-4', className)}>
      <section aria-labelledby={headingId}>
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="bg-secondary text-secondary-foreground flex size-9 shrink-0 items-center justify-center rounded-lg [&_svg]:size-5"
          >
            {icon}
          </span>
          <h2 id={headingId} className="flex-1 text-lg font-bold">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}
