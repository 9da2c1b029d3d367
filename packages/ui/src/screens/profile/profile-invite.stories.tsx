import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inviteUrl } from './profile.fixtures.ts';
import { InviteSection } from './profile-invite.tsx';

const meta = {
  title: 'Components/Parts/Profile/InviteSection',
  component: InviteSection,
  args: {
    url: inviteUrl,
    text: 'Yuk belajar saham bareng di Saham!',
    referralCode: 'RINA2026',
    onShare: fn(),
    onCopy: fn(),
    copied: false,
  },
} satisfies Meta<typeof InviteSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2 invite friend: the link to copy and the share buttons, each a named link. */
export const Invite: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tautan undangan' })).toHaveValue(inviteUrl);
    await userEvent.click(canvas.getByRole('button', { name: 'Salin tautan' }));
    await expect(args.onCopy).toHaveBeenCalledWith(inviteUrl);
    const whatsapp = canvas.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(inviteUrl)),
    );
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** After a copy the button says so, and a screen reader hears it once. */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tersalin' })).toBeVisible();
    await expect(canvas.getByText('Tautan undangan sudah disalin.')).toBeInTheDocument();
  },
};

export const WithoutReferralCode: Story = { args: { referralCode: undefined } };
