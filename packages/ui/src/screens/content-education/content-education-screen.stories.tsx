import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DEMO_NOW, DemoLink } from '../content/content.fixtures.ts';
import {
  educationCategories,
  educationLongPosts,
  educationNextPage,
  educationPosts,
} from './content-education.fixtures.ts';
import { ContentEducationScreen } from './content-education-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/ContentEducation/Education',
  component: ContentEducationScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    posts: educationPosts,
    categories: educationCategories,
    category: '',
    search: '',
    postedTime: 'all',
    contentFormat: 'all',
    membership: 'vip',
    now: DEMO_NOW,
    hasMore: true,
    LinkComponent: DemoLink,
    onCategoryChange: fn(),
    onSearchChange: fn(),
    onSearch: fn(),
    onPostedTimeChange: fn(),
    onContentFormatChange: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onResetFilters: fn(),
    onContentClick: fn(),
  },
  // The app owns the filters; here local state stands in for its store, so chips and the search
  // box respond as they will in the product (every change still reaches the callbacks).
  render: function Render(args) {
    const [category, setCategory] = useState(args.category);
    const [search, setSearch] = useState(args.search);
    const [postedTime, setPostedTime] = useState(args.postedTime);
    const [contentFormat, setContentFormat] = useState(args.contentFormat);
    return (
      <AppShell activeRoute="education" title="Edukasi" LinkComponent={DemoLink}>
        <ContentEducationScreen
          {...args}
          category={category}
          search={search}
          postedTime={postedTime}
          contentFormat={contentFormat}
          onCategoryChange={(value) => {
            args.onCategoryChange(value);
            setCategory(value);
          }}
          onSearchChange={(value) => {
            args.onSearchChange(value);
            setSearch(value);
          }}
          onPostedTimeChange={(value) => {
            args.onPostedTimeChange(value);
            setPostedTime(value);
          }}
          onContentFormatChange={(value) => {
            args.onContentFormatChange(value);
            setContentFormat(value);
          }}
        />
      </AppShell>
    );
  },
} satisfies Meta<typeof ContentEducationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list on a phone; a category chip filters it. */
export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edukasi' })).toBeInTheDocument();
    const categories = canvas.getByRole('group', { name: 'Kategori' });
    await expect(canvas.getByRole('button', { name: 'Semua' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(categories).getByRole('button', { name: 'Manajemen Risiko' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('manajemen-risiko');
    await waitFor(() =>
      expect(within(categories).getByRole('button', { name: 'Manajemen Risiko' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};

export const Desktop: Story = { globals: desktop };

/** Typing reports every change (the app keeps the text); Enter searches. */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cari materi' });
    await userEvent.type(box, 'dividen');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('dividen');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('dividen');
  },
};

/** Spec §2: filter by type (video or artikel) and by posted time. */
export const Filters: Story = {
  play: async ({ args, canvas }) => {
    const types = canvas.getByRole('group', { name: 'Tipe konten' });
    await userEvent.click(within(types).getByRole('button', { name: 'Video' }));
    await expect(args.onContentFormatChange).toHaveBeenCalledWith('video');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Waktu posting' }),
      '7 hari terakhir',
    );
    await expect(args.onPostedTimeChange).toHaveBeenCalledWith('last-7-days');
  },
};

/** Opening a card reports the content click and follows its link. */
export const ContentClick: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /Cara menghitung lot dan modal/ });
    await expect(link).toHaveAttribute('href', '/education/detail/201');
    await userEvent.click(link);
    await expect(args.onContentClick).toHaveBeenCalledWith(expect.objectContaining({ id: 201 }));
  },
};

/** The "load more" button asks for the next page (scrolling to the end does the same). */
export const LoadMore: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Muat lebih banyak' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { posts: [...educationPosts, ...educationNextPage], loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat materi berikutnya…');
    await expect(canvas.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  },
};

export const LoadMoreError: Story = {
  args: { loadMoreError: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Halaman berikutnya gagal dimuat');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The last page is in: no more loading. */
export const EndOfList: Story = {
  args: { posts: [...educationPosts, ...educationNextPage], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Semua materi sudah ditampilkan.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat materi…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Empty: Story = {
  args: { status: 'empty', posts: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada materi')).toBeInTheDocument();
  },
};
export const EmptyDesktop: Story = { ...Empty, globals: desktop };

/** Nothing matches the search and filters: one button clears them. */
export const NoResults: Story = {
  args: {
    status: 'empty',
    posts: [],
    hasMore: false,
    search: 'opsi saham',
    category: 'psikologi-trading',
    contentFormat: 'video',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Tidak ada yang cocok')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus semua filter' }));
    await expect(args.onResetFilters).toHaveBeenCalled();
  },
};
export const NoResultsDesktop: Story = { ...NoResults, globals: desktop };

export const Error: Story = {
  args: { status: 'error', posts: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat materi');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

/** A free member: VIP lessons carry a lock (spec §6). */
export const FreeMember: Story = {
  args: { membership: 'free' },
  play: async ({ canvas }) => {
    const locked = educationPosts.filter((post) => post.is_vip).length;
    await expect(canvas.getAllByRole('link', { name: /khusus member VIP$/ })).toHaveLength(locked);
  },
};
export const FreeMemberDesktop: Story = { ...FreeMember, globals: desktop };

export const LongContent: Story = {
  args: { posts: educationLongPosts, search: 'cara membaca laporan keuangan emiten perbankan' },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
