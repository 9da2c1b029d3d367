import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Toast, ToastProvider, useToast, type ToastOptions } from './toast.tsx';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: {
    title: 'Link disalin',
    description: 'Bagikan ke teman Anda lewat WhatsApp.',
    onDismiss: fn(),
    className: 'max-w-sm',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['info', 'success', 'danger'] } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Link disalin');
    await userEvent.click(canvas.getByRole('button', { name: 'Tutup notifikasi' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Success: Story = {
  args: { variant: 'success', title: 'Pertanyaan terkirim', description: undefined },
};

/** Danger toasts are alerts: read at once. */
export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Gagal mengirim',
    description: 'Periksa koneksi Anda, lalu coba lagi.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal mengirim');
  },
};

export const WithAction: Story = {
  args: {
    variant: 'success',
    title: 'Dihapus dari watchlist',
    description: undefined,
    action: { label: 'Urungkan', onClick: fn() },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Urungkan' }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

function ToastDemo({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Salin link</Button>;
}

/** The app's way: `useToast()` below one `<ToastProvider>`; toasts land in a live region. */
export const FromProvider: Story = {
  render: () => (
    <ToastProvider>
      <ToastDemo options={{ variant: 'success', title: 'Link disalin', duration: Infinity }} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    const region = screen.getByRole('region', { name: 'Notifikasi' });
    await expect(within(region).queryByText('Link disalin')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Salin link' }));
    await expect(await within(region).findByText('Link disalin')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Tutup notifikasi' }));
    await waitFor(() => expect(within(region).queryByText('Link disalin')).not.toBeInTheDocument());
  },
};

/** A toast leaves by itself after its duration. */
export const DismissesItself: Story = {
  render: () => (
    <ToastProvider>
      <ToastDemo options={{ title: 'Tersimpan', duration: 400 }} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salin link' }));
    const region = screen.getByRole('region', { name: 'Notifikasi' });
    await expect(await within(region).findByText('Tersimpan')).toBeVisible();
    await waitFor(() => expect(within(region).queryByText('Tersimpan')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};
