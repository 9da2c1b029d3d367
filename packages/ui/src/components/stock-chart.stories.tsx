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

/** The colours of a canvas's translucent pixels (drawn with alpha) from a row down: [r, g, b]. */
function translucentColours(
  canvas: HTMLCanvasElement,
  fromRow: number,
): [number, number, number][] {
  const context = canvas.getContext('2d');
  if (!context || canvas.height - fromRow <= 0) return [];
  const { data } = context.getImageData(0, fromRow, canvas.width, canvas.height - fromRow);
  const colours: [number, number, number][] = [];
  for (let index = 0; index < data.length; index += 4) {
    const alpha = data[index + 3] ?? 0;
    if (alpha < 40 || alpha > 160) continue;
    colours.push([data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0]);
  }
  return colours;
}

const hexToRgb = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

const near = (a: readonly number[], b: readonly number[]) =>
  a.every((channel, index) => Math.abs(channel - (b[index] ?? 0)) <= 16);

/**
 * The chart follows the page's theme (issue 28: the member switches it in the profile): switching
 * `data-theme` on <html> repaints the candles and the volume bars in the other theme's colours.
 */
export const FollowsTheTheme: Story = {
  play: async ({ canvasElement, canvas }) => {
    const section = canvas.getByRole('region', { name: 'Grafik BBCA' });
    await waitFor(() => expect(section).toHaveAttribute('data-chart', 'ready'), {
      timeout: 15_000,
    });
    const html = document.documentElement;
    const before = html.getAttribute('data-theme');
    const other = before === 'dark' ? 'light' : 'dark';
    const drawing = canvasElement.querySelector<HTMLElement>('[data-slot="stock-chart-canvas"]');
    if (!drawing) throw new globalThis.Error('no chart drawing');
    const oldColours = [drawing.dataset.up ?? '', drawing.dataset.down ?? ''];
    // The volume bars: the bottom of the pane, drawn translucent.
    const pane = [...drawing.querySelectorAll('canvas')].sort(
      (a, b) => b.width * b.height - a.width * a.height,
    )[0];
    if (!pane) throw new globalThis.Error('no chart pane');
    const barsIn = (hexes: string[]) =>
      translucentColours(pane, Math.floor(pane.height * 0.92)).filter((colour) =>
        hexes.some((hex) => near(colour, hexToRgb(hex))),
      ).length;
    await waitFor(() => expect(barsIn(oldColours)).toBeGreaterThan(0));
    try {
      html.setAttribute('data-theme', other);
      const style = getComputedStyle(html);
      const newColours = ['--price-up', '--price-down'].map((name) =>
        style.getPropertyValue(name).trim(),
      );
      await waitFor(() => expect(drawing.dataset.up).toBe(newColours[0]));
      await waitFor(() => {
        expect(barsIn(newColours)).toBeGreaterThan(0);
        expect(barsIn(oldColours)).toBe(0);
      });
    } finally {
      if (before === null) html.removeAttribute('data-theme');
      else html.setAttribute('data-theme', before);
    }
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
