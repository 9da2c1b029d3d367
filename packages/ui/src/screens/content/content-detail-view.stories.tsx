import type { Post } from '@saham/domain/api/content';
import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ContentCardPost } from '../../components/content-card.tsx';
import {
  analysisDetailPost,
  analysisLongPosts,
  analysisRelated,
  analysisVideoPost,
} from '../content-analysis/content-analysis.fixtures.ts';
import { analysisDetailLabels } from '../content-analysis/content-analysis-detail-screen.tsx';
import { DEMO_NOW, DemoLink } from './content.fixtures.ts';
import { ContentDetailView } from './content-detail-view.tsx';

const desktop = { viewport: { value: 'desktop' } };

/** A VIP post as the list knows it, its thumbnail withheld too. */
const lockedWithoutThumbnail: ContentCardPost = { ...analysisVideoPost, thumbnail: null };

/** The analysis list's long-title post, opened. */
const longTitlePost = analysisLongPosts[0] ?? analysisDetailPost;

const meta = {
  title: 'Components/Parts/Content/ContentDetailView',
  component: ContentDetailView,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  args: {
    labels: analysisDetailLabels,
    getHref: (post: ContentCardPost) => paths.analysisDetail(post.id),
    status: 'success',
    post: analysisDetailPost,
    related: analysisRelated,
    membership: 'vip',
    now: DEMO_NOW,
    LinkComponent: DemoLink,
    onRetry: fn(),
    onShare: fn(),
    onUpgrade: fn(),
    onContentClick: fn(),
    onNavigate: fn(),
  },
  render: (args) => (
    <main>
      <ContentDetailView {...args} />
    </main>
  ),
} satisfies Meta<typeof ContentDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article: its title leads the page; share, in-app links and related posts go out as calls. */
export const Article: Story = {
  play: async ({ args, canvas, step }) => {
    const article = canvas.getByRole('article', { name: analysisDetailPost.title });
    await expect(
      within(article).getByRole('heading', { level: 1, name: analysisDetailPost.title }),
    ).toBeVisible();
    await step('share', async () => {
      await userEvent.click(within(article).getByRole('button', { name: 'Bagikan' }));
      await expect(args.onShare).toHaveBeenCalledWith(analysisDetailPost);
    });
    await step('a link inside the article stays in the app', async () => {
      await userEvent.click(
        within(article).getByRole('link', { name: 'kinerja kuartal III BBRI' }),
      );
      await expect(args.onNavigate).toHaveBeenCalledWith(paths.analysisDetail(104));
    });
    await step('related posts', async () => {
      const related = canvas.getByRole('region', { name: 'Analisis terkait' });
      const [first] = analysisRelated as [Post, ...Post[]];
      await expect(within(related).getAllByRole('article')).toHaveLength(analysisRelated.length);
      await userEvent.click(within(related).getByRole('link', { name: first.title }));
      await expect(args.onContentClick).toHaveBeenCalledWith(
        expect.objectContaining({ id: first.id }),
      );
    });
  },
};

/** Related posts beside the article from breakpoint l. */
export const ArticleDesktop: Story = { ...Article, globals: desktop };

/** After sharing copied the link: the notice is announced beside the button. */
export const ShareNotice: Story = {
  args: { shareNotice: 'Tautan disalin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Tautan disalin');
  },
};

/** On its way: the section's name stands in for the title, and nothing related shows yet. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analysis' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat analisis…');
    await expect(canvas.queryByRole('region', { name: 'Analisis terkait' })).toBeNull();
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat analisis');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Spec §6 'no preview for free user': a VIP post for a free member is a teaser with the upgrade. */
export const VipLocked: Story = {
  args: { status: 'locked', post: analysisVideoPost, membership: 'free' },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: analysisVideoPost.title }),
    ).toBeVisible();
    await expect(canvas.getByText(analysisVideoPost.excerpt ?? '')).toBeVisible();
    const upgrade = canvas.getByRole('region', { name: 'Khusus member VIP' });
    await expect(canvas.queryByRole('button', { name: 'Bagikan' })).toBeNull();
    await userEvent.click(within(upgrade).getByRole('button', { name: 'Upgrade ke VIP' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const VipLockedDesktop: Story = { ...VipLocked, globals: desktop };

/** The teaser without a thumbnail: a quiet block under the lock instead. */
export const VipLockedWithoutThumbnail: Story = {
  args: { status: 'locked', post: lockedWithoutThumbnail, membership: 'free' },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: lockedWithoutThumbnail.title });
    // The picture is decorative (alt=""), so no role finds it: look for the element itself.
    await expect(article.querySelector('img')).toBeNull();
    await expect(within(article).getByRole('button', { name: 'Upgrade ke VIP' })).toBeVisible();
  },
};

/** A free member reading a free post: related VIP posts carry the lock. */
export const FreeMemberRelatedLocked: Story = {
  args: { membership: 'free' },
  play: async ({ canvas }) => {
    const related = canvas.getByRole('region', { name: 'Analisis terkait' });
    const vip = analysisRelated.filter((post) => post.is_vip);
    await expect(vip.length).toBeGreaterThan(0);
    await expect(within(related).getAllByRole('link', { name: /khusus member VIP$/ })).toHaveLength(
      vip.length,
    );
  },
};

/** Without related posts the section is left out. */
export const NoRelated: Story = {
  args: { related: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Analisis terkait' })).toBeNull();
  },
};

/** A long title (from the list's long fixtures) on a phone: it wraps, nothing scrolls sideways. */
export const LongContent: Story = {
  args: { post: longTitlePost },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: longTitlePost.title }),
    ).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
