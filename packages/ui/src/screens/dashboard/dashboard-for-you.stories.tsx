import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoLink } from '../live/live.fixtures.ts';
import { DEMO_FOR_YOU } from './dashboard.fixtures.ts';
import { ForYouSection } from './dashboard-for-you.tsx';

const [post, vipIdea] = DEMO_FOR_YOU;
if (!post || !vipIdea?.is_vip) throw new globalThis.Error('dashboard fixtures changed');

const meta = {
  title: 'Components/Parts/Dashboard/ForYouSection',
  component: ForYouSection,
  args: {
    headingId: 'for-you-heading',
    state: { status: 'success', items: DEMO_FOR_YOU },
    free: false,
    href: '/for-you',
    onSeeAll: fn(),
    onItemClick: fn(),
    onRetry: fn(),
    LinkComponent: DemoLink,
  },
} satisfies Meta<typeof ForYouSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A VIP member: every item opens as it is, its type named, VIP ones marked but not locked. */
export const Vip: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: vipIdea.title });
    await expect(link).toHaveAttribute('href', vipIdea.landing_url);
    const card = link.closest('article') as HTMLElement;
    await expect(within(card).getByText('Trading Idea')).toBeVisible();
    await expect(within(card).getByText('VIP')).toBeVisible();
    await userEvent.click(link);
    await expect(args.onItemClick).toHaveBeenCalledWith(vipIdea);
    await userEvent.click(canvas.getByRole('link', { name: /Lihat semua/ }));
    await expect(args.onSeeAll).toHaveBeenCalledOnce();
  },
};

/** A free member hears which items are for VIP members only (spec §6); the rest read as they are. */
export const FreeMember: Story = {
  args: { free: true },
  play: async ({ canvas }) => {
    const locked = canvas.getByRole('link', { name: /khusus member VIP$/ });
    await expect(locked).toHaveAttribute('href', vipIdea.landing_url);
    await expect(locked.textContent?.startsWith(vipIdea.title)).toBe(true);
    await expect(canvas.getByRole('link', { name: post.title })).toBeInTheDocument();
  },
};

/** Without a feed page to go to, no 'Lihat semua'. */
export const WithoutSeeAll: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Lihat semua/ })).not.toBeInTheDocument();
  },
};

/** An item without a picture shows a placeholder icon; nothing is announced for it. */
export const WithoutThumbnail: Story = {
  args: { state: { status: 'success', items: [{ ...post, thumbnail: null, excerpt: '' }] } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('link', { name: post.title }).closest('article') as HTMLElement;
    await expect(card.querySelector('img')).toBeNull();
    await expect(card.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Untuk Anda' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { state: { status: 'error' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Rekomendasi gagal dimuat.');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada rekomendasi')).toBeVisible();
  },
};

/** Long titles and excerpts stop at two lines each on a phone's narrow card. */
export const LongContent: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    state: {
      status: 'success',
      items: [
        {
          ...post,
          title:
            'IHSG sepekan: asing kembali net buy di saham bank besar menjelang rilis kinerja kuartal IV dan pengumuman dividen',
          excerpt:
            'Aliran dana asing masuk ke BBCA, BMRI, BBRI dan BBNI, sementara saham teknologi dan energi masih tertekan oleh aksi ambil untung menjelang akhir pekan.',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading).toHaveClass('line-clamp-2');
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
  },
};
