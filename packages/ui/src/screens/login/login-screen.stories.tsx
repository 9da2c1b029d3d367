import { PHONE_FORMAT_MESSAGE } from '@saham/domain/phone';
import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { demoMember, dialCodes, longEmail } from '../auth/auth.fixtures.ts';
import { filledEmailValues, filledPhoneValues, wrongCredentialsMessage } from './login.fixtures.ts';
import { LoginScreen } from './login-screen.tsx';

const meta = {
  title: 'Screens/Login/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    // spec §2 route meta for /login: no menu; the screen carries its own wordmark.
    (Story) => (
      <AppShell activeRoute="login" hideMenu hideTopBar>
        <Story />
      </AppShell>
    ),
  ],
  args: {
    status: 'idle',
    dialCodes,
    onSubmit: fn(),
    onValuesChange: fn(),
    onMethodChange: fn(),
    onGoogleLogin: fn(),
    onLogoutAlertOpenChange: fn(),
    onTooManyOtpOpenChange: fn(),
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

/** The e-mail form at 375 px; Google sign-in off, so no Google button. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute(
      'href',
      paths.signup(),
    );
    await expect(canvas.getByRole('link', { name: 'Lupa kata sandi?' })).toHaveAttribute(
      'href',
      paths.forget(),
    );
  },
};

export const Desktop: Story = { ...Mobile, globals: desktop };

/** Submitting calls onSubmit with exactly what was typed. */
export const SubmitEmail: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), demoMember.email);
    await userEvent.type(canvas.getByLabelText('Kata sandi'), demoMember.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'email',
      email: demoMember.email,
      password: demoMember.password,
    });
    // Every keystroke reached the app, so a draft survives a reload.
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: demoMember.email, password: demoMember.password }),
    );
  },
};

export const SubmitEmailDesktop: Story = { ...SubmitEmail, globals: desktop };

/** The eye button shows and hides the password. */
export const PasswordToggle: Story = {
  args: { defaultValues: filledEmailValues },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Kata sandi');
    const toggle = canvas.getByRole('button', { name: 'Tampilkan kata sandi' });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(demoMember.password);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** Empty fields are named before anything is sent. */
export const EmptySubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(canvas.getByText('Email wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Kata sandi wajib diisi')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  },
};

export const EmptySubmitDesktop: Story = { ...EmptySubmit, globals: desktop };

export const Filled: Story = { args: { defaultValues: filledEmailValues } };

export const FilledDesktop: Story = { ...Filled, globals: desktop };

/** Waiting for the server: the button is busy and cannot be pressed twice. */
export const Loading: Story = {
  args: { status: 'loading', defaultValues: filledEmailValues },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Masuk' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

/** The server refused: its message, in the member's words, above the form. */
export const Error: Story = {
  args: {
    status: 'error',
    defaultValues: filledEmailValues,
    errors: { form: wrongCredentialsMessage },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(wrongCredentialsMessage);
    await expect(
      canvas.getByRole('form', { name: 'Masuk dengan email' }),
    ).toHaveAccessibleDescription(expect.stringContaining(wrongCredentialsMessage));
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const Success: Story = {
  args: { status: 'success', defaultValues: filledEmailValues },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Berhasil masuk');
  },
};

export const SuccessDesktop: Story = { ...Success, globals: desktop };

/** Spec §1: log in with a WhatsApp number and a one-time code. */
export const WhatsApp: Story = {
  args: { defaultMethod: 'whatsapp' },
  play: async ({ args, canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Nomor WhatsApp' }),
      demoMember.localPhone.replaceAll(' ', ''),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'whatsapp',
      phone: demoMember.phone,
      dialCode: dialCodes[0],
    });
  },
};

export const WhatsAppDesktop: Story = { ...WhatsApp, globals: desktop };

/** Spec §5: letters in the number show 'Format nomor belum sesuai', and nothing is sent. */
export const WhatsAppLettersShowFormatMessage: Story = {
  args: { defaultMethod: 'whatsapp' },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nomor WhatsApp' });
    await userEvent.type(field, '0812abcd');
    await expect(canvas.getByText(PHONE_FORMAT_MESSAGE)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('0812-34xx');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode' }));
    await expect(canvas.getByText(PHONE_FORMAT_MESSAGE)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WhatsAppLoading: Story = {
  args: { defaultMethod: 'whatsapp', status: 'loading', defaultValues: filledPhoneValues },
};

export const WhatsAppLoadingDesktop: Story = { ...WhatsAppLoading, globals: desktop };

/** The server's message about the number, under the field. */
export const WhatsAppError: Story = {
  args: {
    defaultMethod: 'whatsapp',
    status: 'error',
    defaultValues: filledPhoneValues,
    errors: { phone: 'Nomor WhatsApp belum terdaftar. Daftar dulu untuk masuk.' },
  },
};

export const WhatsAppErrorDesktop: Story = { ...WhatsAppError, globals: desktop };

/** Google sign-in on: the button shows and starts Google's sign-in. */
export const WithGoogle: Story = {
  args: { googleEnabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk dengan Google' }));
    await expect(args.onGoogleLogin).toHaveBeenCalledOnce();
  },
};

export const WithGoogleDesktop: Story = { ...WithGoogle, globals: desktop };

export const GoogleLoading: Story = {
  args: { googleEnabled: true, googleLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Masuk dengan Google' })).toBeDisabled();
  },
};

/** A note from the previous step, e.g. after a password was created. */
export const WithNotice: Story = {
  args: { notice: 'Kata sandi baru sudah tersimpan. Silakan masuk.', googleEnabled: true },
};

export const WithNoticeDesktop: Story = { ...WithNotice, globals: desktop };

/** Long texts wrap instead of overflowing a 375 px screen. */
export const LongContent: Story = {
  args: {
    status: 'error',
    googleEnabled: true,
    defaultValues: { ...filledEmailValues, email: longEmail },
    errors: {
      form: 'Akun Anda sementara dikunci karena terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit atau atur ulang kata sandi Anda melalui tautan Lupa kata sandi.',
    },
  },
};

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };

/** Spec §2 alertLogout: the login page opens with the logout alert. */
export const LogoutAlertOpen: Story = {
  args: { logoutAlertOpen: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Sesi Anda telah berakhir' });
    await userEvent.click(screen.getByRole('button', { name: 'Masuk kembali' }));
    await expect(args.onLogoutAlertOpenChange).toHaveBeenCalledWith(false);
  },
};

export const LogoutAlertOpenDesktop: Story = { ...LogoutAlertOpen, globals: desktop };

/** Spec §2 toManyRequestOtp: too many code requests; the member may use e-mail instead. */
export const TooManyOtpOpen: Story = {
  args: { defaultMethod: 'whatsapp', tooManyOtpOpen: true, otpCountdown: 287 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Terlalu banyak permintaan kode' });
    await expect(dialog).toHaveTextContent('4:47');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk dengan email' }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('email');
  },
};

export const TooManyOtpOpenDesktop: Story = { ...TooManyOtpOpen, globals: desktop };

/** The terms open from the notice under the form. */
export const TermsDialogOpen: Story = {
  args: { termsOpen: true },
};

export const TermsDialogOpenDesktop: Story = { ...TermsDialogOpen, globals: desktop };

/** The notice's links open the dialogs; each traps focus and closes on Escape. */
export const OpenTermsFromNotice: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Syarat & Ketentuan' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Syarat dan Ketentuan' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
