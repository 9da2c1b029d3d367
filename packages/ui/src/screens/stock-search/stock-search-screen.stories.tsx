import { STOCK_SEARCH_DEBOUNCE_MS } from '@saham/domain/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DemoLink } from '../live/live.fixtures.ts';
import { DEMO_LONG_STOCKS, DEMO_STOCKS, DEMO_STOCKS_PAGE_2 } from './stock-search.fixtures.ts';
import { StockSearchScreen, type StockSearchScreenProps } from './stock-search-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** How long the stand-in's server takes to answer a search. */
const ANSWER_MS = 400;

function matching(stocks: StockSearchScreenProps['stocks'], query: string) {
  const text = query.toLowerCase();
  if (!text) return stocks;
  return stocks.filter(
    (stock) => stock.code.toLowerCase().includes(text) || stock.name.toLowerCase().includes(text),
  );
}

/** The screen as the app hands it these props, without the stand-in's searching. */
function Still(args: StockSearchScreenProps) {
  return (
    <AppShell activeRoute="stock" title="Cari Saham" LinkComponent={DemoLink}>
      <StockSearchScreen {...args} />
    </AppShell>
  );
}

const meta = {
  title: 'Screens/StockSearch/CariSaham',
  component: StockSearchScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    stocks: DEMO_STOCKS,
    query: '',
    searchedQuery: '',
    hasMore: true,
    LinkComponent: DemoLink,
    onQueryChange: fn(),
    onSearch: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onOpenStock: fn(),
  },
  // The app owns the query. A stand-in for it: it searches STOCK_SEARCH_DEBOUNCE_MS after the
  // last keystroke, or at once on Enter, and a stand-in server answers ANSWER_MS later.
  render: function Render(args) {
    const [query, setQuery] = useState(args.query);
    const [searched, setSearched] = useState(args.searchedQuery);
    const [answered, setAnswered] = useState(args.searchedQuery);
    useEffect(() => {
      const next = query.trim();
      if (next === searched) return;
      const timer = setTimeout(() => setSearched(next), STOCK_SEARCH_DEBOUNCE_MS);
      return () => clearTimeout(timer);
    }, [query, searched]);
    useEffect(() => {
      if (answered === searched) return;
      const timer = setTimeout(() => setAnswered(searched), ANSWER_MS);
      return () => clearTimeout(timer);
    }, [answered, searched]);
    const stocks = matching(args.stocks, answered);
    const status =
      answered !== searched
        ? 'loading'
        : args.status === 'success' && stocks.length === 0
          ? 'empty'
          : args.status;
    return (
      <AppShell activeRoute="stock" title="Cari Saham" LinkComponent={DemoLink}>
        <StockSearchScreen
          {...args}
          status={status}
          stocks={stocks}
          query={query}
          searchedQuery={searched}
          onQueryChange={(value) => {
            args.onQueryChange(value);
            setQuery(value);
          }}
          onSearch={(value) => {
            args.onSearch(value);
            setSearched(value.trim());
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

/**
 * Issue 27: typing searches without Enter. "Hasil untuk" heads only the answer for what was
 * typed: not the list of every stock while the member is still typing, not the search on its way.
 */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Cari kode atau nama saham' }),
      'bank',
    );
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('bank');
    await expect(canvas.queryByRole('heading', { name: /Hasil untuk/ })).toBeNull();
    await expect(await canvas.findByRole('heading', { name: 'Mencari “bank”…' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Hasil untuk/ })).toBeNull();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Hasil untuk “bank”' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Tbk\./ })).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: /Tbk\./ })[0]).toHaveAccessibleName(/Bank/);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
export const SearchDesktop: Story = {
  args: { query: 'bank', searchedQuery: 'bank' },
  globals: desktop,
};

/** Enter searches at once, without waiting for the pause after typing. */
export const SearchOnEnter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Cari kode atau nama saham' }),
      'BBRI{Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('BBRI');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Hasil untuk “BBRI”' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Tbk\./ })).toHaveLength(1);
  },
};

/**
 * A search on its way: its skeletons are headed by what is being searched for, not "Hasil untuk"
 * (issue 27: the heading read "Hasil untuk “BBCA”" above a list that was not BBCA's).
 */
export const Searching: Story = {
  args: { status: 'loading', query: 'bank', searchedQuery: 'bank' },
  render: Still,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Mencari “bank”…');
    await expect(canvas.queryByRole('heading', { name: /Hasil untuk/ })).toBeNull();
  },
};

/** Typed, not yet searched: the list below is still every stock, and says so. */
export const TypedNotYetSearched: Story = {
  args: { query: 'bank', searchedQuery: '' },
  render: Still,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Semua saham');
    await expect(canvas.getAllByRole('link', { name: /Tbk\./ })).toHaveLength(DEMO_STOCKS.length);
  },
};

/** No stock matches: the empty state says so and clears the search. */
export const Empty: Story = {
  args: { query: 'ZZZZ', searchedQuery: 'ZZZZ' },
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
