import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DEMO_SOLD_POSITION, DemoLink } from './live.fixtures.ts';
import { SuccessSellScreen } from './success-sell-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Live/SuccessSell',
  component: SuccessSellScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { position: DEMO_SOLD_POSITION, LinkComponent: DemoLink },
  render: (args) => (
    <AppShell
      activeRoute="successSell"
      title="Penjualan Berhasil"
      onBack={fn()}
      hideMenu
      LinkComponent={DemoLink}
    >
      <SuccessSellScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof SuccessSellScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profit: in green, with words for screen readers (spec §4 successsell). */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Penjualan berhasil dicatat' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Keuntungan')).toBeInTheDocument();
    await expect(canvas.getByText('Rp 300.000')).toHaveClass('text-price-up');
    await expect(canvas.getByText('naik 3,26%')).toBeInTheDocument();
    // Issue 26: the sale just made is listed in the diary's sold tab.
    await expect(canvas.getByRole('link', { name: 'Lihat catatan transaksi' })).toHaveAttribute(
      'href',
      '/stockpick/catatan?tab=terjual',
    );
  },
};

export const Desktop: Story = { globals: desktop };

/** A loss: in red, with the minus sign of spec §9 ('-Rp'). */
export const Loss: Story = {
  args: {
    position: {
      ...DEMO_SOLD_POSITION,
      sell_price: 9100,
      profit: -100_000,
      profit_percent: -1.09,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kerugian')).toBeInTheDocument();
    await expect(canvas.getByText('-Rp 100.000')).toHaveClass('text-price-down');
    await expect(canvas.getByText('turun 1,09%')).toBeInTheDocument();
  },
};
export const LossDesktop: Story = { ...Loss, globals: desktop };
