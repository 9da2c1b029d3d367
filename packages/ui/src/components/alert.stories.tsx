import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, AlertDescription, AlertTitle } from './alert.tsx';
import { Button } from './button.tsx';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { className: 'max-w-md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    variant: 'info',
    children: (
      <>
        <AlertTitle>Pasar tutup</AlertTitle>
        <AlertDescription>Harga terakhir dari sesi perdagangan Jumat.</AlertDescription>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Pasar tutup');
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    children: (
      <>
        <AlertTitle>Kata sandi diperbarui</AlertTitle>
        <AlertDescription>Gunakan kata sandi baru saat masuk berikutnya.</AlertDescription>
      </>
    ),
  },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    children: (
      <>
        <AlertTitle>Terlalu banyak permintaan kode</AlertTitle>
        <AlertDescription>Tunggu sebentar sebelum meminta kode OTP lagi.</AlertDescription>
      </>
    ),
  },
};

/** spec §2 no-connection alert; warning and danger are `role="alert"`, read at once. */
export const Danger: Story = {
  args: {
    variant: 'danger',
    children: (
      <>
        <AlertTitle>Tidak ada koneksi internet</AlertTitle>
        <AlertDescription>Periksa jaringan Anda, lalu coba lagi.</AlertDescription>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tidak ada koneksi internet');
  },
};

export const WithAction: Story = {
  args: {
    variant: 'danger',
    children: (
      <>
        <AlertTitle>Tidak ada koneksi internet</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-2">
          <p>Periksa jaringan Anda, lalu coba lagi.</p>
          <Button size="sm" variant="outline">
            Coba lagi
          </Button>
        </AlertDescription>
      </>
    ),
  },
};
