import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DEMO_NOW, DemoLink, demoThumbnail } from '../screens/content/content.fixtures.ts';
import { ContentCard, type ContentCardPost } from './content-card.tsx';

const article: ContentCardPost = {
  id: 41,
  title: 'IHSG berpotensi uji 7.300, cermati BBCA dan BMRI',
  excerpt: 'Aliran dana asing kembali masuk ke saham perbankan besar menjelang rilis kinerja.',
  thumbnail: demoThumbnail('IHSG', 0),
  content_format: 'article',
  category: { id: 3, name: 'Market Update', slug: 'market-update' },
  is_vip: false,
  posted_at: '2026-01-05T08:15:00+07:00',
};

const video: ContentCardPost = {
  id: 42,
  title: 'Analisa teknikal TLKM: pola double bottom di Rp 2.750',
  excerpt: 'Volume beli mulai naik di area support; simak level entry, target dan stop loss.',
  thumbnail: demoThumbnail('TLKM', 3),
  content_format: 'video',
  category: { id: 1, name: 'Analisa Teknikal', slug: 'analisa-teknikal' },
  is_vip: true,
  posted_at: '2026-01-04T19:30:00+07:00',
};

const meta = {
  title: 'Components/ContentCard',
  component: ContentCard,
  args: {
    post: article,
    href: '/update/detail/41',
    now: DEMO_NOW,
    onOpen: fn(),
    LinkComponent: DemoLink,
  },
  argTypes: { layout: { control: 'inline-radio', options: ['responsive', 'row', 'stack'] } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Posted today, so the time shows as HH:mm (spec §9 list dates). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: article.title });
    await expect(link).toHaveAttribute('href', '/update/detail/41');
    await expect(canvas.getByText('08:15')).toBeInTheDocument();
    await expect(canvas.getByText('Artikel')).toBeInTheDocument();
    await expect(canvas.getByText('Market Update')).toBeInTheDocument();
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(article);
  },
};

/** A VIP video posted yesterday, seen by a VIP member: badge, no lock. */
export const VipVideo: Story = {
  args: { post: video, href: '/update/detail/42' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yesterday')).toBeInTheDocument();
    await expect(canvas.getByText('Video')).toBeInTheDocument();
    await expect(canvas.getByText('VIP')).toBeInTheDocument();
    await expect(canvas.queryByText('Khusus VIP')).not.toBeInTheDocument();
  },
};

/** The same VIP video seen by a free member: locked, and the link says so. */
export const FreeMemberLocked: Story = {
  args: { post: video, href: '/update/detail/42', locked: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /^Analisa teknikal TLKM.*khusus member VIP$/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Khusus VIP')).toBeInTheDocument();
  },
};

/** Stacked, as in the desktop grid. */
export const Stack: Story = { args: { layout: 'stack' } };

/** An older post without a thumbnail and without a category. */
export const NoThumbnail: Story = {
  args: {
    post: {
      ...article,
      id: 7,
      thumbnail: null,
      category: null,
      posted_at: '2025-12-28T09:00:00+07:00',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('28 Des 2025')).toBeInTheDocument();
  },
};

/** A long title is clamped to three lines; the whole title stays the link's name. */
export const LongContent: Story = {
  args: {
    post: {
      ...article,
      title:
        'Rekap pasar sepekan: asing catat net buy Rp 1,2 triliun, saham perbankan BBCA, BBRI dan BMRI memimpin penguatan IHSG menjelang rilis data inflasi Desember',
      category: { id: 9, name: 'Analisa Fundamental dan Valuasi Sektoral', slug: 'fundamental' },
    },
    layout: 'row',
  },
};
