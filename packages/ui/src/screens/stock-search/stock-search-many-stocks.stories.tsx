import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DemoLink } from '../live/live.fixtures.ts';
import { DEMO_STOCKS } from './stock-search.fixtures.ts';
import { StockSearchScreen, type StockSearchResult } from './stock-search-screen.tsx';

/** How many times a row of {@link manyStocks} rendered: a row reads its company name once a render. */
const rowRenders = { count: 0 };

/** `count` listed stocks with codes A0001…, deterministic (no randomness). */
function manyStocks(count: number): StockSearchResult[] {
  return Array.from({ length: count }, (_, index) => {
    const { name, ...source } = DEMO_STOCKS[index % DEMO_STOCKS.length] as StockSearchResult;
    return {
      ...source,
      code: `A${String(index + 1).padStart(4, '0')}`,
      get name() {
        rowRenders.count += 1;
        return name;
      },
    };
  });
}

const TWO_THOUSAND = manyStocks(2_000);

/** The row of the stock at a position in the list (1-based), while it is in the page. */
function rowLinkAt(canvasElement: HTMLElement, position: number): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>(`li[aria-posinset="${position}"] a`);
}

/**
 * Cari Saham with thousands of stocks loaded (issue 29: fast on a phone at 10,000 items). A part
 * of the screen's stories without a pixel baseline: what they prove is the page's size, not its
 * look (Screens/StockSearch/CariSaham holds the look).
 */
const meta = {
  title: 'Components/Parts/StockSearch/ManyStocks',
  component: StockSearchScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    stocks: TWO_THOUSAND,
    query: '',
    searchedQuery: '',
    hasMore: false,
    LinkComponent: DemoLink,
    onQueryChange: fn(),
    onSearch: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onOpenStock: fn(),
  },
  // The app owns the draft query: typing renders the screen again with the same stocks.
  render: function Render(args) {
    const [query, setQuery] = useState(args.query);
    return (
      <StockSearchScreen
        {...args}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          args.onQueryChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof StockSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two thousand stocks: only the rows near the view are in the page, the list says its length,
 * typing renders no loaded row again, Tab goes from row to row into rows not yet shown, and the
 * end of the list can be reached.
 */
export const TwoThousandStocks: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('only the rows near the view are in the page', async () => {
      const rows = canvas.getAllByRole('listitem');
      await expect(rows.length).toBeGreaterThan(0);
      await expect(rows.length).toBeLessThan(60);
      await expect(rows[0]).toHaveAttribute('aria-setsize', '2000');
      await expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    });

    await step('typing renders no loaded row again', async () => {
      const box = canvas.getByRole('searchbox', { name: 'Cari kode atau nama saham' });
      const rendered = rowRenders.count;
      await userEvent.type(box, 'bank');
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('bank');
      await expect(rowRenders.count - rendered).toBe(0);
    });

    await step('Tab goes from row to row, into rows shown as they come near', async () => {
      rowLinkAt(canvasElement, 1)?.focus();
      for (let position = 2; position <= 24; position += 1) {
        // A member is slower than a frame: the row focus scrolled near is in the page by then.
        await waitFor(() => expect(rowLinkAt(canvasElement, position)).toBeInTheDocument());
        await userEvent.tab();
        await expect(rowLinkAt(canvasElement, position)).toHaveFocus();
      }
    });

    await step('the end of the list can be reached', async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await waitFor(() => expect(rowLinkAt(canvasElement, 2_000)).toBeVisible());
      await expect(rowLinkAt(canvasElement, 2_000)).toHaveTextContent('A2000');
      await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
      await expect(rowLinkAt(canvasElement, 1)).not.toBeInTheDocument();
    });
  },
};

/**
 * More pages may come: the length is announced as unknown, and at the end of the list Tab goes
 * from the last row to "Muat lebih banyak", which asks for the next page.
 */
export const TwoThousandStocksHasMore: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '-1');
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(rowLinkAt(canvasElement, 2_000)).toBeVisible());
    rowLinkAt(canvasElement, 2_000)?.focus();
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: 'Muat lebih banyak' });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
  },
};
