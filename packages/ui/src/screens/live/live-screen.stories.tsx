import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import type { StockPickCardPick } from '../../components/stock-pick-card.tsx';
import {
  DEMO_LONG_PICK,
  DEMO_PICKS,
  DEMO_PICKS_PAGE_2,
  DEMO_STRATEGIES,
  DEMO_WATCHLIST,
  DemoLink,
  LIVE_NOW,
} from './live.fixtures.ts';
import { LiveScreen, type LiveScreenProps } from './live-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/**
 * What the app's store and the server do together, in miniature: the chosen tab, filters and
 * search pick ideas out of the demo list, so a chip visibly changes the list.
 */
function filterPicks(
  picks: readonly StockPickCardPick[],
  {
    signal,
    strategy,
    duration,
    search,
  }: Pick<LiveScreenProps, 'signal' | 'strategy' | 'duration' | 'search'>,
) {
  const text = search.trim().toLowerCase();
  return picks.filter(
    (pick) =>
      (signal === '' || pick.signal === signal) &&
      (strategy === '' || pick.strategy === strategy) &&
      (duration === '' || pick.duration === duration) &&
      (text === '' ||
        pick.stock_code.toLowerCase().includes(text) ||
        pick.stock_name.toLowerCase().includes(text)),
  );
}

const meta = {
  title: 'Screens/Live/TradingIdeas',
  component: LiveScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    picks: DEMO_PICKS,
    tab: 'latest',
    signal: '',
    strategies: DEMO_STRATEGIES,
    strategy: '',
    duration: '',
    search: '',
    membership: 'vip',
    now: LIVE_NOW,
    hasMore: true,
    onTabChange: fn(),
    onSignalChange: fn(),
    onStrategyChange: fn(),
    onDurationChange: fn(),
    onSearchChange: fn(),
    onSearch: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onResetFilters: fn(),
    onOpenPick: fn(),
    onUpgrade: fn(),
    onInformationClick: fn(),
    onTrackRecordClick: fn(),
    LinkComponent: DemoLink,
  },
  // The app owns tab, filters and search; local state stands in for its store here, so the chips
  // and the search box respond as they will in the product (every change still reaches the args).
  render: function Render(args) {
    const [tab, setTab] = useState(args.tab);
    const [signal, setSignal] = useState(args.signal);
    const [strategy, setStrategy] = useState(args.strategy);
    const [duration, setDuration] = useState(args.duration);
    const [search, setSearch] = useState(args.search);
    const source = tab === 'watchlist' ? DEMO_WATCHLIST : args.picks;
    const picks = filterPicks(source, { signal, strategy, duration, search });
    const status = args.status === 'success' && picks.length === 0 ? 'empty' : args.status;
    return (
      <AppShell activeRoute="stockpick" title="Trading Ideas" LinkComponent={DemoLink}>
        <LiveScreen
          {...args}
          status={status}
          picks={picks}
          tab={tab}
          signal={signal}
          strategy={strategy}
          duration={duration}
          search={search}
          onTabChange={(value) => {
            args.onTabChange(value);
            setTab(value);
          }}
          onSignalChange={(value) => {
            args.onSignalChange(value);
            setSignal(value);
          }}
          onStrategyChange={(value) => {
            args.onStrategyChange(value);
            setStrategy(value);
          }}
          onDurationChange={(value) => {
            args.onDurationChange(value);
            setDuration(value);
          }}
          onSearchChange={(value) => {
            args.onSearchChange(value);
            setSearch(value);
          }}
          onResetFilters={() => {
            args.onResetFilters();
            setSignal('');
            setStrategy('');
            setDuration('');
            setSearch('');
          }}
        />
      </AppShell>
    );
  },
} satisfies Meta<typeof LiveScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardCodes = (canvas: { getAllByRole: (role: 'article') => HTMLElement[] }) =>
  canvas
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent?.slice(0, 4));

/** Required by the issue: a signal chip changes the list, and "Semua sinyal" brings it back. */
export const Mobile: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the track record is a link away (issue 28)', async () => {
      const link = canvas.getByRole('link', { name: 'Rekam jejak ide yang sudah ditutup' });
      await expect(link).toHaveAttribute('href', '/stockpick/rekam-jejak');
      await userEvent.click(link);
      await expect(args.onTrackRecordClick).toHaveBeenCalledOnce();
    });
    await step("the member's own stock diary is a link away (issue 26)", async () => {
      await expect(canvas.getByRole('link', { name: 'Catatan transaksi Anda' })).toHaveAttribute(
        'href',
        '/stockpick/catatan',
      );
    });
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Trading Ideas' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(DEMO_PICKS.length);
    const signals = canvas.getByRole('group', { name: 'Sinyal' });

    await step('Sell keeps only the sell ideas', async () => {
      await userEvent.click(within(signals).getByRole('button', { name: 'Sell' }));
      await expect(args.onSignalChange).toHaveBeenLastCalledWith('sell');
      await waitFor(() => expect(cardCodes(canvas)).toEqual(['GOTO', 'BBRI']));
      const cards: HTMLElement[] = canvas.getAllByRole('article');
      for (const card of cards) {
        await expect(card).toHaveAttribute('data-signal', 'sell');
      }
    });

    await step('Semua sinyal shows them all again', async () => {
      await userEvent.click(within(signals).getByRole('button', { name: 'Semua sinyal' }));
      await expect(args.onSignalChange).toHaveBeenLastCalledWith('');
      await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(DEMO_PICKS.length));
    });
  },
};

export const Desktop: Story = { globals: desktop };

/** Strategy and duration chips narrow the list together. */
export const StrategyAndDuration: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Strategi' })).getByRole('button', {
        name: 'Dividen',
      }),
    );
    await expect(args.onStrategyChange).toHaveBeenLastCalledWith('dividend');
    await waitFor(() => expect(cardCodes(canvas)).toEqual(['BMRI', 'UNVR']));
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Durasi' })).getByRole('button', {
        name: 'Jangka panjang',
      }),
    );
    await expect(args.onDurationChange).toHaveBeenLastCalledWith('long');
    await waitFor(() => expect(cardCodes(canvas)).toEqual(['BMRI', 'UNVR']));
  },
};

/** Typing reports every change (the app keeps the draft); Enter searches. */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cari kode atau nama saham' });
    await userEvent.type(box, 'bank');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('bank');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('bank');
    await waitFor(() => expect(cardCodes(canvas)).toEqual(['BBCA', 'BMRI', 'BBRI']));
  },
};

/** Nothing matches: one button clears every filter. */
export const NoResults: Story = {
  args: { search: 'XXXX' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Tidak ada yang cocok')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus semua filter' }));
    await expect(args.onResetFilters).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(DEMO_PICKS.length));
  },
};
export const NoResultsDesktop: Story = { ...NoResults, globals: desktop };

/** The watchlist tab (spec §2 tabs latest and watchlist). */
export const Watchlist: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Watchlist' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('watchlist');
    await waitFor(() => expect(cardCodes(canvas)).toEqual(['BBCA', 'BMRI']));
  },
};

export const WatchlistEmpty: Story = {
  args: { tab: 'watchlist', status: 'empty', picks: [] },
  render: (args) => (
    <AppShell activeRoute="stockpick" title="Trading Ideas" LinkComponent={DemoLink}>
      <LiveScreen {...args} />
    </AppShell>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Watchlist masih kosong')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat ide terbaru' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('latest');
  },
};
export const WatchlistEmptyDesktop: Story = { ...WatchlistEmpty, globals: desktop };

/** Opening a card reports the idea (spec §2 analytics: stock pick detail). */
export const OpenPick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^ASII/ }));
    await expect(args.onOpenPick).toHaveBeenCalledWith(expect.objectContaining({ id: 103 }));
  },
};

/** A free member: VIP ideas are locked, and the banner and cards offer the upgrade. */
export const FreeMember: Story = {
  args: { membership: 'free' },
  play: async ({ args, canvas }) => {
    const vip = DEMO_PICKS.filter((pick) => pick.is_vip).length;
    await expect(canvas.getAllByRole('button', { name: /khusus member VIP$/ })).toHaveLength(vip);
    await expect(canvas.getAllByRole('meter')).toHaveLength(DEMO_PICKS.length - vip);
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Upgrade ke VIP' })[0] as HTMLElement,
    );
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};
export const FreeMemberDesktop: Story = { ...FreeMember, globals: desktop };

/** VIP: every level of every idea shows. */
export const Vip: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Buka semua Trading Ideas')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('meter')).toHaveLength(DEMO_PICKS.length);
  },
};

/** The "load more" button asks for the next page (scrolling to the end does the same). */
export const LoadMore: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Muat lebih banyak' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { picks: [...DEMO_PICKS, ...DEMO_PICKS_PAGE_2], loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat trading ideas berikutnya…');
  },
};

export const LoadMoreError: Story = {
  args: { loadMoreError: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Halaman berikutnya gagal dimuat');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const EndOfList: Story = {
  args: { picks: [...DEMO_PICKS, ...DEMO_PICKS_PAGE_2], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Semua trading ideas sudah ditampilkan.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', picks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat trading ideas…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Empty: Story = {
  args: { status: 'empty', picks: [], hasMore: false },
  render: (args) => (
    <AppShell activeRoute="stockpick" title="Trading Ideas" LinkComponent={DemoLink}>
      <LiveScreen {...args} />
    </AppShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada trading idea')).toBeInTheDocument();
  },
};
export const EmptyDesktop: Story = { ...Empty, globals: desktop };

export const Error: Story = {
  args: { status: 'error', picks: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat trading ideas');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

/** Spec §2 "information": how to read an idea, in a sheet on phones. */
export const InformationOpen: Story = {
  args: { defaultInformationOpen: true },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Cara membaca Trading Ideas' });
    await expect(sheet).toHaveTextContent('bukan ajakan membeli atau menjual');
  },
};
export const InformationOpenDesktop: Story = { ...InformationOpen, globals: desktop };

/** Opening the information reports it (spec §2 analytics: information). */
export const Information: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Informasi' }));
    await screen.findByRole('dialog', { name: 'Cara membaca Trading Ideas' });
    await expect(args.onInformationClick).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Mengerti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  args: { picks: [DEMO_LONG_PICK, ...DEMO_PICKS.slice(0, 3)] },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };

/** How many times a card of {@link MANY_PICKS} rendered: a card reads its stock name once a render. */
const cardRenders = { count: 0 };

/** Three pages of ideas, as a member who scrolled on has loaded. */
const MANY_PICKS: readonly StockPickCardPick[] = Array.from({ length: 60 }, (_, index) => {
  const { stock_name: name, ...source } = DEMO_PICKS[index % DEMO_PICKS.length] ?? DEMO_LONG_PICK;
  return {
    ...source,
    id: index + 1,
    get stock_name() {
      cardRenders.count += 1;
      return name;
    },
  };
});

/** The card of the idea at a position in the list (1-based), while its row is in the page. */
function cardButtonAt(canvasElement: HTMLElement, position: number): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>(`li[aria-posinset="${position}"] button`);
}

/**
 * Many ideas loaded (issue 29): only the rows near the view are in the page, typing in the search
 * (the app keeps the draft until Enter) renders none of the loaded cards again, Tab still goes from
 * card to card into rows not yet shown, and the end of the list can be reached. With 600 cards each
 * key took 750-980 ms on a phone when every card rendered again.
 */
export const ManyIdeas: Story = {
  args: { hasMore: false },
  render: function Render(args) {
    const [search, setSearch] = useState('');
    return (
      <AppShell activeRoute="stockpick" title="Trading Ideas" LinkComponent={DemoLink}>
        <LiveScreen
          {...args}
          picks={MANY_PICKS}
          search={search}
          onSearchChange={(value) => {
            args.onSearchChange(value);
            setSearch(value);
          }}
        />
      </AppShell>
    );
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('only the rows near the view are in the page', async () => {
      await expect(cardButtonAt(canvasElement, 1)).toBeInTheDocument();
      await expect(canvas.getAllByRole('article').length).toBeLessThan(MANY_PICKS.length);
    });

    await step('typing renders no loaded card again', async () => {
      const box = canvas.getByRole('searchbox', { name: 'Cari kode atau nama saham' });
      const rendered = cardRenders.count;
      await userEvent.type(box, 'telkom');
      await expect(args.onSearchChange).toHaveBeenLastCalledWith('telkom');
      await expect(box).toHaveValue('telkom');
      await expect(cardRenders.count - rendered).toBe(0);
    });

    await step('Tab goes from card to card, into rows shown as they come near', async () => {
      cardButtonAt(canvasElement, 1)?.focus();
      for (let position = 2; position <= 16; position += 1) {
        // A member is slower than a frame: the row focus scrolled near is in the page by then.
        await waitFor(() => expect(cardButtonAt(canvasElement, position)).toBeInTheDocument());
        await userEvent.tab();
        await expect(cardButtonAt(canvasElement, position)).toHaveFocus();
      }
    });

    await step('the end of the list can be reached', async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await waitFor(() =>
        expect(cardButtonAt(canvasElement, MANY_PICKS.length)).toBeInTheDocument(),
      );
      await expect(canvas.getByText('Semua trading ideas sudah ditampilkan.')).toBeVisible();
      await expect(canvas.getAllByRole('article').length).toBeLessThan(MANY_PICKS.length);
    });
  },
};
