import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DEMO_LONG_PICK, DEMO_PICKS, LIVE_NOW } from '../screens/live/live.fixtures.ts';
import { StockPickCard } from './stock-pick-card.tsx';

const [bbca, tlkm, , goto, bmri] = DEMO_PICKS;
if (!bbca || !tlkm || !goto || !bmri) throw new Error('live fixtures changed');

const meta = {
  title: 'Components/StockPickCard',
  component: StockPickCard,
  args: { pick: bbca, now: LIVE_NOW, onOpen: fn(), onUpgrade: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StockPickCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signal, code, name, strategy, duration, last price and the levels; the card opens the detail. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const open = canvas.getByRole('button', { name: /BBCA/ });
    await expect(canvas.getByText('Buy')).toBeVisible();
    await expect(canvas.getByText('Breakout')).toBeVisible();
    await expect(canvas.getByText('Jangka pendek')).toBeVisible();
    await expect(canvas.getByText('Rp 9.200')).toBeVisible();
    await expect(canvas.getByText('Rp 9.800')).toBeVisible();
    await expect(canvas.getByText('Rp 8.900')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Posisi harga BBCA' })).toBeInTheDocument();
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledWith(bbca);
  },
};

/** A VIP idea seen by a VIP member: every level shows, with the VIP mark. */
export const Vip: Story = { args: { pick: tlkm, strategyName: 'Buy on Weakness' } };

/** The same idea for a free member: the levels are locked and the card offers the upgrade. */
export const FreeMemberLocked: Story = {
  args: { pick: tlkm, locked: true, strategyName: 'Buy on Weakness' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Rp 2.750')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: /TLKM.*khusus member VIP/ }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade ke VIP' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith(tlkm);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Sell: Story = { args: { pick: goto } };

export const TargetReached: Story = { args: { pick: bmri } };

/** A very long name and strategy stay inside the card. */
export const LongContent: Story = {
  args: { pick: DEMO_LONG_PICK },
  globals: { viewport: { value: 'mobile' } },
};
