import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DemoLink } from '../live/live.fixtures.ts';
import {
  DEMO_BBCA,
  DEMO_BBCA_CANDLES,
  DEMO_BBCA_WEEKLY_CANDLES,
} from '../stock-detail/stock-detail.fixtures.ts';
import { DEMO_ANALYST_CHARTS } from './chart.fixtures.ts';
import { ChartScreen } from './chart-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Chart/Chart',
  component: ChartScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    code: 'BBCA',
    stock: DEMO_BBCA,
    codeInput: '',
    chartStatus: 'ready',
    candles: DEMO_BBCA_CANDLES,
    analystStatus: 'success',
    analystCharts: DEMO_ANALYST_CHARTS,
    onCodeInputChange: fn(),
    onCodeSubmit: fn(),
    onChartRangeChange: fn(),
    onChartRetry: fn(),
    onAnalystRetry: fn(),
    onPreviewImageChange: fn(),
    onNavigate: fn(),
  },
  render: function Render(args) {
    const [codeInput, setCodeInput] = useState(args.codeInput);
    return (
      <AppShell activeRoute="chart" title="Chart" onBack={fn()} hideMenu LinkComponent={DemoLink}>
        <ChartScreen
          {...args}
          codeInput={codeInput}
          onCodeInputChange={(value) => {
            args.onCodeInputChange(value);
            setCodeInput(value);
          }}
        />
      </AppShell>
    );
  },
} satisfies Meta<typeof ChartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full chart of one stock with its screen-reader table, and the analysts' charts. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chart BBCA' })).toBeInTheDocument();
    const chart = canvas.getByRole('region', { name: 'Grafik harga BBCA' });
    await expect(
      within(chart).getByRole('table', { name: /Data harga harian BBCA, 6 bulan terakhir/ }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(DEMO_ANALYST_CHARTS.length);
  },
};

export const Desktop: Story = { globals: desktop };

/** Another code: typed (kept by the app), then shown in capitals. */
export const SwitchStock: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Kode saham' });
    await userEvent.type(box, 'tlkm');
    await expect(args.onCodeInputChange).toHaveBeenLastCalledWith('tlkm');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan' }));
    await expect(args.onCodeSubmit).toHaveBeenCalledWith('TLKM');
  },
};

/** An analyst's chart opens full size in the image preview (spec §3 previewImage). */
export const PreviewAnalystChart: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /BBCA uji resistance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Chart analis' });
    await expect(dialog).toHaveAccessibleDescription('BBCA uji resistance Rp 9.800');
    await expect(args.onPreviewImageChange).toHaveBeenCalledWith(
      expect.objectContaining({ isOpen: true }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** No stock chosen yet. */
export const NoStock: Story = {
  args: { code: '', stock: null, candles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pilih saham')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /Grafik/ })).not.toBeInTheDocument();
  },
};
export const NoStockDesktop: Story = { ...NoStock, globals: desktop };

export const Loading: Story = {
  args: { stock: null, chartStatus: 'loading', candles: [], analystStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat grafik');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { chartStatus: 'error', analystStatus: 'error' },
  play: async ({ args, canvas }) => {
    const retries = canvas.getAllByRole('button', { name: 'Coba lagi' });
    await userEvent.click(retries[0] as HTMLElement);
    await expect(args.onChartRetry).toHaveBeenCalled();
    await userEvent.click(retries[1] as HTMLElement);
    await expect(args.onAnalystRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const NoAnalystCharts: Story = {
  args: { analystStatus: 'empty', analystCharts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada chart analis')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    stock: {
      ...DEMO_BBCA,
      name: 'Bank Central Asia Tbk. (Perseroan Terbatas Terbuka) Kantor Pusat Jakarta',
    },
    codeInput: 'BBCA',
  },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };

/**
 * The resolutions §7 trading-view/config lists (Harian, Mingguan, Bulanan) beside the range; the
 * app keeps the choice in the address.
 */
export const Resolutions: Story = {
  args: {
    resolutions: ['1D', '1W', '1M'],
    resolution: '1W',
    candles: DEMO_BBCA_WEEKLY_CANDLES,
    onResolutionChange: fn(),
  },
  // Picking one is ResolutionChips' story (no focus ring in the shot).
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Resolusi grafik' });
    await expect(within(group).getByRole('button', { name: 'Mingguan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      canvas.getByRole('table', { name: /Data harga mingguan BBCA/ }),
    ).toBeInTheDocument();
  },
};

export const ResolutionsDesktop: Story = { ...Resolutions, globals: desktop };
