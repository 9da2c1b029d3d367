import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'latest', onValueChange: fn(), className: 'max-w-md' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Trading Ideas">
        <TabsTrigger value="latest">Terbaru</TabsTrigger>
        <TabsTrigger value="watchlist">Watchlist</TabsTrigger>
      </TabsList>
      <TabsContent value="latest">Trading ideas terbaru dari analis kami.</TabsContent>
      <TabsContent value="watchlist">Saham yang Anda pantau.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: Trading Ideas has tabs for latest and watchlist. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const watchlist = canvas.getByRole('tab', { name: 'Watchlist' });
    await userEvent.click(watchlist);
    await expect(watchlist).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Saham yang Anda pantau.');
    await expect(args.onValueChange).toHaveBeenCalledWith('watchlist');
  },
};

/** Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Terbaru' }));
    await userEvent.keyboard('{ArrowRight}');
    const watchlist = canvas.getByRole('tab', { name: 'Watchlist' });
    await expect(watchlist).toHaveFocus();
    await expect(watchlist).toHaveAttribute('aria-selected', 'true');
  },
};

export const Pill: Story = {
  args: { defaultValue: 'article' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList variant="pill" aria-label="Jenis konten">
        <TabsTrigger value="article">Artikel</TabsTrigger>
        <TabsTrigger value="video">Video</TabsTrigger>
      </TabsList>
      <TabsContent value="article">Daftar artikel.</TabsContent>
      <TabsContent value="video">Daftar video.</TabsContent>
    </Tabs>
  ),
};

/** spec §2 notification categories: many tabs scroll sideways on a phone. */
export const ManyTabs: Story = {
  args: { defaultValue: 'all' },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Kategori notifikasi">
        <TabsTrigger value="all">Semua</TabsTrigger>
        <TabsTrigger value="content">Konten</TabsTrigger>
        <TabsTrigger value="event">Event</TabsTrigger>
        <TabsTrigger value="ask-stock">Tanya Saham</TabsTrigger>
        <TabsTrigger value="other">Lainnya</TabsTrigger>
      </TabsList>
      <TabsContent value="all">Semua notifikasi.</TabsContent>
      <TabsContent value="content">Notifikasi konten.</TabsContent>
      <TabsContent value="event">Notifikasi event.</TabsContent>
      <TabsContent value="ask-stock">Notifikasi Tanya Saham.</TabsContent>
      <TabsContent value="other">Notifikasi lainnya.</TabsContent>
    </Tabs>
  ),
};

export const FullWidth: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList width="full" aria-label="Trading Ideas">
        <TabsTrigger value="latest">Terbaru</TabsTrigger>
        <TabsTrigger value="watchlist">Watchlist</TabsTrigger>
      </TabsList>
      <TabsContent value="latest">Trading ideas terbaru.</TabsContent>
      <TabsContent value="watchlist">Watchlist Anda.</TabsContent>
    </Tabs>
  ),
};
