import type { Meta, StoryObj } from '@storybook/react-vite';
import WifiOffIcon from 'lucide-react/icons/wifi-off';
import { expect, fn, userEvent } from 'storybook/test';
import { Card } from './card.tsx';
import { ErrorState } from './error-state.tsx';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
  argTypes: { layout: { control: 'inline-radio', options: ['page', 'inline'] } },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as an alert; the retry button calls back. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Terjadi kesalahan');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** While retrying, the button is busy and cannot be pressed twice. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Coba lagi' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

/** spec §8: a status above 500 becomes 'Server Error'; the words around it are ours. */
export const ServerError: Story = {
  args: {
    title: 'Server Error',
    description: 'Server sedang bermasalah. Silakan coba beberapa saat lagi.',
  },
};

export const NoConnection: Story = {
  args: {
    icon: <WifiOffIcon />,
    title: 'Tidak ada koneksi',
    description: 'Periksa internet Anda, lalu coba lagi.',
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, description: 'Konten ini tidak tersedia.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const InsideCard: Story = {
  args: { layout: 'inline', description: 'Trading ideas gagal dimuat.' },
  render: (args) => (
    <Card className="max-w-sm">
      <ErrorState {...args} />
    </Card>
  ),
};
