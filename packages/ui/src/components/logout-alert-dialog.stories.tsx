import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from './button.tsx';
import { openedFromAButtonStory, playDialogTrapsFocusAndClosesOnEscape } from './dialog-play.ts';
import { LogoutAlertDialog } from './logout-alert-dialog.tsx';

const meta = {
  title: 'Components/Dialogs/LogoutAlertDialog',
  component: LogoutAlertDialog,
  args: {
    trigger: <Button variant="outline">Tampilkan peringatan</Button>,
    onLogin: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof LogoutAlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await playDialogTrapsFocusAndClosesOnEscape({
      trigger: canvas.getByRole('button', { name: 'Tampilkan peringatan' }),
      name: 'Sesi Anda telah berakhir',
    });
  },
};

/** Spec §2 alertLogout: the login page opens with the alert showing. */
export const DialogOpen: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Sesi Anda telah berakhir' });
    await userEvent.click(screen.getByRole('button', { name: 'Masuk kembali' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true, trigger: undefined },
  globals: { viewport: { value: 'mobile' } },
};

/** Opened by state (spec §2 alertLogout), not a DialogTrigger: closing gives focus back to what had it. */
export const OpenedFromAButton: Story = openedFromAButtonStory(LogoutAlertDialog, {
  opener: 'Tampilkan peringatan',
  name: 'Sesi Anda telah berakhir',
  closeWith: 'Masuk kembali',
});
