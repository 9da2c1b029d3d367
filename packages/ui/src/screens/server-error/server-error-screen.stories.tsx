import { paths, routes } from '@saham/domain/routes';
import { SERVER_ERROR_MESSAGE } from '@saham/domain/server-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { ServerErrorScreen } from './server-error-screen.tsx';

const meta = {
  title: 'Screens/ServerError/ServerError',
  component: ServerErrorScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell activeRoute="serverError" hideMenu title={routes.serverError.meta.title}>
        <Story />
      </AppShell>
    ),
  ],
  args: { onRetry: fn() },
} satisfies Meta<typeof ServerErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Kesalahan server · 500');
    // Issue 27: the caption is Indonesian, never the server's 'Server Error'.
    await expect(alert).not.toHaveTextContent(SERVER_ERROR_MESSAGE);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Layanan sedang terganggu' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Ke Beranda' })).toHaveAttribute(
      'href',
      paths.home(),
    );
  },
};

export const Desktop: Story = { ...Mobile, globals: { viewport: { value: 'desktop' } } };

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeDisabled();
  },
};

export const RetryingDesktop: Story = { ...Retrying, globals: { viewport: { value: 'desktop' } } };

/** With a reference for support, and no retry (the page cannot be retried). */
export const WithReference: Story = {
  args: { onRetry: undefined, reference: 'REQ-7F3A-20260105', homeHref: paths.dashboard() },
};

export const WithReferenceDesktop: Story = {
  ...WithReference,
  globals: { viewport: { value: 'desktop' } },
};
