import { PHONE_FORMAT_MESSAGE } from '@saham/domain/phone';
import { paths } from '@saham/domain/routes';
import { INVALID_WA_NUMBER_MESSAGE } from '@saham/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { demoMember, dialCodes, longEmail } from '../auth/auth.fixtures.ts';
import { filledSignupValues, unregisteredGoogleAccount } from './signup.fixtures.ts';
import { ACCOUNT_EXISTS_MESSAGES, SignupScreen } from './signup-screen.tsx';

const meta = {
  title: 'Screens/Signup/Signup',
  component: SignupScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell activeRoute="signup" hideMenu hideTopBar>
        <Story />
      </AppShell>
    ),
  ],
  args: {
    status: 'idle',
    dialCodes,
    googleEnabled: true,
    onSubmit: fn(),
    onValuesChange: fn(),
    onCheckAccount: fn(),
    onGoogleSignup: fn(),
    onCancelGoogle: fn(),
  },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

/** Register by e-mail (or Google) at 375 px. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Daftar akun baru' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Daftar dengan Google' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Masuk' })).toHaveAttribute(
      'href',
      paths.login(),
    );
  },
};

export const Desktop: Story = { ...Mobile, globals: desktop };

/** Google sign-in off: only the e-mail form. */
export const WithoutGoogle: Story = {
  args: { googleEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
  },
};

/** A complete form sends the register fields, the number as the server wants it. */
export const SubmitEmail: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nama lengkap' }), demoMember.name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), demoMember.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nomor WhatsApp' }), '081234567890');
    await userEvent.type(canvas.getByLabelText('Kata sandi'), demoMember.password);
    await userEvent.type(canvas.getByLabelText('Ulangi kata sandi'), demoMember.password);
    await expect(canvas.getByText('Kata sandi cocok')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Saya menyetujui Syarat & Ketentuan dan Disclaimer' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar & kirim kode' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'email',
      name: demoMember.name,
      email: demoMember.email,
      phone: demoMember.phone,
      dialCode: dialCodes[0],
      password: demoMember.password,
      password_confirmation: demoMember.password,
      terms_accepted: true,
    });
  },
};

export const SubmitEmailDesktop: Story = { ...SubmitEmail, globals: desktop };

/** Every field names its problem before anything is sent. */
export const EmptySubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar & kirim kode' }));
    await expect(canvas.getByText('Nama wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Email wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Nomor WhatsApp wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Kata sandi wajib diisi')).toBeVisible();
    await expect(
      canvas.getByText('Setujui Syarat & Ketentuan dan Disclaimer untuk melanjutkan'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptySubmitDesktop: Story = { ...EmptySubmit, globals: desktop };

/** Strength hints tick off as the password grows; a differing confirmation is named. */
export const PasswordHints: Story = {
  play: async ({ canvas }) => {
    const hints = canvas.getByRole('list', { name: 'Syarat kata sandi' });
    await userEvent.type(canvas.getByLabelText('Kata sandi'), 'saham');
    await expect(within(hints).getByText('Mengandung huruf').closest('[data-met]')).not.toBeNull();
    await expect(within(hints).getByText('Mengandung angka').closest('[data-met]')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Kata sandi'), '2026');
    await expect(
      within(hints)
        .getAllByRole('listitem')
        .every((item) => item.hasAttribute('data-met')),
    ).toBe(true);
    await userEvent.type(canvas.getByLabelText('Ulangi kata sandi'), 'sahaX');
    await expect(canvas.getByText('Konfirmasi kata sandi tidak sama')).toBeVisible();
  },
};

/** Spec §5: letters in the WhatsApp number. */
export const PhoneLettersShowFormatMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nomor WhatsApp' }), '0812abc');
    await expect(canvas.getByText(PHONE_FORMAT_MESSAGE)).toBeVisible();
  },
};

/** Spec §5: a number the register code cannot reach (one group after 62) is 'Invalid WA Number'. */
export const InvalidWhatsAppNumber: Story = {
  args: { defaultValues: { ...filledSignupValues, phone: '0812' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar & kirim kode' }));
    await expect(canvas.getByText(INVALID_WA_NUMBER_MESSAGE)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The e-mail is checked as soon as it is typed (spec §7 account-check). */
export const ChecksAccountOnBlur: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), demoMember.email);
    await userEvent.tab();
    await expect(args.onCheckAccount).toHaveBeenCalledWith({ email: demoMember.email });
  },
};

/** Spec §5 account check: the e-mail exists. */
export const EmailExists: Story = {
  args: { defaultValues: filledSignupValues, accountCheck: { emailExists: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ACCOUNT_EXISTS_MESSAGES.email)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Masuk sekarang' })).toHaveAttribute(
      'href',
      paths.login(),
    );
  },
};

export const EmailExistsDesktop: Story = { ...EmailExists, globals: desktop };

/** Spec §5 account check: the WhatsApp number exists. */
export const WhatsAppExists: Story = {
  args: { defaultValues: filledSignupValues, accountCheck: { whatsappExists: true } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nomor WhatsApp' });
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(ACCOUNT_EXISTS_MESSAGES.whatsapp),
    );
  },
};

export const WhatsAppExistsDesktop: Story = { ...WhatsAppExists, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading', defaultValues: filledSignupValues },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Daftar & kirim kode' })).toBeDisabled();
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: {
    status: 'error',
    defaultValues: filledSignupValues,
    errors: { form: 'Pendaftaran sedang tidak dapat diproses. Coba lagi beberapa saat lagi.' },
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

/** Spec §2, §8: a Google login found no account; the sign-up continues with that account. */
export const GoogleAccountNotRegistered: Story = {
  args: { googleAccount: unregisteredGoogleAccount },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Lengkapi pendaftaran' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nomor WhatsApp' }), '081234567890');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'google',
      phone: demoMember.phone,
      dialCode: dialCodes[0],
      terms_accepted: true,
    });
  },
};

export const GoogleAccountNotRegisteredDesktop: Story = {
  ...GoogleAccountNotRegistered,
  globals: desktop,
};

export const LongContent: Story = {
  args: {
    status: 'error',
    defaultValues: {
      ...filledSignupValues,
      email: longEmail,
      name: 'Raden Ayu Sekar Kinanthi Puspitaningrum Hadiningrat',
    },
    accountCheck: { emailExists: true, whatsappExists: true },
    errors: {
      form: 'Kami tidak dapat membuat akun Anda karena data yang dikirim belum lengkap atau sudah digunakan akun lain. Periksa kembali email dan nomor WhatsApp Anda.',
    },
  },
};

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
