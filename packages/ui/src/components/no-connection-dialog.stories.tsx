import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from './button.tsx';
import { openedFromAButtonStory, playDialogTrapsFocusAndClosesOnEscape } from './dialog-play.ts';
import { NoConnectionDialog } from './no-connection-dialog.tsx';

const meta = {
  title: 'Components/Dialogs/NoConnectionDialog',
  component: NoConnectionDialog,
  args: {
    trigger: <Button variant="outline">Muat ulang</Button>,
    onRetry: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof NoConnectionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await playDialogTrapsFocusAndClosesOnEscape({
      trigger: canvas.getByRole('button', { name: 'Muat ulang' }),
      name: 'Tidak ada koneksi internet',
    });
  },
};

export const DialogOpen: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Tidak ada koneksi internet' });
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // Retrying keeps the alert up; the app closes it once a request gets through.
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const Retrying: Story = {
  args: { defaultOpen: true, trigger: undefined, retrying: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Tidak ada koneksi internet' });
    await expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true, trigger: undefined },
  globals: { viewport: { value: 'mobile' } },
};

/** Opened by state (the app's offline flag), not a DialogTrigger: closing gives focus back to what had it. */
export const OpenedFromAButton: Story = openedFromAButtonStory(NoConnectionDialog, {
  opener: 'Muat ulang',
  name: 'Tidak ada koneksi internet',
  closeWith: 'Tutup',
});
