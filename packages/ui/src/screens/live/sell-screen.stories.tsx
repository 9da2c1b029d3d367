import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DEMO_POSITION, DemoLink } from './live.fixtures.ts';
import { SellScreen } from './sell-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Live/SellAll',
  component: SellScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'ready',
    position: DEMO_POSITION,
    lastPrice: 9500,
    values: { price: '' },
    onValuesChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <AppShell activeRoute="sell" title="Jual" onBack={fn()} hideMenu LinkComponent={DemoLink}>
        <SellScreen
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
} satisfies Meta<typeof SellScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The position and an empty price. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Jual semua BBCA' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('10 lot (1.000 lembar)')).toBeInTheDocument();
  },
};

export const Desktop: Story = { globals: desktop };

/** The last price, the estimate, the confirmation, then the request. */
export const SellAll: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai harga terakhir' }));
    await expect(canvas.getByRole('textbox', { name: 'Harga jual per lembar' })).toHaveValue(
      '9500',
    );
    await expect(canvas.getByText('Rp 300.000')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Jual semua' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jual semua BBCA?' });
    await expect(dialog).toHaveAccessibleDescription(/10 lot \(1\.000 lembar\) di Rp 9\.500/);
    await userEvent.click(screen.getByRole('button', { name: 'Ya, jual semua' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ stock_diary_emi_id: 501, sell_price: 9500 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Cancel keeps the position and the typed price, and focus goes back to 'Jual semua'. */
export const Cancel: Story = {
  args: { values: { price: '9.100' } },
  play: async ({ args, canvas }) => {
    const sell = canvas.getByRole('button', { name: 'Jual semua' });
    await userEvent.click(sell);
    await userEvent.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // It opens from the form's own button, not a DialogTrigger: DialogContent returns focus there.
    await waitFor(() => expect(sell).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Harga jual per lembar' })).toHaveValue(
      '9.100',
    );
  },
};

/** The confirmation open (a loss: sold below the buy price). */
export const DialogOpen: Story = {
  args: { values: { price: '9100' }, defaultConfirmOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Jual semua BBCA?' })).toHaveTextContent(
      '-Rp 100.000',
    );
  },
};
export const DialogOpenDesktop: Story = { ...DialogOpen, globals: desktop };

export const Required: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Jual semua' }));
    await expect(canvas.getByText('Harga jual wajib diisi')).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { values: { price: '9500' }, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Mengirim/ })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { values: { price: '9500' }, submitError: 'Posisi ini sudah terjual.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Posisi ini sudah terjual.');
  },
};
export const ServerErrorDesktop: Story = { ...ServerError, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat posisi…');
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
    position: {
      ...DEMO_POSITION,
      stock_code: 'PGEO',
      stock_name: 'Pertamina Geothermal Energy Tbk. (Perseroda) Kantor Pusat Jakarta',
      lot: 125_000,
      buy_price: 1125,
      deposit: 14_062_500_000,
    },
    lastPrice: 1190,
    values: { price: '1190' },
  },
};
