import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DEMO_NOW, DemoLink } from '../content/content.fixtures.ts';
import {
  educationDetailPost,
  educationRelated,
  educationVideoPost,
  educationVipPost,
} from './content-education.fixtures.ts';
import { ContentEducationDetailScreen } from './content-education-detail-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/ContentEducation/EducationDetail',
  component: ContentEducationDetailScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    post: educationDetailPost,
    related: educationRelated,
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
      activeRoute="educationDetail"
      title="Edukasi"
      backHref={paths.education()}
      hideMenu
      LinkComponent={DemoLink}
    >
      <ContentEducationDetailScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof ContentEducationDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lesson: sanitised HTML, share, related lessons; links inside go to the router. */
export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: educationDetailPost.title }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan' }));
    await expect(args.onShare).toHaveBeenCalledWith(educationDetailPost);

    const external = canvas.getByRole('link', { name: /halaman produk saham BEI/ });
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(canvas.getByRole('link', { name: 'materi auto rejection' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/education/detail/204');

    await expect(canvas.getByRole('heading', { level: 2, name: 'Materi terkait' })).toBeVisible();
  },
};

export const Desktop: Story = { globals: desktop };

/** A video lesson: spec §9, the link plays as an autoplaying, looping embed. */
export const Video: Story = {
  args: { post: educationVideoPost },
  play: async ({ canvas }) => {
    const player = canvas.getByTitle(`Video: ${educationVideoPost.title}`);
    await expect(player.tagName).toBe('IFRAME');
    await expect(player.getAttribute('allow')).toContain('autoplay');
    await expect(player.getAttribute('src')).toContain('autoplay=1&loop=1');
  },
};
export const VideoDesktop: Story = { ...Video, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat materi…');
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

/** Spec §6 'no preview for free user': a free member on a VIP lesson gets the upgrade call. */
export const FreeMember: Story = {
  args: { status: 'locked', post: educationVipPost, membership: 'free' },
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
      ...educationDetailPost,
      title:
        'Cara menghitung lot, modal, biaya broker, pajak penjualan dan fraksi harga sebelum membeli saham pertama Anda di Bursa Efek Indonesia',
      content: Array.from({ length: 3 }, () => educationDetailPost.content).join('<hr>'),
    },
  },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };

/** Without related lessons the section is left out. */
export const NoRelated: Story = {
  args: { related: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Materi terkait' })).toBeNull();
  },
};
