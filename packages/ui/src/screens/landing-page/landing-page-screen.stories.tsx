import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DemoLink } from '../content/content.fixtures.ts';
import { longLandingPage, vipLandingPage, webinarLandingPage } from './landing-page.fixtures.ts';
import { LandingPageScreen } from './landing-page-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/LandingPage/LandingPage',
  component: LandingPageScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    page: vipLandingPage,
    LinkComponent: DemoLink,
    onRetry: fn(),
    onCtaClick: fn(),
    onNavigate: fn(),
  },
  render: (args) => (
    <AppShell
      activeRoute="landing"
      title="Info"
      backHref={paths.dashboard()}
      hideMenu
      LinkComponent={DemoLink}
    >
      <LandingPageScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof LandingPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The campaign on a phone: the call to action stays at the bottom of the screen. */
export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: vipLandingPage.title }),
    ).toBeInTheDocument();
    await expect(canvas.getByTitle(vipLandingPage.title).tagName).toBe('IFRAME');
    const cta = canvas.getByRole('link', { name: 'Upgrade ke VIP' });
    await expect(cta).toHaveAttribute('href', '/profile');
    await userEvent.click(cta);
    await expect(args.onCtaClick).toHaveBeenCalledWith(vipLandingPage);
  },
};

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    // One call to action per layout: the phone's sticky bar is hidden here.
    await expect(canvas.getAllByRole('link', { name: 'Upgrade ke VIP' })).toHaveLength(1);
  },
};

/** A call to action to another site opens safely in a new tab. */
export const ExternalCta: Story = {
  args: { page: webinarLandingPage },
  play: async ({ canvas }) => {
    const cta = canvas.getByRole('link', { name: /Daftar lewat WhatsApp/ });
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const ExternalCtaDesktop: Story = { ...ExternalCta, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat halaman…');
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

/** No banner and no call to action; a long title and body. */
export const LongContent: Story = {
  args: { page: longLandingPage },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Upgrade ke VIP' })).toBeNull();
  },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
