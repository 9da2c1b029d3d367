import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import XIcon from 'lucide-react/icons/x';
import type * as React from 'react';
import { useRef, useSyncExternalStore } from 'react';
import { cn } from '../lib/cn.ts';
import { IconButton } from './icon-button.tsx';

/**
 * A modal dialog (Radix): it traps focus, closes on Escape and on the overlay, and returns focus to
 * what opened it, a DialogTrigger or any other control (see DialogContent). Keeps Radix's
 * `open`/`defaultOpen`/`onOpenChange`. Every dialog needs a DialogTitle and a DialogDescription.
 * @example
 * <Dialog>
 *   <DialogTrigger asChild><Button>Upgrade</Button></DialogTrigger>
 *   <DialogContent>
 *     <DialogHeader>
 *       <DialogTitle>Upgrade ke VIP</DialogTitle>
 *       <DialogDescription>Buka semua trading ideas dan analisis.</DialogDescription>
 *     </DialogHeader>
 *     <DialogFooter><DialogClose asChild><Button variant="outline">Nanti saja</Button></DialogClose></DialogFooter>
 *   </DialogContent>
 * </Dialog>
 */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

/**
 * The control that opens the dialog; use `asChild` to make one of our buttons the trigger.
 * @example <DialogTrigger asChild><Button>Lihat syarat</Button></DialogTrigger>
 */
export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

const subscribeNever = () => () => undefined;
const documentBody = () => document.body;
const noBody = () => null;

/**
 * document.body once the page is the browser's own: null while the server renders or React adopts
 * the server's HTML (a portal there would differ from that HTML), the body in every other render.
 */
function useDocumentBody(): HTMLElement | null {
  return useSyncExternalStore(subscribeNever, documentBody, noBody);
}

/**
 * Renders the dialog into document.body (DialogContent already uses it).
 * The body is handed to Radix's portal at once: left to itself, the portal renders nothing until a
 * layout effect has run and then renders the whole dialog again, synchronously, inside the commit
 * of the render that opened it. Given its container, the dialog renders with that render, which
 * React can split when it is a transition (issue 5: the dashboard's popup opening was its longest
 * task, about a third of it this second render).
 * @example <DialogPortal container={frame}>…</DialogPortal>
 */
export function DialogPortal({
  container,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  const body = useDocumentBody();
  return <DialogPrimitive.Portal container={container ?? body ?? undefined} {...props} />;
}

/**
 * A control that closes the dialog.
 * @example <DialogClose asChild><Button variant="outline">Batal</Button></DialogClose>
 */
export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/**
 * The dimmed backdrop behind the dialog (DialogContent already renders it).
 * @example <DialogOverlay className="backdrop-blur-sm" />
 */
export function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'bg-overlay fixed inset-0 z-50',
        // Only when the member allows motion: with reduced motion there is no entrance at all (a
        // 1 ms one still began at opacity 0 and stayed there until the next frame, which a busy
        // phone, or test machine, could hold back while the dialog already took taps).
        'motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Where and how the dialog sits. `dialog` is centred; `sheet` is a bottom sheet on phones (thumb
 * reach, the product is mobile first) and becomes a centred dialog from the m breakpoint up.
 * @example <div role="dialog" className={dialogContentVariants({ variant: 'sheet' })}>…</div>
 */
export const dialogContentVariants = cva(
  // pointer-events-auto: Radix sets pointer-events: none on <body> in an effect, and gives the
  // content its own `auto` one render later. Between the two (a task apart on a busy phone) the
  // open dialog inherited `none` and swallowed a quick tap. Radix's inline style still wins when
  // a dialog opened above this one must disable it.
  'bg-surface text-surface-foreground shadow-overlay pointer-events-auto fixed z-50 flex flex-col gap-4 outline-none',
  {
    variants: {
      variant: {
        dialog: [
          'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-1/2 overflow-y-auto rounded-2xl p-6',
          'motion-safe:data-[state=closed]:animate-zoom-out motion-safe:data-[state=open]:animate-zoom-in',
        ],
        sheet: [
          'inset-x-0 bottom-0 max-h-[90dvh] overflow-y-auto rounded-t-2xl px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))]',
          'motion-safe:data-[state=closed]:animate-slide-down motion-safe:data-[state=open]:animate-slide-up',
          'm:inset-x-auto m:top-1/2 m:bottom-auto m:left-1/2 m:max-h-[calc(100dvh-2rem)] m:w-[calc(100%-2rem)] m:-translate-1/2 m:rounded-2xl m:p-6',
          'm:motion-safe:data-[state=closed]:animate-zoom-out m:motion-safe:data-[state=open]:animate-zoom-in',
        ],
      },
      size: {
        sm: 'm:max-w-sm',
        md: 'm:max-w-md',
        lg: 'm:max-w-2xl',
      },
    },
    compoundVariants: [
      { variant: 'dialog', size: 'sm', className: 'max-w-sm' },
      { variant: 'dialog', size: 'md', className: 'max-w-md' },
      { variant: 'dialog', size: 'lg', className: 'max-w-2xl' },
    ],
    defaultVariants: { variant: 'dialog', size: 'md' },
  },
);

/** Props of {@link DialogContent}. */
export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Show the X in the corner (on by default; a choice dialog may rely on its own buttons). */
    showCloseButton?: boolean;
    /** The X button's accessible name. */
    closeLabel?: string;
  };

/**
 * The dialog box itself, with overlay and portal. `variant="sheet"` for phone-first sheets.
 * Radix gives focus back on close only to a DialogTrigger; most of our dialogs open from a plain
 * button or a flag, which left focus on <body>. So the content remembers what had focus when it
 * opened and returns there (WAI-ARIA dialog pattern), unless an `onCloseAutoFocus` of the caller
 * prevented that.
 * @example <DialogContent variant="sheet">…</DialogContent>
 */
export function DialogContent({
  className,
  variant,
  size,
  showCloseButton = true,
  closeLabel = 'Tutup',
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: DialogContentProps) {
  const layout = variant ?? 'dialog';
  const opener = useRef<Element | null>(null);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-variant={layout}
        className={cn(dialogContentVariants({ variant, size }), className)}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = opener.current;
          // <body> (nothing had focus) is no place to return to: Radix's trigger is.
          if (
            event.defaultPrevented ||
            !(target instanceof HTMLElement) ||
            target === document.body ||
            !target.isConnected
          )
            return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
        {layout === 'sheet' ? (
          // A grab handle says "this slides"; decorative, phones only.
          <div
            aria-hidden
            className="bg-border m:hidden mx-auto h-1.5 w-10 shrink-0 rounded-full"
          />
        ) : null}
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close asChild>
            <IconButton
              aria-label={closeLabel}
              size="sm"
              className="text-muted-foreground absolute top-3 right-3"
            >
              <XIcon aria-hidden />
            </IconButton>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/**
 * Title and description, stacked.
 * @example <DialogHeader><DialogTitle>…</DialogTitle><DialogDescription>…</DialogDescription></DialogHeader>
 */
export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 pr-8 text-left', className)}
      {...props}
    />
  );
}

/**
 * The dialog's actions: stacked full-width on phones (primary on top), in a row from s up.
 * @example <DialogFooter><Button>Setuju</Button></DialogFooter>
 */
export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        's:flex-row s:justify-end s:[&>*]:w-auto mt-2 flex flex-col-reverse gap-2 [&>*]:w-full',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The dialog's name, read when it opens.
 * @example <DialogTitle>Syarat dan Ketentuan</DialogTitle>
 */
export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-foreground text-lg leading-6 font-bold', className)}
      {...props}
    />
  );
}

/**
 * What the dialog is about, read after its title.
 * @example <DialogDescription>Baca dan setujui untuk melanjutkan.</DialogDescription>
 */
export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}
