import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { demoMember, longEmail } from '../auth/auth.fixtures.ts';
import { ForgetPasswordScreen } from './forget-password-screen.tsx';

const meta = {
  title: 'Screens/ForgetPassword/ForgetPassword',
  component: ForgetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell activeRoute="forget" hideMenu hideTopBar>
        <Story />
      </AppShell>
    ),
  ],
  args: { status: 'idle', onSubmit: fn(), onEmailChange: fn(), onResend: fn() },
} satisfies Meta<typeof ForgetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lupa kata sandi?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke halaman Masuk' })).toHaveAttribute(
      'href',
      paths.login(),
    );
  },
};

export const Desktop: Story = { ...Mobile, globals: desktop };

/** The typed e-mail is sent, trimmed. */
export const Submit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ` ${demoMember.email} `);
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim tautan' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: demoMember.email });
  },
};

export const InvalidEmail: Story = {
  args: { defaultEmail: 'rina.wijayanti@' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim tautan' }));
    await expect(canvas.getByText('Format email belum sesuai')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', defaultEmail: demoMember.email },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kirim tautan' })).toBeDisabled();
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

/** Spec §8: a 429 here is treated as a 500; the app shows its words. */
export const Error: Story = {
  args: {
    status: 'error',
    defaultEmail: demoMember.email,
    errors: { form: 'Server sedang sibuk. Coba lagi dalam beberapa menit.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server sedang sibuk');
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const UnknownEmail: Story = {
  args: {
    status: 'error',
    defaultEmail: demoMember.email,
    errors: { email: 'Email ini belum terdaftar.' },
  },
};

/** Sent: where to look, and a way to send it again. */
export const Success: Story = {
  args: { status: 'success', defaultEmail: demoMember.email },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cek email Anda' })).toBeVisible();
    await expect(canvas.getByText(demoMember.email)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim ulang email' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const SuccessDesktop: Story = { ...Success, globals: desktop };

export const LongContent: Story = { args: { status: 'success', defaultEmail: longEmail } };

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
