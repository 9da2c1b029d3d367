import { MAX_DEPOSIT_DISPLAY_MESSAGE } from '@saham/domain/money';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DEMO_PRICE_INFO, DemoLink } from './live.fixtures.ts';
import { emptyBuyFormValues } from '@saham/domain/trade';
import { BuyScreen } from './buy-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Live/Buy',
  component: BuyScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'ready',
    stock: { code: 'BBCA', name: 'Bank Central Asia Tbk.', pickId: 101, signal: 'buy' },
    priceInfo: DEMO_PRICE_INFO,
    values: emptyBuyFormValues,
    onValuesChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
  // The app owns the draft; local state stands in for its store so typing shows in the fields.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <AppShell activeRoute="buy" title="Beli" onBack={fn()} hideMenu LinkComponent={DemoLink}>
        <BuyScreen
          {...args}
          values={values}
          onValuesChange={(next) => {
            args.onValuesChange(next);
            setValues(next);
          }}
        />
      </AppShell>
    );
  },
} satisfies Meta<typeof BuyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Beli BBCA' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Jumlah lot' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('textbox', { name: 'Harga beli per lembar' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Modal' })).toBeInTheDocument();
  },
};

export const Desktop: Story = { globals: desktop };

/**
 * Required by the issue: over Rp 1.000.000.000.000 the capital says the spec's message at once
 * (§8, §9, via checkDeposit), and the form does not submit.
 */
export const DepositOverTheCap: Story = {
  play: async ({ args, canvas }) => {
    const capital = canvas.getByRole('textbox', { name: 'Modal' });
    await userEvent.type(capital, '1000000000000');
    await expect(canvas.queryByText(MAX_DEPOSIT_DISPLAY_MESSAGE)).not.toBeInTheDocument();
    await userEvent.type(capital, '1');
    await waitFor(() =>
      expect(capital).toHaveAccessibleDescription(
        expect.stringContaining(MAX_DEPOSIT_DISPLAY_MESSAGE),
      ),
    );
    await expect(
      canvas.getByText('Maksimum modal hanya sampai Rp 1.000.000.000.000'),
    ).toBeVisible();
    await expect(capital).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Jumlah lot' }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai harga terakhir' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Beli BBCA' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const DepositOverTheCapDesktop: Story = { ...DepositOverTheCap, globals: desktop };

/** A valid buy: the summary adds up and the request carries numbers, not text. */
export const Submit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Jumlah lot' }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai harga terakhir' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Modal' }), '5.000.000');
    await expect(canvas.getByText('Rp 5.000.000, cukup untuk 5 lot')).toBeInTheDocument();
    await expect(canvas.getByText('Rp 4.750.000')).toBeInTheDocument();
    await expect(canvas.getByText('Rp 250.000')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Beli BBCA' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      stock_pick_id: 101,
      stock_code: 'BBCA',
      lot: 5,
      buy_price: 9500,
      deposit: 5_000_000,
    });
  },
};

/** Letters never reach a number field (spec §5 numeric key filter). */
export const DigitsOnly: Story = {
  play: async ({ args, canvas }) => {
    const lot = canvas.getByRole('textbox', { name: 'Jumlah lot' });
    await userEvent.type(lot, '1a2');
    await expect(lot).toHaveValue('12');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      lot: '12',
      price: '',
      capital: '',
    });
  },
};

/** Submitting an empty form names every missing field. */
export const Required: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Beli BBCA' }));
    await expect(canvas.getByText('Jumlah lot wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Harga beli wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Modal wajib diisi')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A capital below the total, and a price beyond the all-time bounds (spec §3). */
export const Invalid: Story = {
  args: {
    priceInfo: { close: 9500, low_all_time: 50, high_all_time: 12_000 },
    values: { lot: '10', price: '13000', capital: '1.000.000' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Beli BBCA' }));
    await expect(canvas.getByText('Harga beli harus antara Rp 50 dan Rp 12.000')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Harga beli per lembar' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Harga beli per lembar' }), '9500');
    await expect(canvas.getByText('Modal kurang dari total pembelian Rp 9.500.000')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { values: { lot: '5', price: '9500', capital: '5000000' }, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Mengirim/ })).toBeDisabled();
  },
};

/** The server refused it; the app maps §8's message onto the field. */
export const ServerError: Story = {
  args: {
    values: { lot: '5', price: '9500', capital: '5000000' },
    submitError: 'Koneksi terputus saat mengirim. Data Anda masih tersimpan, silakan coba lagi.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pembelian gagal dicatat');
  },
};
export const ServerErrorDesktop: Story = { ...ServerError, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat data saham…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const LongContent: Story = {
  args: {
    stock: {
      code: 'PGEO',
      name: 'Pertamina Geothermal Energy Tbk. (Perseroda) Kantor Pusat Jakarta',
      signal: 'buy',
    },
    values: { lot: '1000000', price: '1190', capital: '999999999999' },
  },
};
