import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { playDialogTrapsFocusAndClosesOnEscape } from '../../components/dialog-play.ts';
import { InformationSheet } from './live-information-sheet.tsx';

const meta = {
  title: 'Components/Parts/Live/InformationSheet',
  component: InformationSheet,
  args: { onOpen: fn() },
} satisfies Meta<typeof InformationSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = 'Cara membaca Trading Ideas';

/**
 * Spec §2 "information": 'Informasi' opens how to read an idea (each signal, entry, target, stop
 * loss, the disclaimer) and reports the opening; 'Mengerti' closes it and focus returns.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Informasi' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name });
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(dialog).toHaveAccessibleDescription(/sinyal, harga entry, target dan stop loss/);
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    await expect(terms).toEqual(['Buy', 'Hold', 'Sell', 'Entry', 'Target', 'Stop loss']);
    await expect(dialog).toHaveTextContent('bukan ajakan membeli atau menjual');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mengerti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Closing is not an opening.
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Every dialog traps focus, closes on Escape and gives focus back. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await playDialogTrapsFocusAndClosesOnEscape({
      trigger: canvas.getByRole('button', { name: 'Informasi' }),
      name,
    });
  },
};

/** A bottom sheet on a phone, within thumb reach. */
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name });
    await expect(dialog).toHaveAttribute('data-variant', 'sheet');
    await waitFor(() =>
      expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );
  },
};

/** Opened from the start (a link to the page with it showing); no opening is reported then. */
export const DialogOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name });
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};
