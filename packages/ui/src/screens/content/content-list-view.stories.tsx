import type { Post } from '@saham/domain/api/content';
import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import type { ContentCardPost } from '../../components/content-card.tsx';
import {
  analysisCategories,
  analysisLongPosts,
  analysisNextPage,
  analysisPosts,
} from '../content-analysis/content-analysis.fixtures.ts';
import { analysisListLabels } from '../content-analysis/content-analysis-screen.tsx';
import { DEMO_NOW, DemoLink } from './content.fixtures.ts';
import { ContentListView } from './content-list-view.tsx';

const desktop = { viewport: { value: 'desktop' } };

const meta = {
  title: 'Components/Parts/Content/ContentListView',
  component: ContentListView,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  args: {
    labels: analysisListLabels,
    getHref: (post: ContentCardPost) => paths.analysisDetail(post.id),
    status: 'success',
    posts: analysisPosts,
    categories: analysisCategories,
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
  // The app owns the filters; local state stands in for its store, so the chips, the search box
  // and the period respond as in the product (every change still reaches the callbacks).
  render: function Render(args) {
    const [category, setCategory] = useState(args.category);
    const [search, setSearch] = useState(args.search);
    const [postedTime, setPostedTime] = useState(args.postedTime);
    const [contentFormat, setContentFormat] = useState(args.contentFormat);
    return (
      <main>
        <ContentListView
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
      </main>
    );
  },
} satisfies Meta<typeof ContentListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: the section's words from its labels, one card per post, each a link. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analysis' })).toBeVisible();
    const list = canvas.getByRole('region', { name: 'Daftar analisis' });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(
      analysisPosts.length,
    );
    const [first] = analysisPosts as [Post, ...Post[]];
    const link = within(list).getByRole('link', { name: first.title });
    await expect(link).toHaveAttribute('href', paths.analysisDetail(first.id));
    await userEvent.click(link);
    await expect(args.onContentClick).toHaveBeenCalledWith(
      expect.objectContaining({ id: first.id }),
    );
  },
};

export const DefaultDesktop: Story = { globals: desktop };

/** A category chip, the type chips, the period and the search each go out through a callback. */
export const Filters: Story = {
  play: async ({ args, canvas, step }) => {
    await step('a category', async () => {
      const categories = canvas.getByRole('group', { name: 'Kategori' });
      const chip = within(categories).getByRole('button', { name: 'Analisa Teknikal' });
      await userEvent.click(chip);
      await expect(args.onCategoryChange).toHaveBeenCalledWith('analisa-teknikal');
      await waitFor(() => expect(chip).toHaveAttribute('aria-pressed', 'true'));
    });
    await step('a type, then all types again', async () => {
      const types = canvas.getByRole('group', { name: 'Tipe konten' });
      await userEvent.click(within(types).getByRole('button', { name: 'Artikel' }));
      await expect(args.onContentFormatChange).toHaveBeenLastCalledWith('article');
      await userEvent.click(within(types).getByRole('button', { name: 'Semua tipe' }));
      await expect(args.onContentFormatChange).toHaveBeenLastCalledWith('all');
    });
    await step('a period', async () => {
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: 'Waktu posting' }),
        '30 hari terakhir',
      );
      await expect(args.onPostedTimeChange).toHaveBeenCalledWith('last-30-days');
    });
    await step('a search, sent with Enter', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari analisis' }), 'BBCA{Enter}');
      await expect(args.onSearchChange).toHaveBeenLastCalledWith('BBCA');
      await expect(args.onSearch).toHaveBeenCalledWith('BBCA');
    });
  },
};

export const Loading: Story = {
  args: { status: 'loading', posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat analisis…');
    await expect(canvas.getByRole('region', { name: 'Daftar analisis' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

/** Nothing in the section yet, no filter set: a quiet note, nothing to clear. */
export const Empty: Story = {
  args: { status: 'empty', posts: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada analisis')).toBeVisible();
    await expect(canvas.getByText('Analisis terbaru akan muncul di sini.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hapus semua filter' })).toBeNull();
  },
};

/** Nothing matches the search and filters: one button clears them all. */
export const NoResults: Story = {
  args: {
    status: 'empty',
    posts: [],
    hasMore: false,
    search: 'saham gorengan',
    category: 'dividen',
    postedTime: 'today',
    contentFormat: 'video',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Tidak ada yang cocok')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus semua filter' }));
    await expect(args.onResetFilters).toHaveBeenCalledOnce();
  },
};

export const Error: Story = {
  args: { status: 'error', posts: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat analisis');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** More pages exist: reaching the end of the list asks for the next one, and so does the button. */
export const LoadMore: Story = {
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button', { name: 'Muat lebih banyak' });
    await step('the end of the list comes into view', async () => {
      button.scrollIntoView({ block: 'end' });
      await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
    });
    await step('the button asks once more (keyboards, old browsers)', async () => {
      const asked = mocked(args.onLoadMore).mock.calls.length;
      await userEvent.click(button);
      await expect(args.onLoadMore).toHaveBeenCalledTimes(asked + 1);
    });
  },
};

/** The next page is on its way: a spinner under the list, no second request. */
export const LoadingMore: Story = {
  args: { posts: [...analysisPosts, ...analysisNextPage], loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat analisis berikutnya…');
    await expect(canvas.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  },
};

/** The next page failed: the list stays, and the retry asks for that page again. */
export const LoadMoreError: Story = {
  args: { loadMoreError: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Halaman berikutnya gagal dimuat');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(analysisPosts.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Every page in, long titles included: the list ends with a note instead of a button. */
export const LongList: Story = {
  args: { posts: [...analysisLongPosts, ...analysisNextPage], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(
      analysisLongPosts.length + analysisNextPage.length,
    );
    await expect(canvas.getByText('Semua analisis sudah ditampilkan.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  },
};

export const LongListDesktop: Story = { ...LongList, globals: desktop };

/** A free member: VIP posts carry a lock and say so to screen readers (spec §6). */
export const VipLocked: Story = {
  args: { membership: 'free' },
  play: async ({ canvas }) => {
    const vip = analysisPosts.filter((post) => post.is_vip);
    await expect(canvas.getAllByRole('link', { name: /khusus member VIP$/ })).toHaveLength(
      vip.length,
    );
    for (const post of vip) {
      const link = canvas.getByRole('link', {
        name: (name) => name.startsWith(post.title) && name.endsWith('khusus member VIP'),
      });
      await expect(link).toHaveAttribute('href', paths.analysisDetail(post.id));
    }
  },
};

export const VipLockedDesktop: Story = { ...VipLocked, globals: desktop };

/** Something beside the title (the analysis list's chart link). */
export const WithHeaderAction: Story = {
  args: {
    headerAction: (
      <DemoLink href={paths.chart()} className="text-primary text-sm font-semibold underline">
        Chart
      </DemoLink>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chart' })).toHaveAttribute(
      'href',
      paths.chart(),
    );
  },
};

/** How many times a card of {@link MANY_POSTS} rendered: a card reads its title once a render. */
const cardRenders = { count: 0 };

/** Two thousand posts (a hundred pages), ids 1…2000 in order, deterministic. */
const MANY_POSTS: readonly ContentCardPost[] = Array.from({ length: 2_000 }, (_, index) => {
  const { title, ...source } = analysisPosts[index % analysisPosts.length] as Post;
  return {
    ...source,
    id: index + 1,
    get title() {
      cardRenders.count += 1;
      return `${index + 1}. ${title}`;
    },
  };
});

/** The card link of the post at a position in the list (1-based), while its row is in the page. */
function cardLinkAt(canvasElement: HTMLElement, position: number): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>(`li[aria-posinset="${position}"] a`);
}

/**
 * Two thousand posts loaded (issue 29: fast on a phone at 10,000 items): only the rows near the
 * view are in the page, each card says its position, typing renders no loaded card again, Tab
 * goes from card to card into rows not yet shown, and the end of the list asks for the next page.
 */
export const TwoThousandPosts: Story = {
  args: { posts: MANY_POSTS },
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('only the rows near the view are in the page', async () => {
      const items = canvas.getAllByRole('listitem');
      await expect(items.length).toBeGreaterThan(0);
      await expect(items.length).toBeLessThan(60);
      // More pages may come: the length is not known yet.
      await expect(items[0]).toHaveAttribute('aria-setsize', '-1');
      await expect(items[0]).toHaveAttribute('aria-posinset', '1');
    });

    await step('typing renders no loaded card again', async () => {
      const rendered = cardRenders.count;
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari analisis' }), 'BBCA');
      await expect(args.onSearchChange).toHaveBeenLastCalledWith('BBCA');
      await expect(cardRenders.count - rendered).toBe(0);
    });

    await step('Tab goes from card to card, into rows shown as they come near', async () => {
      cardLinkAt(canvasElement, 1)?.focus();
      for (let position = 2; position <= 16; position += 1) {
        // A member is slower than a frame: the row focus scrolled near is in the page by then.
        await waitFor(() => expect(cardLinkAt(canvasElement, position)).toBeInTheDocument());
        await userEvent.tab();
        await expect(cardLinkAt(canvasElement, position)).toHaveFocus();
      }
    });

    await step('the end of the list shows the last post and asks for the next page', async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await waitFor(() => expect(cardLinkAt(canvasElement, 2_000)).toBeVisible());
      await expect(cardLinkAt(canvasElement, 2_000)).toHaveAccessibleName(/^2000\. /);
      await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
      await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
      await expect(cardLinkAt(canvasElement, 1)).not.toBeInTheDocument();
    });
  },
};

/** The same on a desktop grid of three columns, every page in: the list says its length. */
export const TwoThousandPostsDesktop: Story = {
  args: { posts: MANY_POSTS, hasMore: false },
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.length).toBeLessThan(60);
    await expect(items[0]).toHaveAttribute('aria-setsize', '2000');
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(cardLinkAt(canvasElement, 2_000)).toBeVisible());
    await expect(canvas.getByText('Semua analisis sudah ditampilkan.')).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
  },
};
