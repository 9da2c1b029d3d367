import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DEMO_BOUGHT_POSITION, DemoLink } from './live.fixtures.ts';
import { SuccessBuyScreen } from './success-buy-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Live/SuccessBuy',
  component: SuccessBuyScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { position: DEMO_BOUGHT_POSITION, LinkComponent: DemoLink },
  render: (args) => (
    <AppShell
      activeRoute="successBuy"
      title="Pembelian Berhasil"
      onBack={fn()}
      hideMenu
      LinkComponent={DemoLink}
    >
      <SuccessBuyScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof SuccessBuyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The receipt of spec §4's successbuy: totals, the WIB server time, the way back. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pembelian berhasil dicatat' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Rp 4.750.000')).toBeInTheDocument();
    await expect(canvas.getByText('05 Januari 2026 09:45 WIB')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Trading Ideas' })).toHaveAttribute(
      'href',
      '/stockpick',
    );
    // Issue 26: the position just bought is listed in the diary's held tab.
    await expect(canvas.getByRole('link', { name: 'Lihat catatan transaksi' })).toHaveAttribute(
      'href',
      '/stockpick/catatan',
    );
  },
};

export const Desktop: Story = { globals: desktop };

export const LongContent: Story = {
  args: {
    position: {
      ...DEMO_BOUGHT_POSITION,
      stock_code: 'PGEO',
      stock_name: 'Pertamina Geothermal Energy Tbk. (Perseroda) Kantor Pusat Jakarta',
      lot: 125_000,
      buy_price: 1125,
      deposit: 999_999_999_999,
    },
  },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
