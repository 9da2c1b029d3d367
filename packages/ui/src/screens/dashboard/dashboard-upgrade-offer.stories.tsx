import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UpgradeOffer } from './dashboard-upgrade-offer.tsx';

const meta = {
  title: 'Components/Parts/Dashboard/UpgradeOffer',
  component: UpgradeOffer,
  args: { headingId: 'upgrade-heading', onUpgrade: fn() },
} satisfies Meta<typeof UpgradeOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The offer a free member sees (spec §6): a region named by its heading, and one button that asks
 * for the VIP packages. Issue 27: VIP keeps the three-chat limit, so nothing promises 'tanpa batas'.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Upgrade ke VIP' });
    await expect(region).toHaveTextContent(/Tanya Saham langsung ke analis/);
    await expect(region).not.toHaveTextContent(/tanpa batas/);
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat paket VIP' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

/** Tab reaches the button; Enter and Space both ask for the packages. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Lihat paket VIP' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onUpgrade).toHaveBeenCalledTimes(2);
  },
};

/** On a phone the icon, words and button stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Upgrade ke VIP' });
    await expect(getComputedStyle(region).flexDirection).toBe('column');
  },
};
