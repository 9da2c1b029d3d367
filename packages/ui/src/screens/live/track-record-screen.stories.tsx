import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DemoLink } from './live.fixtures.ts';
import {
  DEMO_CLOSED_PICKS,
  DEMO_CLOSED_PICKS_FREE,
  DEMO_EMPTY_TRACK_RECORD_SUMMARY,
  DEMO_MANY_CLOSED_PICKS,
  DEMO_TRACK_RECORD_SUMMARY,
} from './track-record.fixtures.ts';
import { TrackRecordScreen } from './track-record-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/**
 * Waits for the curve as it will stay: the chart library loads on first render, then sizes its
 * canvases to the box (autoSize, a ResizeObserver) and draws on the next frames. A shot taken
 * between showed the time axis of a narrower first layout ('Nov' where the final one has 'Des').
 */
async function chartDrawn({ canvas }: { canvas: ReturnType<typeof within> }) {
  const chart = canvas.getByRole('region', { name: 'Hasil kumulatif vs IHSG' });
  await waitFor(() => expect(chart).toHaveAttribute('data-chart', 'ready'), { timeout: 15_000 });
  const drawing = chart.querySelector('[data-slot="track-record-chart-canvas"]');
  if (!drawing) throw new globalThis.Error('the chart has no drawing');
  await waitFor(() => {
    // The library lays its panes and axes out in a table as wide as the size it last measured.
    const layout = drawing.querySelector('table');
    expect(layout).not.toBeNull();
    // Within a pixel: the library rounds the box width down to whole pixels.
    const gap =
      drawing.getBoundingClientRect().width - (layout?.getBoundingClientRect().width ?? 0);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(1);
  });
  // Two frames: the one that draws at the final size, and the one after it.
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise((drawn) => requestAnimationFrame(drawn));
  }
}

const meta = {
  title: 'Screens/Live/TrackRecord',
  component: TrackRecordScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    summary: DEMO_TRACK_RECORD_SUMMARY,
    picks: DEMO_CLOSED_PICKS,
    period: '1y',
    strategy: '',
    membership: 'vip',
    onPeriodChange: fn(),
    onStrategyChange: fn(),
    onRetry: fn(),
    onUpgrade: fn(),
  },
  render: (args) => (
    <AppShell
      activeRoute="stockpick"
      title="Rekam Jejak"
      onBack={fn()}
      hideMenu
      LinkComponent={DemoLink}
    >
      <TrackRecordScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof TrackRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A VIP member's year: the figures, the curve against IHSG and every closed idea with prices. */
export const Vip: Story = {
  play: async ({ args, canvas, step }) => {
    await chartDrawn({ canvas });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rekam Jejak' })).toBeVisible();
    const figures = canvas.getByRole('heading', { name: 'Ringkasan 1 tahun' });
    await expect(figures).toBeVisible();
    await expect(canvas.getByText('63%')).toBeVisible();
    await expect(canvas.getByText('15 untung, 9 rugi')).toBeVisible();
    await step('the chart says in words what it draws (WCAG 1.1.1)', async () => {
      const chart = canvas.getByRole('region', { name: 'Hasil kumulatif vs IHSG' });
      await expect(chart).toHaveAccessibleDescription(
        /Mengikuti setiap ide dengan bobot sama dari 06 Januari 2025 sampai 30 Desember 2025: naik 14,20%\. IHSG pada tanggal yang sama: naik 4,10%\./,
      );
    });
    await step('no VIP idea is locked for a VIP member', async () => {
      await expect(canvas.queryByText(/khusus member VIP/)).not.toBeInTheDocument();
      await expect(canvas.getByRole('list', { name: 'Ide yang sudah ditutup' })).toBeVisible();
    });
    await step('a period and a strategy are chosen with the chips', async () => {
      const periods = canvas.getByRole('group', { name: 'Periode' });
      await userEvent.click(within(periods).getByRole('button', { name: '3 bulan' }));
      await expect(args.onPeriodChange).toHaveBeenCalledWith('3m');
      const strategies = canvas.getByRole('group', { name: 'Strategi' });
      await userEvent.click(within(strategies).getByRole('button', { name: 'Pullback' }));
      await expect(args.onStrategyChange).toHaveBeenCalledWith('pullback');
    });
  },
};

export const VipDesktop: Story = { globals: desktop, play: chartDrawn };

/** A free member: every idea counts in the figures; VIP ideas are listed without their prices. */
export const Free: Story = {
  args: { membership: 'free', picks: DEMO_CLOSED_PICKS_FREE },
  play: async ({ args, canvas }) => {
    await chartDrawn({ canvas });
    const locked = canvas.getAllByText('Harga dan hasil ide VIP khusus member VIP.');
    await expect(locked.length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade ke VIP' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const FreeDesktop: Story = { ...Free, globals: desktop, play: chartDrawn };

/** Loading: the figures, the chart and the list as placeholders. */
export const Loading: Story = {
  args: { status: 'loading', summary: null, picks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Memuat rekam jejak…')).toBeInTheDocument();
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

/** The call failed: one retry button. */
export const Error: Story = {
  args: { status: 'error', summary: null, picks: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Coba lagi/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop, play: undefined };

/** Nothing closed in the chosen month: say so and offer every period. */
export const EmptyPeriod: Story = {
  args: { period: '1m', summary: DEMO_EMPTY_TRACK_RECORD_SUMMARY, picks: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Belum ada ide yang ditutup')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat semua periode' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('all');
  },
};

export const EmptyPeriodDesktop: Story = { ...EmptyPeriod, globals: desktop, play: undefined };

/** Four hundred ideas: the list is virtualised, so only the rows in view are in the page. */
export const LongList: Story = {
  args: { period: 'all', picks: DEMO_MANY_CLOSED_PICKS },
  play: async ({ canvas }) => {
    await chartDrawn({ canvas });
    const list = canvas.getByRole('list', { name: 'Ide yang sudah ditutup' });
    await expect(
      canvas.getByRole('heading', { name: 'Ide yang sudah ditutup (400)' }),
    ).toBeVisible();
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
  },
};

export const LongListDesktop: Story = { ...LongList, globals: desktop };
