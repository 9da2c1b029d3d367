import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DEMO_NOW, DemoLink } from '../content/content.fixtures.ts';
import {
  analysisDetailPost,
  analysisRelated,
  analysisVideoPost,
} from './content-analysis.fixtures.ts';
import { ContentAnalysisDetailScreen } from './content-analysis-detail-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/ContentAnalysis/AnalysisDetail',
  component: ContentAnalysisDetailScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
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
  // Spec §2: detail screens hide the menu and show a back button.
  render: (args) => (
    <AppShell
      activeRoute="analysisDetail"
      title="Analysis"
      backHref={paths.analysis()}
      hideMenu
      LinkComponent={DemoLink}
    >
      <ContentAnalysisDetailScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof ContentAnalysisDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article: sanitised HTML, share, related analyses; links inside go to the router. */
export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: analysisDetailPost.title }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan' }));
    await expect(args.onShare).toHaveBeenCalledWith(analysisDetailPost);

    const external = canvas.getByRole('link', { name: /situs Bursa Efek Indonesia/ });
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(canvas.getByRole('link', { name: 'kinerja kuartal III BBRI' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/update/detail/104');

    await expect(canvas.getByRole('heading', { level: 2, name: 'Analisis terkait' })).toBeVisible();
  },
};

export const Desktop: Story = { globals: desktop };

/** After sharing on a desktop browser: the link was copied, and the page says so beside the button. */
export const LinkCopied: Story = {
  args: { shareNotice: 'Tautan disalin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Tautan disalin');
  },
};
export const LinkCopiedDesktop: Story = { ...LinkCopied, globals: desktop };

/** A video analysis: spec §9, the link plays as an autoplaying, looping embed. */
export const Video: Story = {
  args: { post: analysisVideoPost },
  play: async ({ canvas }) => {
    const player = canvas.getByTitle(`Video: ${analysisVideoPost.title}`);
    await expect(player.tagName).toBe('IFRAME');
    await expect(player.getAttribute('allow')).toContain('autoplay');
    await expect(player.getAttribute('src')).toContain('autoplay=1&loop=1');
  },
};
export const VideoDesktop: Story = { ...Video, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat analisis…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

/** Spec §6 'no preview for free user': a free member on a VIP analysis gets the upgrade call. */
export const FreeMember: Story = {
  args: { status: 'locked', post: analysisVideoPost, membership: 'free' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Khusus member VIP' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Bagikan' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade ke VIP' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};
export const FreeMemberDesktop: Story = { ...FreeMember, globals: desktop };

export const LongContent: Story = {
  args: {
    post: {
      ...analysisDetailPost,
      title:
        'IHSG berpotensi uji 7.300 pekan ini: asing kembali net buy di saham perbankan besar, cermati BBCA, BBRI, BMRI dan BBNI menjelang rilis laporan keuangan tahunan',
      content: Array.from({ length: 3 }, () => analysisDetailPost.content).join('<hr>'),
    },
  },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };

/** Without related analyses the section is left out. */
export const NoRelated: Story = {
  args: { related: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Analisis terkait' })).toBeNull();
  },
};
