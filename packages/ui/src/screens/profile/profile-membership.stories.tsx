import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  freeMembership,
  manySubscriptions,
  upgradeProducts,
  vipMembership,
  vipSubscriptions,
} from './profile.fixtures.ts';
import { MembershipSection } from './profile-membership.tsx';

const meta = {
  title: 'Components/Parts/Profile/MembershipSection',
  component: MembershipSection,
  args: {
    membership: freeMembership,
    subscriptions: [],
    upgradeProducts,
    onUpgrade: fn(),
    upgradeDialog: { open: false, onOpenChange: fn() },
  },
  // The profile owns which dialog is open; local state stands in for it here.
  render: function Render(args) {
    const [open, setOpen] = useState(args.upgradeDialog.open);
    return (
      <MembershipSection
        {...args}
        upgradeDialog={{
          open,
          onOpenChange: (next) => {
            args.upgradeDialog.onOpenChange(next);
            setOpen(next);
          },
        }}
      />
    );
  },
} satisfies Meta<typeof MembershipSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A free member (spec §3 membership status): what VIP opens, and the upgrade dialog whose chosen
 * package goes to onUpgrade. No subscriptions yet.
 */
export const FreeMember: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Anggota Free')).toBeVisible();
    await expect(canvas.getByText('Belum ada langganan')).toBeVisible();
    const upgrade = canvas.getByRole('button', { name: 'Upgrade ke VIP' });
    await userEvent.click(upgrade);
    await expect(args.upgradeDialog.onOpenChange).toHaveBeenLastCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade ke VIP' });
    await expect(dialog).toHaveAccessibleDescription(/Fitur ini khusus anggota VIP/);
    await userEvent.click(within(dialog).getByRole('radio', { name: /VIP 3 Bulan/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade sekarang' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith(upgradeProducts[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(upgrade).toHaveFocus();
  },
};

/** A VIP member: active until the expiry in WIB (spec §9), renewing instead of upgrading. */
export const Vip: Story = {
  args: { membership: vipMembership, subscriptions: vipSubscriptions },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anggota VIP')).toBeVisible();
    await expect(canvas.getByText(/Aktif hingga/)).toHaveTextContent(
      'Aktif hingga 05 Januari 2027',
    );
    await expect(canvas.queryByRole('button', { name: 'Upgrade ke VIP' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Perpanjang VIP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade ke VIP' });
    await expect(dialog).toHaveAccessibleDescription(/Perpanjang keanggotaan VIP Anda/);
  },
};

/** The subscription list: each package's period, status and price in rupiah (spec §9). */
export const Subscriptions: Story = {
  args: { membership: vipMembership, subscriptions: vipSubscriptions },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [active, expired] = items as [HTMLElement, HTMLElement];
    await expect(active).toHaveTextContent('VIP 3 Bulan');
    await expect(active).toHaveTextContent('05 Oktober 2026 – 05 Januari 2027');
    await expect(active).toHaveTextContent('Aktif');
    await expect(active).toHaveTextContent('Rp 499.000');
    await expect(expired).toHaveTextContent('Berakhir');
  },
};

/** VIP without a known expiry just says it is active. */
export const VipWithoutExpiry: Story = {
  args: { membership: { ...vipMembership, expired_at: null }, subscriptions: vipSubscriptions },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aktif', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByText(/Aktif hingga/)).not.toBeInTheDocument();
  },
};

/** Before the membership has loaded the member is shown as free, never as VIP. */
export const MembershipUnknown: Story = {
  args: { membership: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anggota Free')).toBeVisible();
  },
};

/** Long package names and a cancelled one without an end date. */
export const LongContent: Story = {
  args: { membership: vipMembership, subscriptions: manySubscriptions },
  play: async ({ canvas }) => {
    const cancelled = canvas
      .getByText('VIP 12 Bulan Promo Ramadan Spesial Investor Baru')
      .closest('li') as HTMLElement;
    await expect(cancelled).toHaveTextContent('Dibatalkan');
    await expect(cancelled).not.toHaveTextContent('–');
    await expect(cancelled.scrollWidth).toBeLessThanOrEqual(cancelled.clientWidth);
  },
};

/** Spec §4: the profile can open with the upgrade dialog showing. */
export const UpgradeDialogOpen: Story = {
  args: { upgradeDialog: { open: true, onOpenChange: fn() } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade ke VIP' });
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(upgradeProducts.length);
  },
};
