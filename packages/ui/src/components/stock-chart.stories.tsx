import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BBCA_CANDLES } from '../screens/stock-detail/stock-detail.fixtures.ts';
import { StockChart } from './stock-chart.tsx';

const meta = {
  title: 'Components/StockChart',
  component: StockChart,
  args: {
    code: 'BBCA',
    status: 'ready',
    candles: DEMO_BBCA_CANDLES,
    onRangeChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    range: { control: 'inline-radio', options: ['1M', '3M', '6M', '1Y'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StockChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads the chart library on demand, then draws three months of candles and volume. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const section = canvas.getByRole('region', { name: 'Grafik BBCA' });
    await waitFor(() => expect(section).toHaveAttribute('data-chart', 'ready'), {
      timeout: 15_000,
    });
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    await expect(canvas.getByText(/Tutup Rp 9\.500/)).toBeVisible();
  },
};

/**
 * The data table is the chart for screen readers: visually hidden, yet in the accessibility tree
 * with a caption, column headers and a row per day; a button also shows it on screen.
 */
export const DataTableForScreenReaders: Story = {
  play: async ({ canvas, step }) => {
    const table = canvas.getByRole('table', { name: /Data harga harian BBCA, 3 bulan terakhir/ });
    await step('hidden from the eyes, not from assistive technology', async () => {
      await expect(table.closest('[aria-hidden="true"]')).toBeNull();
      await expect(table.parentElement).toHaveClass('sr-only');
      const headers = within(table).getAllByRole('columnheader');
      await expect(headers.map((header) => header.textContent)).toEqual([
        'Tanggal',
        'Buka',
        'Tertinggi',
        'Terendah',
        'Tutup',
        'Volume',
      ]);
      // The newest day first, named by its date.
      const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
      await expect(within(firstRow).getByRole('rowheader')).toHaveTextContent('05 Januari 2026');
      await expect(firstRow).toHaveTextContent('Rp 9.500');
    });
    await step('the summary sentence says the period in words', async () => {
      await expect(
        canvas.getByText(/^BBCA 3 bulan \(.* – 05 Januari 2026\): penutupan terakhir Rp 9\.500/),
      ).toBeInTheDocument();
    });
    await step('a button shows it on screen too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan tabel data' }));
      await expect(table.parentElement).not.toHaveClass('sr-only');
      await expect(canvas.getByRole('region', { name: 'Tabel data harga BBCA' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Sembunyikan tabel data' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  },
};

/** The range control: pressing 1B reports it and the table shrinks to a month. */
export const ChangeRange: Story = {
  play: async ({ args, canvas }) => {
    // Members read Indonesian abbreviations (B for bulan, T for tahun), screen readers the words.
    for (const [name, shown] of [
      ['1 bulan', '1B'],
      ['3 bulan', '3B'],
      ['6 bulan', '6B'],
      ['1 tahun', '1T'],
    ] as const) {
      const chip = canvas.getByRole('button', { name });
      await expect(chip.querySelector('span[aria-hidden]')).toHaveTextContent(shown);
    }
    const threeMonths = canvas.getAllByRole('row').length;
    await userEvent.click(canvas.getByRole('button', { name: '1 bulan' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('1M');
    await expect(canvas.getByRole('button', { name: '1 bulan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('table', { name: /1 bulan terakhir/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row').length).toBeLessThan(threeMonths);
    // Pressing the shown range again keeps it: a chart always has a range.
    await userEvent.click(canvas.getByRole('button', { name: '1 bulan' }));
    await expect(canvas.getByRole('button', { name: '1 bulan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const OneYear: Story = { args: { defaultRange: '1Y' } };

/** While the history loads: a light shell and a spoken status, no library work on screen. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat grafik');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Grafik gagal dimuat');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { candles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada data harga')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { height: 260 },
  globals: { viewport: { value: 'mobile' } },
};
