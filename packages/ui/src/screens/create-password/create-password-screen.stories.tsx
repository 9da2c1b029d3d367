import { maskEmail } from '@saham/domain/api/member';
import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { demoMember, longEmail } from '../auth/auth.fixtures.ts';
import { CreatePasswordScreen } from './create-password-screen.tsx';

const meta = {
  title: 'Screens/CreatePassword/CreatePassword',
  component: CreatePasswordScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell activeRoute="createPassword" hideMenu hideTopBar>
        <Story />
      </AppShell>
    ),
  ],
  // The code check answers the account's e-mail masked (issue 24), as the page then shows it.
  args: {
    status: 'idle',
    email: maskEmail(demoMember.email),
    onSubmit: fn(),
    onValuesChange: fn(),
  },
} satisfies Meta<typeof CreatePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

const filled = { password: demoMember.password, passwordConfirmation: demoMember.password };

export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Buat kata sandi baru' }),
    ).toBeVisible();
    // The hints are read with the field.
    await expect(canvas.getByLabelText('Kata sandi baru')).toHaveAccessibleDescription(
      expect.stringContaining('Minimal 8 karakter'),
    );
  },
};

export const Desktop: Story = { ...Mobile, globals: desktop };

/** Strength hints and the match, as the member types. */
export const StrengthHintsAndMatch: Story = {
  play: async ({ args, canvas }) => {
    const hints = canvas.getByRole('list', { name: 'Syarat kata sandi' });
    await userEvent.type(canvas.getByLabelText('Kata sandi baru'), '12345678');
    await expect(
      within(hints).getByText('Minimal 8 karakter').closest('[data-met]'),
    ).not.toBeNull();
    await expect(within(hints).getByText('Mengandung huruf').closest('[data-met]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan kata sandi' }));
    await expect(canvas.getByText('Kata sandi belum memenuhi semua syarat')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(canvas.getByLabelText('Kata sandi baru'));
    await userEvent.type(canvas.getByLabelText('Kata sandi baru'), demoMember.password);
    await userEvent.type(canvas.getByLabelText('Ulangi kata sandi'), demoMember.password);
    await expect(canvas.getByText('Kata sandi cocok')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan kata sandi' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: demoMember.password,
      password_confirmation: demoMember.password,
    });
  },
};

export const StrengthHintsAndMatchDesktop: Story = { ...StrengthHintsAndMatch, globals: desktop };

export const Mismatch: Story = {
  args: { defaultValues: { password: demoMember.password, passwordConfirmation: 'Saham2025' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Konfirmasi kata sandi tidak sama')).toBeVisible();
  },
};

export const MismatchDesktop: Story = { ...Mismatch, globals: desktop };

/** Checking the link's code first (spec §7 reset-password/code/{code}). */
export const Loading: Story = {
  args: { status: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memeriksa tautan');
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Saving: Story = {
  args: { status: 'loading', defaultValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Simpan kata sandi' })).toBeDisabled();
  },
};

export const SavingDesktop: Story = { ...Saving, globals: desktop };

/** The link expired or was used: a new one is one tap away. */
export const InvalidCode: Story = {
  args: { status: 'invalid-code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute(
      'href',
      paths.forget(),
    );
  },
};

export const InvalidCodeDesktop: Story = { ...InvalidCode, globals: desktop };

export const Error: Story = {
  args: {
    status: 'error',
    defaultValues: filled,
    errors: { form: 'Kata sandi baru tidak boleh sama dengan kata sandi lama.' },
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Masuk sekarang' })).toHaveAttribute(
      'href',
      paths.login(),
    );
  },
};

export const SuccessDesktop: Story = { ...Success, globals: desktop };

export const LongContent: Story = { args: { email: maskEmail(longEmail), defaultValues: filled } };

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
