import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DemoLink } from '../live/live.fixtures.ts';
import { DEMO_HELD_ROWS, DEMO_SOLD_ROWS } from './stock-diary.fixtures.ts';
import { StockDiaryScreen } from './stock-diary-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/StockDiary/StockDiary',
  component: StockDiaryScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    tab: 'dipegang',
    profitFilter: 'semua',
    status: 'success',
    records: DEMO_HELD_ROWS,
    hasMore: false,
    onTabChange: fn(),
    onProfitFilterChange: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    LinkComponent: DemoLink,
  },
  render: (args) => (
    <AppShell
      activeRoute="stockpick"
      title="Catatan Transaksi"
      onBack={fn()}
      hideMenu
      LinkComponent={DemoLink}
    >
      <StockDiaryScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof StockDiaryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Held positions: each with its lots, buy price and date, and a way to sell it. */
export const Held: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Catatan Transaksi' }),
    ).toBeVisible();
    const bbca = canvas.getByRole('article', { name: 'BBCA, 10 lot' });
    await expect(within(bbca).getByText('Rp 9.200')).toBeVisible();
    await expect(within(bbca).getByText('05 Januari 2026 09:12 WIB')).toBeVisible();
    await expect(within(bbca).getByRole('link', { name: 'Jual BBCA' })).toHaveAttribute(
      'href',
      '/stockpick/sell/101/open',
    );
    // A buy outside any idea has no sell form to lead to.
    const asii = canvas.getByRole('article', { name: 'ASII, 3 lot' });
    await expect(within(asii).queryByRole('link', { name: /Jual/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Terjual' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('terjual');
  },
};

export const HeldDesktop: Story = { globals: desktop };

/** Sold positions: the sale, its date and the profit or loss with sign and colour. */
export const Sold: Story = {
  args: { tab: 'terjual', records: DEMO_SOLD_ROWS },
  play: async ({ args, canvas }) => {
    const gain = canvas.getByRole('article', { name: 'BBRI, 20 lot' });
    await expect(within(gain).getByText('+Rp 600.000')).toBeVisible();
    await expect(within(gain).getByText('naik 6,98%')).toBeInTheDocument();
    await expect(within(gain).getByText('Rp 4.600')).toBeVisible();
    const loss = canvas.getByRole('article', { name: 'GOTO, 100 lot' });
    await expect(within(loss).getByText('-Rp 70.000')).toBeVisible();
    await expect(within(loss).getByText('Rugi')).toBeVisible();
    await expect(within(loss).queryByRole('link', { name: /Jual/ })).not.toBeInTheDocument();
    const chips = canvas.getByRole('group', { name: 'Hasil' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Rugi' }));
    await expect(args.onProfitFilterChange).toHaveBeenCalledWith('rugi');
  },
};

export const SoldDesktop: Story = { ...Sold, globals: desktop, play: undefined };

/** More pages follow: the house's load-more footer. */
export const MorePages: Story = {
  args: { tab: 'terjual', records: DEMO_SOLD_ROWS, hasMore: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Muat lebih banyak' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The next page failed: the rows stay, with a retry. */
export const LoadMoreError: Story = {
  args: { tab: 'terjual', records: DEMO_SOLD_ROWS, hasMore: true, loadMoreError: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Halaman berikutnya gagal dimuat')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(DEMO_SOLD_ROWS.length);
  },
};

/** Loading: placeholders for the rows. */
export const Loading: Story = {
  args: { status: 'loading', records: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Memuat catatan transaksi…')).toBeInTheDocument();
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

/** The list failed: one retry button. */
export const Error: Story = {
  args: { status: 'error', records: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Coba lagi/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop, play: undefined };

/** Nothing held yet: a way to the ideas. */
export const EmptyHeld: Story = {
  args: { status: 'empty', records: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada saham yang dipegang')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lihat Trading Ideas' })).toHaveAttribute(
      'href',
      '/stockpick',
    );
  },
};

/** Nothing sold yet. */
export const EmptySold: Story = {
  args: { tab: 'terjual', status: 'empty', records: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada transaksi jual')).toBeVisible();
  },
};

/** No sale at a loss: the chips stay, with a way back to every sale. */
export const EmptyFiltered: Story = {
  args: { tab: 'terjual', profitFilter: 'rugi', status: 'empty', records: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Tidak ada transaksi jual yang rugi')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat semua' }));
    await expect(args.onProfitFilterChange).toHaveBeenCalledWith('semua');
  },
};

export const EmptyFilteredDesktop: Story = { ...EmptyFiltered, globals: desktop, play: undefined };
