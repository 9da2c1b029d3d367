import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { InformationDialog } from './live-information-dialog.tsx';

const meta = {
  title: 'Components/Parts/Live/InformationDialog',
  component: InformationDialog,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof InformationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = 'Cara membaca Trading Ideas';

/**
 * Spec §2 "information", as InformationSheet opens it (its code loads on the first open): each
 * signal, entry, target and stop loss, and the disclaimer.
 */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name });
    await expect(dialog).toHaveAccessibleDescription(/sinyal, harga entry, target dan stop loss/);
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    await expect(terms).toEqual(['Buy', 'Hold', 'Sell', 'Entry', 'Target', 'Stop loss']);
    await expect(dialog).toHaveTextContent('bukan ajakan membeli atau menjual');
  },
};

/** A bottom sheet on a phone, within thumb reach. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name });
    await expect(dialog).toHaveAttribute('data-variant', 'sheet');
  },
};

/** 'Mengerti' asks its owner to close it; the owner holds the open state. */
export const Understood: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mengerti' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Escape closes it as well. */
export const Escape: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
