import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import KeyRoundIcon from 'lucide-react/icons/key-round';
import { expect, fn } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { FormControl, FormField, FormLabel } from '../../components/form-field.tsx';
import { Input } from '../../components/input.tsx';
import { DemoLink } from '../content/content.fixtures.ts';
import { demoMember, longEmail } from './auth.fixtures.ts';
import { AuthDivider, AuthLayout, AuthLeadIcon } from './auth-layout.tsx';
import { GoogleButton } from './google-button.tsx';

const desktop = { viewport: { value: 'desktop' } };

/** A small form to frame: the layout's children are whatever the screen puts there. */
function DemoForm() {
  return (
    <form aria-label="Masuk dengan email" className="flex flex-col gap-4">
      <FormField>
        <FormLabel>Email</FormLabel>
        <FormControl>
          <Input type="email" autoComplete="email" defaultValue={demoMember.email} />
        </FormControl>
      </FormField>
      <Button type="button" size="lg" width="full">
        Masuk
      </Button>
    </form>
  );
}

const meta = {
  title: 'Components/Parts/Auth/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    // The layout sits inside the app's <main>, as on the log-in and sign-up routes (no menu).
    (Story) => (
      <AppShell activeRoute="login" hideMenu hideTopBar>
        <Story />
      </AppShell>
    ),
  ],
  args: {
    title: 'Masuk',
    description: 'Selamat datang kembali. Masuk untuk melihat Trading Ideas terbaru.',
    LinkComponent: DemoLink,
    footer: (
      <>
        Belum punya akun?{' '}
        <Button variant="link" size="sm" asChild className="h-auto">
          <DemoLink href={paths.signup()}>Daftar sekarang</DemoLink>
        </Button>
      </>
    ),
    children: <DemoForm />,
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the wordmark, the heading and the form alone; the brand panel stays hidden. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    await expect(
      canvas.getByText('Selamat datang kembali. Masuk untuk melihat Trading Ideas terbaru.'),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Masuk dengan email' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute(
      'href',
      paths.signup(),
    );
    // Only the form's own wordmark shows, and it leads to the public home (spec §2 /).
    const home = canvas.getAllByRole('link', { name: 'Saham' });
    await expect(home).toHaveLength(1);
    await expect(home[0]).toHaveAttribute('href', paths.home());
    await expect(
      canvas.getByText('Keputusan investasi yang lebih yakin, setiap hari bursa.'),
    ).not.toBeVisible();
  },
};

/** From breakpoint l the brand panel says why to join, beside the form. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Keputusan investasi yang lebih yakin, setiap hari bursa.'),
    ).toBeVisible();
    for (const point of ['Trading Ideas', 'Tanya Saham', 'Analisis & edukasi']) {
      await expect(canvas.getByText(point)).toBeVisible();
    }
    // The panel's wordmark replaces the form's: still one way home.
    const home = canvas.getAllByRole('link', { name: 'Saham' });
    await expect(home).toHaveLength(1);
    await expect(home[0]).toHaveAttribute('href', paths.home());
  },
};

/** The wordmark can lead elsewhere (e.g. the dashboard for a signed-in member). */
export const CustomHome: Story = {
  args: { homeHref: paths.dashboard() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Saham' })).toHaveAttribute(
      'href',
      paths.dashboard(),
    );
  },
};

/** A round icon above the heading (the password and code screens). */
export const WithLeadIcon: Story = {
  args: {
    title: 'Lupa kata sandi',
    description: 'Masukkan email akun Anda. Kami kirim tautan untuk membuat kata sandi baru.',
    lead: <AuthLeadIcon icon={<KeyRoundIcon />} />,
    footer: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lupa kata sandi' })).toBeVisible();
    // Decorative: the icon adds nothing to what a screen reader hears.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const WithLeadIconDesktop: Story = { ...WithLeadIcon, globals: desktop };

/** 'atau' between the form and Google sign-in. */
export const WithDivider: Story = {
  args: {
    children: (
      <>
        <DemoForm />
        <AuthDivider />
        <GoogleButton onClick={fn()}>Masuk dengan Google</GoogleButton>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('atau')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Masuk dengan Google' })).toBeVisible();
  },
};

/** Only a heading and its content: no description, no footer line. */
export const Minimal: Story = {
  args: { description: undefined, footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Daftar sekarang' })).not.toBeInTheDocument();
  },
};

/** Long words in the description wrap inside a 375 px screen. */
export const LongContent: Story = {
  args: {
    title: 'Buat kata sandi baru untuk akun Anda',
    description: (
      <>
        Untuk akun <span className="text-foreground font-semibold break-all">{longEmail}</span>.
        Gunakan kata sandi yang belum pernah Anda pakai di tempat lain.
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
