import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DEMO_TICKERS } from './dashboard.fixtures.ts';
import { TickerSection } from './dashboard-ticker.tsx';

const energy = DEMO_TICKERS.find((ticker) => ticker.code === 'IDXENERGY');
if (!energy) throw new globalThis.Error('dashboard fixtures changed');

const meta = {
  title: 'Components/Parts/Dashboard/TickerSection',
  component: TickerSection,
  args: {
    state: { status: 'success', items: DEMO_TICKERS },
    onItemClick: fn(),
    onTypeChange: fn(),
    onRetry: fn(),
    deferred: false,
  },
} satisfies Meta<typeof TickerSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar reports the entry picked and the kind chosen (spec §1 analytics). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ticker pasar' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Energi/ }));
    await expect(args.onItemClick).toHaveBeenCalledWith(energy);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Jenis ticker' }), 'Sektor');
    await expect(args.onTypeChange).toHaveBeenCalledWith('sector');
    await expect(canvas.queryByRole('button', { name: /^IHSG/ })).not.toBeInTheDocument();
  },
};

/**
 * As the dashboard first renders it (issue 5): the entries a wide screen shows come first and the
 * glide waits, yet IHSG is there and can be picked at once.
 */
export const Deferred: Story = {
  args: { deferred: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^IHSG/ }));
    await expect(args.onItemClick).toHaveBeenCalledWith(DEMO_TICKERS[0]);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Ticker pasar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { state: { status: 'error' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ticker pasar gagal dimuat.');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No entries: no bar at all, rather than an empty strip. */
export const Empty: Story = {
  args: { state: { status: 'success', items: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};
