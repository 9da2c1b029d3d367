import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DEMO_PICKS, DemoLink, LIVE_NOW } from '../live/live.fixtures.ts';
import { PicksSection } from './dashboard-picks.tsx';

const vipPick = DEMO_PICKS.find((pick) => pick.is_vip);
if (!vipPick) throw new globalThis.Error('live fixtures changed');

const meta = {
  title: 'Components/Parts/Dashboard/PicksSection',
  component: PicksSection,
  args: {
    headingId: 'picks-heading',
    state: { status: 'success', items: DEMO_PICKS },
    now: LIVE_NOW,
    free: false,
    onOpenPick: fn(),
    onUpgrade: fn(),
    onRetry: fn(),
    LinkComponent: DemoLink,
  },
} satisfies Meta<typeof PicksSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-slot="stock-pick-card"]');

/** A VIP member: the four latest ideas, none locked; a card opens its idea. */
export const Vip: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(DEMO_PICKS.length).toBeGreaterThan(4);
    await expect(cards(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Lihat semua' })).toHaveAttribute(
      'href',
      '/stockpick',
    );
    await expect(canvas.queryByRole('button', { name: /khusus member VIP$/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(`^${vipPick.stock_code}`) }),
    );
    await expect(args.onOpenPick).toHaveBeenCalledWith(vipPick);
  },
};

/** A free member: VIP ideas are locked (spec §6) and offer the upgrade instead of their prices. */
export const FreeMember: Story = {
  args: { free: true },
  play: async ({ args, canvas }) => {
    // Only the VIP idea among the four is locked, and its name says so.
    const [locked, ...others] = canvas.getAllByRole('button', { name: /khusus member VIP$/ });
    await expect(others).toHaveLength(0);
    await expect(locked).toHaveAccessibleName(new RegExp(`^${vipPick.stock_code}`));
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade ke VIP' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith(vipPick);
    await expect(args.onOpenPick).not.toHaveBeenCalled();
  },
};

/** Loading says so to screen readers and holds four cards' place. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat trading ideas…');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { state: { status: 'error' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Trading ideas gagal dimuat.');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada trading idea hari ini')).toBeVisible();
    // 'Lihat semua' still leads to the full list.
    await expect(canvas.getByRole('link', { name: 'Lihat semua' })).toBeVisible();
  },
};
