import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import { openedFromAButtonStory, playDialogTrapsFocusAndClosesOnEscape } from './dialog-play.ts';
import { UpgradeVipDialog, type UpgradeProduct } from './upgrade-vip-dialog.tsx';

const products: readonly UpgradeProduct[] = [
  { id: 11, name: 'VIP 1 Bulan', price: 199_000 },
  { id: 12, name: 'VIP 3 Bulan', price: 499_000, note: 'Hemat Rp 98.000' },
  { id: 13, name: 'VIP 12 Bulan', price: 1_599_000, note: 'Paling hemat' },
];

const meta = {
  title: 'Components/Dialogs/UpgradeVipDialog',
  component: UpgradeVipDialog,
  args: {
    trigger: <Button>Upgrade ke VIP</Button>,
    products,
    onUpgrade: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof UpgradeVipDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await playDialogTrapsFocusAndClosesOnEscape({
      trigger: canvas.getByRole('button', { name: 'Upgrade ke VIP' }),
      name: 'Upgrade ke VIP',
    });
  },
};

export const DialogOpen: Story = { args: { defaultOpen: true, trigger: undefined } };

export const Mobile: Story = {
  args: { defaultOpen: true, trigger: undefined },
  globals: { viewport: { value: 'mobile' } },
};

/** The chosen product goes to onUpgrade; prices use the §9 rupiah format. */
export const ChooseAProduct: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Upgrade ke VIP' });
    await waitFor(() => expect(screen.getByText('Rp 1.599.000')).toBeVisible());
    await userEvent.click(screen.getByRole('radio', { name: /VIP 12 Bulan/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade sekarang' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith(products[2]);
  },
};

/** Spec §3 enableFeature message: the feature check says why the popup appeared. */
export const WithFeatureMessage: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    products: [],
    message: 'Tanya Saham hanya tersedia untuk anggota VIP.',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade ke VIP' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tanya Saham hanya tersedia untuk anggota VIP.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade sekarang' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith(undefined);
  },
};

/** Opened by state from a plain button (a locked feature's), not a DialogTrigger: closing gives focus back to it. */
export const OpenedFromAButton: Story = openedFromAButtonStory(UpgradeVipDialog, {
  opener: 'Buka Tanya Saham',
  name: 'Upgrade ke VIP',
  closeWith: 'Upgrade sekarang',
});

/** The root layout mounts it only while its flag is up, so closing unmounts it; focus still returns. */
export const OpenedByTheAppFlag: Story = openedFromAButtonStory(UpgradeVipDialog, {
  opener: 'Buka Tanya Saham',
  name: 'Upgrade ke VIP',
  closeWith: 'Nanti saja',
  mountedOnlyWhileOpen: true,
});
