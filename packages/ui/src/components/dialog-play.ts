import { expect, screen, userEvent, waitFor } from 'storybook/test';

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
