import type * as React from 'react';
import { Fragment, createElement, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';

/** What {@link playDialogTrapsFocusAndClosesOnEscape} needs: the trigger and the dialog's name. */
export interface DialogPlayOptions {
  /** The control that opens the dialog. */
  trigger: HTMLElement;
  /** The dialog's accessible name (its DialogTitle). */
  name: string | RegExp;
}

/**
 * The behaviour every dialog of the product must have, as a story's play function checks it: it
 * opens from its trigger, is named by its title and described, keeps Tab and Shift+Tab inside
 * itself, closes on Escape and gives focus back to the trigger.
 * @example play: async ({ canvas }) => playDialogTrapsFocusAndClosesOnEscape({ trigger: canvas.getByRole('button', { name: 'Syarat & Ketentuan' }), name: 'Syarat dan Ketentuan' })
 */
export async function playDialogTrapsFocusAndClosesOnEscape({
  trigger,
  name,
}: DialogPlayOptions): Promise<void> {
  await userEvent.click(trigger);
  // Dialogs render into document.body, outside the story's canvas.
  const dialog = await screen.findByRole('dialog', { name });
  await expect(dialog).toHaveAccessibleDescription(expect.stringMatching(/\S/));
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

  const stops = dialog.querySelectorAll(
    'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex="0"]',
  ).length;
  // One full round forwards and one backwards: focus never leaves the dialog.
  for (let step = 0; step <= stops; step += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  for (let step = 0; step <= stops; step += 1) {
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}

/** What {@link playDialogReturnsFocusToOpener} needs. */
export interface DialogOpenerPlayOptions {
  /** The plain button (not a DialogTrigger) whose click opens the dialog. */
  opener: HTMLElement;
  /** The dialog's accessible name (its DialogTitle). */
  name: string | RegExp;
  /** The name of a button inside the dialog that closes it (its primary or close button). */
  closeWith: string | RegExp;
}

/**
 * A dialog opened by state from a plain button gives focus back to that button when it closes,
 * by Escape (a keyboard user, opening with Enter) and by its own button (a pointer user): Radix
 * alone returns focus to a DialogTrigger only, and left it on <body>.
 * @example play: async ({ canvas }) => playDialogReturnsFocusToOpener({ opener: canvas.getByRole('button', { name: 'Kirim kode' }), name: 'Terlalu banyak permintaan kode', closeWith: 'Mengerti' })
 */
export async function playDialogReturnsFocusToOpener({
  opener,
  name,
  closeWith,
}: DialogOpenerPlayOptions): Promise<void> {
  opener.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());

  await userEvent.click(opener);
  const again = await screen.findByRole('dialog', { name });
  // The first so named: a footer's 'Tutup' comes before the corner X of the same name.
  const [close] = within(again).getAllByRole('button', { name: closeWith });
  if (!close) throw new Error(`no button named ${String(closeWith)}`);
  await userEvent.click(close);
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
}

/** The props a dialog opened by state shares: Radix's controlled pair and an optional trigger. */
interface StateOpenedDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: React.ReactNode;
}

/**
 * A story's render for a dialog opened the way the app opens most of them: a plain button sets
 * state, no DialogTrigger. `mountedOnlyWhileOpen` renders it only while open, as the root layout
 * does with its lazily loaded app-wide dialogs.
 * @example render: openedFromAButton(TooManyOtpDialog, 'Kirim kode')
 */
export function openedFromAButton<P extends StateOpenedDialogProps>(
  Dialog: React.ComponentType<P>,
  label: string,
  { mountedOnlyWhileOpen = false }: { mountedOnlyWhileOpen?: boolean } = {},
): (args: P) => React.ReactElement {
  function OpenedFromAButton(args: P) {
    const [open, setOpen] = useState(false);
    const dialog = createElement(Dialog, {
      ...args,
      trigger: undefined,
      open,
      onOpenChange: (next: boolean) => {
        args.onOpenChange?.(next);
        setOpen(next);
      },
    });
    return createElement(
      Fragment,
      null,
      createElement(Button, { variant: 'outline', onClick: () => setOpen(true) }, label),
      mountedOnlyWhileOpen && !open ? null : dialog,
    );
  }
  return (args) => createElement(OpenedFromAButton, args);
}

/**
 * A whole story: the dialog opened from a plain button ({@link openedFromAButton}), and a play that
 * proves closing gives focus back to that button ({@link playDialogReturnsFocusToOpener}).
 * @example export const OpenedFromAButton: Story = openedFromAButtonStory(TooManyOtpDialog, { opener: 'Kirim kode', name: 'Terlalu banyak permintaan kode', closeWith: 'Mengerti' });
 */
export function openedFromAButtonStory<P extends StateOpenedDialogProps>(
  Dialog: React.ComponentType<P>,
  {
    opener,
    mountedOnlyWhileOpen,
    ...options
  }: Omit<DialogOpenerPlayOptions, 'opener'> & { opener: string; mountedOnlyWhileOpen?: boolean },
) {
  return {
    render: openedFromAButton(Dialog, opener, { mountedOnlyWhileOpen }),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) =>
      playDialogReturnsFocusToOpener({
        ...options,
        opener: within(canvasElement).getByRole('button', { name: opener }),
      }),
  };
}
