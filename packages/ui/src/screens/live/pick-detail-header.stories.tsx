import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEMO_LONG_PICK, DEMO_PICKS, LIVE_NOW } from './live.fixtures.ts';
import { PickHeader } from './pick-detail-header.tsx';

const [bbca, tlkm, asii] = DEMO_PICKS;
if (!bbca || !tlkm?.is_vip || !asii) throw new Error('live fixtures changed');

const meta = {
  title: 'Components/Parts/Live/PickHeader',
  component: PickHeader,
  args: { pick: bbca, now: LIVE_NOW, headingId: 'pick-heading' },
} satisfies Meta<typeof PickHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An open idea: the stock code is the page's heading; signal, strategy and duration are named for
 * screen readers, and today's post shows its time (spec §9 list dates).
 */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'BBCA' })).toHaveAttribute(
      'id',
      'pick-heading',
    );
    await expect(canvas.getByText('Bank Central Asia Tbk.')).toBeVisible();
    await expect(canvas.getByText('Buy')).toBeVisible();
    await expect(canvas.getByText('Strategi:').parentElement).toHaveTextContent(
      'Strategi: Breakout',
    );
    await expect(canvas.getByText('Durasi:').parentElement).toHaveTextContent(
      'Durasi: Jangka pendek',
    );
    await expect(canvas.getByText('08:45')).toHaveAttribute('datetime', bbca.created_at);
    // Open ideas carry no status badge, and a free idea no VIP badge.
    await expect(canvas.queryByText('Berjalan')).not.toBeInTheDocument();
    await expect(canvas.queryByText('VIP')).not.toBeInTheDocument();
  },
};

/** A VIP idea is marked VIP; the app's own strategy name wins over the slug's words. */
export const Vip: Story = {
  args: { pick: tlkm, strategyName: 'Beli saat koreksi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VIP')).toBeVisible();
    await expect(canvas.getByText('Strategi:').parentElement).toHaveTextContent(
      'Strategi: Beli saat koreksi',
    );
  },
};

/** Without the app's name, the slug is read as words ('buy-on-weakness'). */
export const StrategyFromSlug: Story = {
  args: { pick: tlkm },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Strategi:').parentElement).toHaveTextContent(
      'Strategi: Buy On Weakness',
    );
  },
};

export const TargetReached: Story = {
  args: { pick: { ...bbca, status: 'target_reached' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Target tercapai')).toBeVisible();
  },
};

export const StopLoss: Story = {
  args: { pick: { ...bbca, status: 'stop_loss', signal: 'sell' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kena stop loss')).toBeVisible();
    await expect(canvas.getByText('Sell')).toBeVisible();
  },
};

/** Closed, a hold, and posted days ago: the date instead of the time. */
export const ClosedOlder: Story = {
  args: { pick: { ...asii, status: 'closed', created_at: '2026-01-02T15:10:00+07:00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ditutup')).toBeVisible();
    await expect(canvas.getByText('Hold')).toBeVisible();
    await expect(canvas.getByText('02 Jan 2026')).toBeVisible();
  },
};

/** A long company name and strategy wrap inside the header. */
export const LongContent: Story = {
  args: { pick: DEMO_LONG_PICK },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(canvas.getByText(DEMO_LONG_PICK.stock_name)).toBeVisible();
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
