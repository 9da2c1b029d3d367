import type { Meta, StoryObj } from '@storybook/react-vite';
import BellIcon from 'lucide-react/icons/bell';
import UserRoundIcon from 'lucide-react/icons/user-round';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell, type LinkComponentProps } from './app-shell.tsx';
import { Button } from './button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { IconButton } from './icon-button.tsx';

/** Some page content, so the frame is seen around something real. */
function DemoContent({ heading = 'Dashboard' }: { heading?: string }) {
  const ideas = [
    { code: 'BBCA', name: 'Bank Central Asia Tbk.' },
    { code: 'TLKM', name: 'Telkom Indonesia (Persero) Tbk.' },
    { code: 'ASII', name: 'Astra International Tbk.' },
    { code: 'ANTM', name: 'Aneka Tambang Tbk.' },
  ];
  return (
    <div className="m:p-6 mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{heading}</h1>
      {ideas.map((idea) => (
        <Card key={idea.code}>
          <CardHeader>
            <CardTitle asChild>
              <h2>{idea.code}</h2>
            </CardTitle>
            <CardDescription>{idea.name}</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  );
}

const topBarActions = (
  <>
    <IconButton aria-label="Notifikasi">
      <BellIcon aria-hidden />
    </IconButton>
    <IconButton aria-label="Profil">
      <UserRoundIcon aria-hidden />
    </IconButton>
  </>
);

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    activeRoute: 'dashboard',
    title: 'Dashboard',
    actions: topBarActions,
    children: <DemoContent />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu utama' });
    const links = within(within(menu).getByRole('list')).getAllByRole('link');
    // spec §2: the six menu screens, in order.
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/stockpick',
      '/education',
      '/update',
      '/qna',
      '/stock',
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** Phones: the menu is a bottom bar. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    activeRoute: 'stockpick',
    title: 'Trading Ideas',
    children: <DemoContent heading="Trading Ideas" />,
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toHaveAttribute('data-slot', 'app-shell-bottom-nav');
    await expect(within(menu).getByRole('link', { name: 'Ideas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** From breakpoint m up: the menu is a side bar with the screens' full titles. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    activeRoute: 'stock',
    title: 'Cari Saham',
    children: <DemoContent heading="Cari Saham" />,
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toHaveAttribute('data-slot', 'app-shell-side-nav');
    await expect(within(menu).getByRole('link', { name: 'Cari Saham' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Spec §2: a detail screen hides the menu and shows a back button; its menu screen stays current. */
export const DetailWithBackButton: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    activeRoute: 'stockDetail',
    title: 'Detail Saham',
    hideMenu: true,
    onBack: fn(),
    actions: undefined,
    children: <DemoContent heading="BBCA" />,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByText('Detail Saham')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kembali' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A detail screen's menu highlight follows its back-link chain (stockDetail -> stock). */
export const DetailRouteHighlightsItsMenu: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { activeRoute: 'stockDetail', title: 'Detail Saham', backHref: '/stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/stock');
    const menu = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(within(menu).getByRole('link', { name: 'Cari Saham' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A public screen: no menu, the wordmark and the log-in links. */
export const PublicScreen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    activeRoute: 'home',
    hideMenu: true,
    title: 'Beranda',
    actions: (
      <>
        <Button variant="ghost" size="sm" asChild>
          <a href="/login">Masuk</a>
        </Button>
        <Button size="sm" asChild>
          <a href="/signup">Daftar</a>
        </Button>
      </>
    ),
    children: <DemoContent heading="Beranda" />,
  },
};

/** Spec §2 route meta navigation-bar flag off: no top bar. */
export const WithoutTopBar: Story = {
  args: { hideTopBar: true, hideMenu: true, children: <DemoContent heading="Masuk" /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

/** The skip link is the first stop for keyboard users and moves focus into the main content. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Langsung ke konten utama' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Stands in for the app's navigate(); the router itself stays in packages/app. */
const navigate = fn();

/** A router link as the app would wrap one: it takes `href` and navigates without a reload. */
function RouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
}

/** The app's router link goes in through LinkComponent; ui never imports a router. */
export const WithRouterLink: Story = {
  args: { LinkComponent: RouterLink },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu utama' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Edukasi' }));
    await expect(navigate).toHaveBeenLastCalledWith('/education');
  },
};
