import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from './button.tsx';
import { openedFromAButtonStory, playDialogTrapsFocusAndClosesOnEscape } from './dialog-play.ts';
import { TooManyOtpDialog } from './too-many-otp-dialog.tsx';

const meta = {
  title: 'Components/Dialogs/TooManyOtpDialog',
  component: TooManyOtpDialog,
  args: {
    trigger: <Button variant="outline">Kirim kode</Button>,
    countdown: 287,
    onUseEmail: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof TooManyOtpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await playDialogTrapsFocusAndClosesOnEscape({
      trigger: canvas.getByRole('button', { name: 'Kirim kode' }),
      name: 'Terlalu banyak permintaan kode',
    });
  },
};

/** Spec §8: remaining_second sets the wait; the dialog shows it. */
export const DialogOpen: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terlalu banyak permintaan kode' });
    await expect(dialog).toHaveTextContent('Coba lagi dalam 4:47');
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true, trigger: undefined },
  globals: { viewport: { value: 'mobile' } },
};

/** The member can log in with e-mail instead of waiting. */
export const UseEmailInstead: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Terlalu banyak permintaan kode' });
    await userEvent.click(screen.getByRole('button', { name: 'Masuk dengan email' }));
    await expect(args.onUseEmail).toHaveBeenCalledOnce();
  },
};

/** Without a known wait, no time is shown. */
export const WithoutCountdown: Story = {
  args: { defaultOpen: true, trigger: undefined, countdown: undefined, onUseEmail: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terlalu banyak permintaan kode' });
    await expect(dialog).not.toHaveTextContent('Coba lagi dalam');
  },
};

/** The login page opens it by state from its own 'Kirim kode' (spec §8), not a DialogTrigger: closing gives focus back there. */
export const OpenedFromAButton: Story = openedFromAButtonStory(TooManyOtpDialog, {
  opener: 'Kirim kode',
  name: 'Terlalu banyak permintaan kode',
  closeWith: 'Mengerti',
});
