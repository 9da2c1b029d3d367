import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOTIFICATION_FETCH_SIZE } from '@saham/domain/constants';
import BellIcon from 'lucide-react/icons/bell';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from './empty-state.tsx';
import { VirtualList } from './virtual-list.tsx';
import {
  FirstCommitRows,
  listSettled,
  RenderAgain,
  renderThreeTimesMore,
} from './virtual-play.tsx';

interface DemoRow {
  id: number;
  title: string;
  body: string;
}

const tickers = ['BBCA', 'BBRI', 'BMRI', 'TLKM', 'ASII', 'GOTO', 'ANTM', 'UNVR', 'ICBP', 'ADRO'];

/** Deterministic rows (no randomness: story baselines must be pixel-stable). */
function demoRows(count: number): DemoRow[] {
  return Array.from({ length: count }, (_, index) => {
    const ticker = tickers[index % tickers.length] as string;
    return {
      id: index + 1,
      title: `Notifikasi ${index + 1}: ${ticker}`,
      // Every third row is longer, so rows of different heights are measured, not assumed.
      body:
        index % 3 === 0
          ? `Analis menjawab pertanyaan Anda tentang ${ticker}. Buka untuk membaca jawaban lengkap dan beri rating.`
          : `Update harga ${ticker} hari ini.`,
    };
  });
}

const inbox = demoRows(NOTIFICATION_FETCH_SIZE);

function DemoRowView({ row }: { row: DemoRow }) {
  return (
    <div className="border-border border-b px-4 py-3">
      <p className="text-foreground text-sm font-semibold">{row.title}</p>
      <p className="text-muted-foreground text-sm">{row.body}</p>
    </div>
  );
}

const meta = {
  title: 'Components/VirtualList',
  component: VirtualList<DemoRow>,
  args: {
    'aria-label': 'Notifikasi',
    items: demoRows(200),
    getItemKey: (row) => row.id,
    renderItem: (row) => <DemoRowView row={row} />,
    className: 'h-96 rounded-xl border border-border bg-card',
  },
} satisfies Meta<typeof VirtualList<DemoRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Spec §7/§9: a whole notification fetch (10,000). Only a few dozen rows exist in the page, yet the
 * list announces its full length, and scrolling to the end renders the last row.
 */
export const TenThousandItems: Story = {
  args: { items: inbox, hasMore: false },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifikasi' });
    const rows = within(region).getAllByRole('listitem');
    await expect(rows.length).toBeGreaterThan(3);
    await expect(rows.length).toBeLessThan(60);
    await expect(rows[0]).toHaveAttribute('aria-setsize', String(NOTIFICATION_FETCH_SIZE));
    await expect(rows[0]).toHaveAttribute('aria-posinset', '1');

    region.scrollTop = region.scrollHeight;
    await waitFor(() =>
      expect(within(region).getByText(`Notifikasi ${NOTIFICATION_FETCH_SIZE}: ADRO`)).toBeVisible(),
    );
    await expect(within(region).getAllByRole('listitem').length).toBeLessThan(60);
    await expect(within(region).queryByText('Notifikasi 1: BBCA')).not.toBeInTheDocument();
  },
};

/** The scroll box is reachable with Tab, so arrow keys and Page Down scroll it (WCAG 2.1.1). */
export const KeyboardScrollable: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Notifikasi' })).toHaveFocus();
  },
};

/** Nearing the end asks for the next page once, however much the member scrolls about. */
export const InfiniteScroll: Story = {
  args: { items: demoRows(40), hasMore: true, onEndReached: fn() },
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifikasi' });
    await expect(args.onEndReached).not.toHaveBeenCalled();
    await expect(within(region).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '-1');
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalledOnce());
    region.scrollTop = region.scrollHeight - 200;
    region.scrollTop = region.scrollHeight;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onEndReached).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { items: demoRows(5), hasMore: true, loadingMore: true, onEndReached: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat lebih banyak…');
    // A page is already on its way: do not ask for another.
    await expect(args.onEndReached).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: {
    items: [],
    empty: (
      <EmptyState
        icon={<BellIcon />}
        title="Belum ada notifikasi"
        description="Kabar terbaru akan muncul di sini."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada notifikasi')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The page scrolls instead of a box: for a screen whose main content is the list. */
export const WindowScrolling: Story = {
  args: {
    items: inbox,
    scrollParent: 'window',
    className: 'rounded-xl border border-border bg-card',
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Notifikasi' });
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
  },
};

/** What the list below had as its first commit ended. */
const firstCommit: { rows?: number } = {};
const countFirstCommit = (rows: number) => (firstCommit.rows ??= rows);

/**
 * A window-scrolling list renders its first rows with the screen, in its first render (lib
 * use-document-offset.ts, windowRect): not from an empty viewport, with the rows rendered again
 * inside the commit and the page laid out twice there (issue 29: the inbox's first rows, a 314 ms
 * task at 4x CPU).
 */
export const WindowRowsInFirstRender: Story = {
  args: {
    items: inbox,
    scrollParent: 'window',
    className: 'rounded-xl border border-border bg-card',
  },
  beforeEach: () => {
    firstCommit.rows = undefined;
  },
  render: (args) => (
    <FirstCommitRows onCommit={countFirstCommit}>
      <VirtualList {...args} />
    </FirstCommitRows>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Notifikasi' });
    await expect(within(list).getByText('Notifikasi 1: BBCA')).toBeVisible();
    await expect(firstCommit.rows).toBeGreaterThan(0);
    await expect(firstCommit.rows).toBeLessThan(60);
  },
};

/** How many times the story below has asked an item's key. */
const keyReads = { count: 0 };

/**
 * A screen that passes a new key function on every render (an inline arrow) costs nothing more:
 * the key function is read when the items change, not on every render (lib/use-key-at.ts). Were
 * it read on every render, each one would measure all 10,000 rows again (issue 29).
 */
export const NewKeyFunctionEachRender: Story = {
  args: { items: inbox, hasMore: false },
  render: (args) => (
    <RenderAgain>
      {() => (
        <VirtualList
          {...args}
          getItemKey={(row) => {
            keyReads.count += 1;
            return row.id;
          }}
        />
      )}
    </RenderAgain>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifikasi' });
    await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(3));
    // The first render reads every key once, to lay the 10,000 rows out.
    await expect(keyReads.count).toBeGreaterThanOrEqual(NOTIFICATION_FETCH_SIZE);

    await listSettled(() => keyReads.count);
    keyReads.count = 0;
    await renderThreeTimesMore(canvas);
    await expect(keyReads.count).toBe(0);
    await expect(within(region).getByText('Notifikasi 1: BBCA')).toBeVisible();
  },
};
