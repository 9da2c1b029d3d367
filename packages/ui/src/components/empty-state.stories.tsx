import type { Meta, StoryObj } from '@storybook/react-vite';
import BellIcon from 'lucide-react/icons/bell';
import InboxIcon from 'lucide-react/icons/inbox';
import SearchIcon from 'lucide-react/icons/search';
import { expect } from 'storybook/test';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <BellIcon />,
    title: 'Belum ada notifikasi',
    description: 'Kabar terbaru tentang trading ideas dan analisis akan muncul di sini.',
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['page', 'inline'] },
    tone: { control: 'inline-radio', options: ['neutral', 'danger'] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada notifikasi')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'Saham tidak ditemukan',
    description: 'Coba kode lain, misalnya BBCA atau TLKM.',
    children: <Button variant="outline">Hapus pencarian</Button>,
  },
};

export const InsideCard: Story = {
  args: {
    layout: 'inline',
    icon: <InboxIcon />,
    title: 'Belum ada pertanyaan',
    description: 'Tanya Saham ke analis kami.',
  },
  render: (args) => (
    <Card className="max-w-sm">
      <EmptyState {...args} />
    </Card>
  ),
};

export const LongContent: Story = {
  args: {
    title: 'Watchlist Anda masih kosong, tambahkan saham yang ingin Anda pantau setiap hari',
    description:
      'Tekan ikon bookmark di halaman detail saham atau di kartu trading ideas untuk menambahkannya ke watchlist. Saham di watchlist akan muncul di tab Watchlist beserta sinyal terbarunya.',
  },
};
