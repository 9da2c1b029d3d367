import { paths, routes } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

const meta = {
  title: 'Screens/NotFound/NotFound',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell activeRoute="notFound" hideMenu title={routes.notFound.meta.title}>
        <Story />
      </AppShell>
    ),
  ],
  args: { onBack: fn() },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ke Beranda' })).toHaveAttribute(
      'href',
      paths.home(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kembali' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Desktop: Story = { ...Mobile, globals: { viewport: { value: 'desktop' } } };

/** A member: home is the dashboard; opened in a new tab, there is no step to go back to. */
export const MemberWithoutHistory: Story = {
  args: { homeHref: paths.dashboard(), onBack: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ke Beranda' })).toHaveAttribute(
      'href',
      paths.dashboard(),
    );
    await expect(canvas.queryByRole('button', { name: 'Kembali' })).not.toBeInTheDocument();
  },
};

export const MemberWithoutHistoryDesktop: Story = {
  ...MemberWithoutHistory,
  globals: { viewport: { value: 'desktop' } },
};
