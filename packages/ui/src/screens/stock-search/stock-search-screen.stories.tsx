import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DemoLink } from '../live/live.fixtures.ts';
import { DEMO_LONG_STOCKS, DEMO_STOCKS, DEMO_STOCKS_PAGE_2 } from './stock-search.fixtures.ts';
import { StockSearchScreen } from './stock-search-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/StockSearch/CariSaham',
  component: StockSearchScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    stocks: DEMO_STOCKS,
    query: '',
    hasMore: true,
    LinkComponent: DemoLink,
    onQueryChange: fn(),
    onSearch: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onOpenStock: fn(),
  },
  // The app owns the query; local state stands in for its store and, like the server, filters.
  render: function Render(args) {
    const [query, setQuery] = useState(args.query);
    const text = query.trim().toLowerCase();
    const stocks = text
      ? args.stocks.filter(
          (stock) =>
            stock.code.toLowerCase().includes(text) || stock.name.toLowerCase().includes(text),
        )
      : args.stocks;
    const status = args.status === 'success' && stocks.length === 0 ? 'empty' : args.status;
    return (
      <AppShell activeRoute="stock" title="Cari Saham" LinkComponent={DemoLink}>
        <StockSearchScreen
          {...args}
          status={status}
          stocks={stocks}
          query={query}
          onQueryChange={(value) => {
            args.onQueryChange(value);
            setQuery(value);
          }}
        />
      </AppShell>
    );
  },
} satisfies Meta<typeof StockSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every stock with its last price and change; a row leads to the stock's detail. */
export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cari Saham' })).toBeInTheDocument();
    const bbca = canvas.getByRole('link', { name: /^BBCA Bank Central Asia Tbk\./ });
    await expect(bbca).toHaveAttribute('href', '/stock/detail/BBCA');
    await expect(bbca).toHaveAccessibleName(/Rp 9\.500 naik 125 \(1,33%\)/);
    await userEvent.click(bbca);
    await expect(args.onOpenStock).toHaveBeenCalledWith(expect.objectContaining({ code: 'BBCA' }));
  },
};

export const Desktop: Story = { globals: desktop };

/** Typing narrows the list (every change reaches the app); Enter searches. */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Cari kode atau nama saham' }),
      'bank',
    );
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('bank');
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /Bank/ })).toHaveLength(4));
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Hasil untuk “bank”' }),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('bank');
  },
};
export const SearchDesktop: Story = { args: { query: 'bank' }, globals: desktop };

/** No stock matches: the empty state says so and clears the search. */
export const Empty: Story = {
  args: { query: 'ZZZZ' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Saham tidak ditemukan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus pencarian' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await waitFor(() =>
      expect(canvas.getAllByRole('link', { name: /Tbk\./ })).toHaveLength(DEMO_STOCKS.length),
    );
  },
};
export const EmptyDesktop: Story = { ...Empty, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat saham…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat saham');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const LoadMore: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Muat lebih banyak' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { stocks: [...DEMO_STOCKS, ...DEMO_STOCKS_PAGE_2], loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat saham berikutnya…');
  },
};

export const LoadMoreError: Story = { args: { loadMoreError: true } };

export const LongContent: Story = {
  args: { stocks: [...DEMO_LONG_STOCKS, ...DEMO_STOCKS], hasMore: false },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
