import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { analysisPosts } from '../content-analysis/content-analysis.fixtures.ts';
import { DEMO_PICKS, DemoLink, LIVE_NOW } from '../live/live.fixtures.ts';
import {
  DEMO_BBCA,
  DEMO_BBCA_CANDLES,
  DEMO_LONG_STOCK,
  demoCandles,
} from './stock-detail.fixtures.ts';
import { StockDetailScreen } from './stock-detail-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const [bbca, tlkm] = DEMO_PICKS;
if (!bbca || !tlkm) throw new globalThis.Error('live fixtures changed');

/** The ideas on BBCA: the open one of the live list, and a VIP swing idea. */
const bbcaPicks = [
  bbca,
  {
    ...tlkm,
    id: 130,
    stock_code: 'BBCA',
    stock_name: 'Bank Central Asia Tbk.',
    entry_price: 9000,
    target_price: 10_200,
    stop_loss: 8650,
    last_price: 9500,
    strategy: 'swing',
  },
];

const meta = {
  title: 'Screens/StockDetail/StockDetail',
  component: StockDetailScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    stock: DEMO_BBCA,
    chartStatus: 'ready',
    candles: DEMO_BBCA_CANDLES,
    chartHref: `${paths.chart()}?stock=BBCA`,
    relatedPicks: bbcaPicks,
    membership: 'vip',
    now: LIVE_NOW,
    LinkComponent: DemoLink,
    onChartRangeChange: fn(),
    onChartRetry: fn(),
    onChartClick: fn(),
    onOpenPick: fn(),
    onUpgrade: fn(),
    onRetry: fn(),
  },
  render: (args) => (
    <AppShell
      activeRoute="stockDetail"
      title="Detail Saham"
      onBack={fn()}
      hideMenu
      LinkComponent={DemoLink}
    >
      <StockDetailScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof StockDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Price and change, the chart with its data table, key stats and the ideas on the stock. */
export const Mobile: Story = {
  play: async ({ args, canvas, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'BBCA' })).toBeInTheDocument();
    await expect(canvas.getByText('naik 125 (1,33%)')).toBeInTheDocument();
    await step('the chart and its screen-reader table', async () => {
      const chart = canvas.getByRole('region', { name: 'Grafik BBCA' });
      await expect(
        within(chart).getByRole('table', { name: /Data harga harian BBCA/ }),
      ).toBeInTheDocument();
      await waitFor(() => expect(chart).toHaveAttribute('data-chart', 'ready'), {
        timeout: 15_000,
      });
    });
    await step('key statistics', async () => {
      const stats = canvas.getByRole('region', { name: 'Statistik hari ini' });
      await expect(within(stats).getByText('48.215.300 lembar')).toBeInTheDocument();
      await expect(within(stats).getByText('31 Mei 2000')).toBeInTheDocument();
    });
    await step('related ideas and the full chart link', async () => {
      const ideas = canvas.getByRole('region', { name: 'Trading ideas BBCA' });
      await expect(within(ideas).getAllByRole('article')).toHaveLength(2);
      const full = canvas.getByRole('link', { name: 'Buka chart layar penuh' });
      await expect(full).toHaveAttribute('href', '/chart?stock=BBCA');
      await userEvent.click(full);
      await expect(args.onChartClick).toHaveBeenCalled();
    });
  },
};

export const Desktop: Story = { globals: desktop };

/** A free member: the VIP idea on the stock is locked. */
export const FreeMember: Story = {
  args: { membership: 'free' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade ke VIP' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};
export const FreeMemberDesktop: Story = { ...FreeMember, globals: desktop };

/** The stock is in, its history still loading. */
export const ChartLoading: Story = { args: { chartStatus: 'loading' } };

export const ChartError: Story = {
  args: { chartStatus: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onChartRetry).toHaveBeenCalled();
  },
};

/** The server knows no listing date or sector: those facts are left out, not shown as a dash. */
export const UnknownFacts: Story = {
  args: { stock: { ...DEMO_BBCA, listing_date: null, sector: '' } },
  play: async ({ canvas }) => {
    const stats = canvas.getByRole('region', { name: 'Statistik hari ini' });
    await expect(within(stats).getByText('48.215.300 lembar')).toBeInTheDocument();
    await expect(within(stats).queryByText('Tanggal pencatatan')).toBeNull();
    await expect(within(stats).queryByText('Sektor')).toBeNull();
    await expect(within(stats).queryByText('–')).toBeNull();
  },
};

/** No idea on this stock yet. */
export const NoIdeas: Story = {
  args: { relatedPicks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada trading idea')).toBeVisible();
  },
};
export const NoIdeasDesktop: Story = { ...NoIdeas, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat detail saham…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat detail saham');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const LongContent: Story = {
  args: {
    stock: DEMO_LONG_STOCK,
    candles: demoCandles('PGEO', DEMO_LONG_STOCK.last_price),
    relatedPicks: [],
  },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };

/** The newest analyses about BBCA (the second one VIP) as a VIP member reads them. */
const bbcaAnalyses = analysisPosts.slice(0, 3).map((post, index) => ({
  ...post,
  is_vip: index === 1,
}));

/**
 * As the app shows it: the ask-the-analyst button (§7 legacy qa-check) and the analyses about the
 * stock (§7 legacy get-analysis), each opening at its slug.
 */
export const WithAnalyses: Story = {
  args: {
    analyses: { status: 'success', posts: bbcaAnalyses },
    analysesHref: `${paths.analysis()}?q=BBCA`,
    onAnalysesRetry: fn(),
    onOpenAnalysis: fn(),
    askAnalyst: { status: 'idle' },
    onAskAnalyst: fn(),
  },
  // Pressing the button and opening a post are the components' stories (no focus ring in the shot).
  play: async ({ canvas }) => {
    const analyses = canvas.getByRole('region', { name: 'Analisis BBCA' });
    await expect(within(analyses).getAllByRole('article')).toHaveLength(3);
    await expect(
      canvas.getByRole('button', { name: 'Tanya analis tentang BBCA' }),
    ).toBeInTheDocument();
  },
};

export const WithAnalysesDesktop: Story = { ...WithAnalyses, globals: desktop };

/**
 * The analyses failed and the member may not ask now: each says so in place, and the rest of the
 * page stays.
 */
export const AnalysesErrorAskRefused: Story = {
  args: {
    analyses: { status: 'error' },
    onAnalysesRetry: fn(),
    askAnalyst: {
      status: 'refused',
      message:
        'Pertanyaan Anda sebelumnya belum dijawab. Tunggu jawaban analis sebelum bertanya lagi.',
    },
    onAskAnalyst: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'BBCA' })).toBeInTheDocument();
    // The refusal is read out at once (the failed section is an alert too).
    await expect(canvas.getByText(/belum dijawab/).closest('[role="alert"]')).not.toBeNull();
    const analyses = canvas.getByRole('region', { name: 'Analisis BBCA' });
    await expect(within(analyses).getByText('Analisis BBCA gagal dimuat')).toBeInTheDocument();
    await expect(within(analyses).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  },
};
