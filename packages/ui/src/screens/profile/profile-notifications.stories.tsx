import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { notificationSettings, pushBlockedMessage } from './profile.fixtures.ts';
import { NotificationsSection } from './profile-notifications.tsx';

const meta = {
  title: 'Components/Parts/Profile/NotificationsSection',
  component: NotificationsSection,
  args: {
    status: 'success',
    settings: notificationSettings,
    onSettingChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One switch per category (spec §2, §6); a switch says its new state to the app. */
export const Settings: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Kategori notifikasi' });
    const first = notificationSettings[0];
    if (!first) throw new Error('fixture has no setting');
    const toggle = canvas.getByRole('switch', { name: first.name });
    await expect(list).toContainElement(toggle);
    await userEvent.click(toggle);
    await expect(args.onSettingChange).toHaveBeenCalledWith(first.slug, !first.enabled);
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Coba lagi/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = { args: { settings: [] } };

/** Spec §8 permission-blocked: why push is off, above the switches, which stay usable. */
export const PushBlocked: Story = {
  args: { pushError: pushBlockedMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(pushBlockedMessage)).toBeVisible();
    await expect(canvas.getAllByRole('switch').length).toBe(notificationSettings.length);
  },
};
