import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { analysisPosts } from '../content-analysis/content-analysis.fixtures.ts';
import { DEMO_NOW } from '../content/content.fixtures.ts';
import { DemoLink } from '../live/live.fixtures.ts';
import { StockAnalysesSection } from './stock-analyses-section.tsx';

/** Three posts about BBCA, the second one VIP. */
const bbcaPosts = analysisPosts.slice(0, 3).map((post, index) => ({
  ...post,
  is_vip: index === 1,
}));

const meta = {
  title: 'Components/StockDetail/StockAnalysesSection',
  component: StockAnalysesSection,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    posts: bbcaPosts,
    code: 'BBCA',
    seeAllHref: `${paths.analysis()}?q=BBCA`,
    membership: 'vip',
    now: DEMO_NOW,
    onRetry: fn(),
    onOpen: fn(),
    LinkComponent: DemoLink,
  },
} satisfies Meta<typeof StockAnalysesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest posts about the stock, each opening at its slug, and the way to all of them. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Analisis BBCA' })).toBeInTheDocument();
    const first = canvas.getByRole('link', { name: bbcaPosts[0]?.title ?? '' });
    await expect(first).toHaveAttribute('href', paths.analysisDetail(bbcaPosts[0]?.slug ?? ''));
    await expect(canvas.getByRole('link', { name: 'Lihat semua analisis BBCA' })).toHaveAttribute(
      'href',
      '/update?q=BBCA',
    );
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ id: bbcaPosts[0]?.id }),
    );
  },
};

/** spec §6: a free member sees the VIP post locked; it still opens, where the upgrade is offered. */
export const FreeMember: Story = {
  args: { membership: 'free' },
  play: async ({ canvas }) => {
    const locked = canvas.getAllByRole('link', { name: /khusus member VIP/ });
    await expect(locked).toHaveLength(1);
    await expect(locked[0]).toHaveTextContent(bbcaPosts[1]?.title ?? '');
  },
};

/** Loading: placeholders, and a label for screen readers. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat analisis BBCA…');
  },
};

/** No post about the stock yet. */
export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada analisis untuk BBCA')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Lihat semua/ })).not.toBeInTheDocument();
  },
};

/** A failure stays inside the section, with its own retry. */
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Analisis BBCA gagal dimuat')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
