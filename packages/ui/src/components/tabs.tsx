import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * Tabs (Radix): arrow keys move between tabs, and each panel is labelled by its tab.
 * Keeps Radix's `value`/`defaultValue`/`onValueChange`.
 * @example
 * <Tabs defaultValue="latest">
 *   <TabsList aria-label="Trading Ideas">
 *     <TabsTrigger value="latest">Terbaru</TabsTrigger>
 *     <TabsTrigger value="watchlist">Watchlist</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="latest">…</TabsContent>
 *   <TabsContent value="watchlist">…</TabsContent>
 * </Tabs>
 */
export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col', className)} {...props} />
  );
}

/**
 * The look of a tab list: `underline` for a screen's sections, `pill` for a compact switch.
 * Its triggers read the variant from the list (`data-variant`), so they need no prop of their own.
 * @example <div role="tablist" className={tabsListVariants({ variant: 'pill' })}>…</div>
 */
export const tabsListVariants = cva(
  'group/tabs-list flex w-full max-w-full [scrollbar-width:none] items-center overflow-x-auto',
  {
    variants: {
      variant: {
        underline: 'border-border gap-1 border-b',
        pill: 'bg-muted w-fit gap-1 rounded-full p-1',
      },
      width: {
        auto: '',
        full: '[&>*]:flex-1',
      },
    },
    defaultVariants: { variant: 'underline', width: 'auto' },
  },
);

/** Props of {@link TabsList}. */
export type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants>;

/**
 * The row of tabs. Give it an `aria-label` when no heading names the tabs.
 * @example <TabsList variant="pill" aria-label="Kategori">…</TabsList>
 */
export function TabsList({ className, variant, width, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant ?? 'underline'}
      className={cn(tabsListVariants({ variant, width }), className)}
      {...props}
    />
  );
}

/**
 * One tab. Its selected look comes from Radix's `data-state="active"`.
 * @example <TabsTrigger value="analysis">Analisis</TabsTrigger>
 */
export function TabsTrigger({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'text-muted-foreground inline-flex h-10 shrink-0 cursor-pointer items-center justify-center gap-1.5 px-3 text-sm font-semibold whitespace-nowrap',
        'duration-fast ease-standard transition-[color,background-color,border-color,box-shadow]',
        'hover:text-foreground focus-visible:ring-ring outline-none focus-visible:ring-2 focus-visible:ring-inset',
        'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        // underline: a bar under the active tab
        'group-data-[variant=underline]/tabs-list:-mb-px group-data-[variant=underline]/tabs-list:border-b-2 group-data-[variant=underline]/tabs-list:border-transparent',
        'group-data-[variant=underline]/tabs-list:data-[state=active]:border-primary group-data-[variant=underline]/tabs-list:data-[state=active]:text-primary',
        // pill: the active tab is a raised chip
        'group-data-[variant=pill]/tabs-list:h-8 group-data-[variant=pill]/tabs-list:rounded-full',
        'group-data-[variant=pill]/tabs-list:data-[state=active]:bg-card group-data-[variant=pill]/tabs-list:data-[state=active]:text-foreground group-data-[variant=pill]/tabs-list:data-[state=active]:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The panel of one tab; focusable, as the WAI-ARIA tabs pattern expects.
 * @example <TabsContent value="latest"><StockPickList … /></TabsContent>
 */
export function TabsContent({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('focus-visible:ring-ring pt-4 outline-none focus-visible:ring-2', className)}
      {...props}
    />
  );
}
