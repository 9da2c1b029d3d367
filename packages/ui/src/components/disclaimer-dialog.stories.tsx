import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from './button.tsx';
import { openedFromAButtonStory, playDialogTrapsFocusAndClosesOnEscape } from './dialog-play.ts';
import { DisclaimerDialog } from './disclaimer-dialog.tsx';

const meta = {
  title: 'Components/Dialogs/DisclaimerDialog',
  component: DisclaimerDialog,
  args: {
    trigger: <Button variant="outline">Disclaimer</Button>,
    onAccept: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof DisclaimerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await playDialogTrapsFocusAndClosesOnEscape({
      trigger: canvas.getByRole('button', { name: 'Disclaimer' }),
      name: 'Disclaimer',
    });
  },
};

export const DialogOpen: Story = { args: { defaultOpen: true } };

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
};

export const Accept: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer' });
    await expect(dialog).toHaveTextContent('bukan ajakan');
    await userEvent.click(screen.getByRole('button', { name: 'Saya mengerti' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ReadOnly: Story = { args: { defaultOpen: true, onAccept: undefined } };

/** Opened by state from a plain button (the legal notice's), not a DialogTrigger: closing gives focus back to it. */
export const OpenedFromAButton: Story = openedFromAButtonStory(DisclaimerDialog, {
  opener: 'Disclaimer',
  name: 'Disclaimer',
  closeWith: 'Saya mengerti',
});
