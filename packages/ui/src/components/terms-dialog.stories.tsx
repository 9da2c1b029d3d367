import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import { openedFromAButtonStory, playDialogTrapsFocusAndClosesOnEscape } from './dialog-play.ts';
import { TermsDialog } from './terms-dialog.tsx';

const meta = {
  title: 'Components/Dialogs/TermsDialog',
  component: TermsDialog,
  args: {
    trigger: <Button variant="outline">Syarat & Ketentuan</Button>,
    onAccept: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof TermsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, keeps focus inside, closes on Escape and returns focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await playDialogTrapsFocusAndClosesOnEscape({
      trigger: canvas.getByRole('button', { name: 'Syarat & Ketentuan' }),
      name: 'Syarat dan Ketentuan',
    });
  },
};

/** Spec §4: after a login the terms open by themselves. */
export const DialogOpen: Story = { args: { defaultOpen: true } };

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
};

/** Accepting calls onAccept and closes the dialog, so the app can open the disclaimer. */
export const Accept: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Syarat dan Ketentuan' });
    await expect(dialog).toHaveTextContent('Keanggotaan VIP');
    await userEvent.click(screen.getByRole('button', { name: 'Saya setuju' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Read again from the profile: no acceptance, only a close button. */
export const ReadOnly: Story = {
  args: { defaultOpen: true, onAccept: undefined },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Syarat dan Ketentuan' });
    await expect(screen.queryByRole('button', { name: 'Saya setuju' })).not.toBeInTheDocument();
    // The X in the corner and the footer button both close.
    await expect(screen.getAllByRole('button', { name: 'Tutup' })).toHaveLength(2);
  },
};

/** The legal team's own text replaces the default. */
export const CustomText: Story = {
  args: {
    defaultOpen: true,
    children: (
      <>
        <h3>Ketentuan khusus promo</h3>
        <p>Promo berlaku untuk pembelian paket VIP 12 bulan hingga 31 Desember 2026.</p>
      </>
    ),
  },
};

/** Opened by state from a plain button (the legal notice's), not a DialogTrigger: closing gives focus back to it. */
export const OpenedFromAButton: Story = openedFromAButtonStory(TermsDialog, {
  opener: 'Syarat & Ketentuan',
  name: 'Syarat dan Ketentuan',
  closeWith: 'Saya setuju',
});
