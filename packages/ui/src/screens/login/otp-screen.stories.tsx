import { createOtpRecord, tickOtpCountdown, OTP_TICK_INTERVAL_MS } from '@saham/domain/otp';
import { INVALID_VERIFICATION_CODE_MESSAGE } from '@saham/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { demoMember } from '../auth/auth.fixtures.ts';
import { OtpScreen, type OtpScreenProps } from './otp-screen.tsx';

const meta = {
  title: 'Screens/Login/One-time code',
  component: OtpScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell activeRoute="login" hideMenu hideTopBar>
        <Story />
      </AppShell>
    ),
  ],
  args: {
    status: 'idle',
    phone: demoMember.phone,
    phoneLabel: demoMember.phoneLabel,
    countdown: 42,
    onSubmit: fn(),
    onResend: fn(),
    onValueChange: fn(),
    onUseEmail: fn(),
  },
} satisfies Meta<typeof OtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

/** Just after the code was sent: the countdown runs and resend waits. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Masukkan kode verifikasi' }),
    ).toBeVisible();
    await expect(canvas.getByText(demoMember.phoneLabel)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kirim ulang kode' })).toBeDisabled();
    await expect(canvas.getByText('dalam 0:42')).toBeVisible();
  },
};

export const Desktop: Story = { ...Mobile, globals: desktop };

/** The sixth digit submits the code the member typed (spec §5 checked first). */
export const TypeTheCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kode verifikasi' }), '482913');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: demoMember.phone, code: '482913' });
  },
};

export const TypeTheCodeDesktop: Story = { ...TypeTheCode, globals: desktop };

/** Spec §5: a short code is an 'Invalid verification code' and is not sent. */
export const IncompleteCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kode verifikasi' }), '4829');
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi & masuk' }));
    await expect(canvas.getByText(INVALID_VERIFICATION_CODE_MESSAGE)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec §5: without a valid phone the code cannot be checked. */
export const InvalidPhone: Story = {
  args: { phone: '62123', phoneLabel: '+62 123' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kode verifikasi' }), '482913');
    await expect(canvas.getByText(INVALID_VERIFICATION_CODE_MESSAGE)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', defaultValue: '482913' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verifikasi & masuk' })).toBeDisabled();
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

/** The server said the code is wrong. */
export const Error: Story = {
  args: {
    status: 'error',
    defaultValue: '482913',
    countdown: 0,
    errors: { code: 'Kode salah atau sudah kedaluwarsa. Minta kode baru.' },
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Kode verifikasi' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Kode salah'));
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const Success: Story = { args: { status: 'success', defaultValue: '482913' } };

export const SuccessDesktop: Story = { ...Success, globals: desktop };

/** The countdown is over: a new code can be asked for. */
export const ResendReady: Story = {
  args: { countdown: 0 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim ulang kode' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const ResendReadyDesktop: Story = { ...ResendReady, globals: desktop };

/** The countdown, ticked by the domain rule as the app does (spec §4). */
function TickingOtpScreen(props: OtpScreenProps) {
  const [record, setRecord] = useState(() =>
    createOtpRecord({ phone: props.phone, countdown: props.countdown }),
  );
  useEffect(() => {
    const timer = setInterval(() => setRecord(tickOtpCountdown), OTP_TICK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return <OtpScreen {...props} countdown={record.countdown} />;
}

/** Resend is disabled until the countdown reaches 0, then it works. */
export const ResendDisabledUntilCountdownEnds: Story = {
  args: { countdown: 2 },
  render: (args) => <TickingOtpScreen {...args} />,
  play: async ({ args, canvas }) => {
    const resend = canvas.getByRole('button', { name: 'Kirim ulang kode' });
    await expect(resend).toBeDisabled();
    await userEvent.click(resend, { pointerEventsCheck: 0 });
    await expect(args.onResend).not.toHaveBeenCalled();
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 4000 });
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Resending: Story = { args: { countdown: 0, resending: true } };

/** Spec §2 toManyRequestOtp, §8 remaining_second: the dialog, the wait, and resend held back. */
export const TooManyRequests: Story = {
  args: { tooManyRequests: true, countdown: 287 },
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Terlalu banyak permintaan kode' });
    await expect(dialog).toHaveTextContent('4:47');
    await userEvent.click(screen.getByRole('button', { name: 'Mengerti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The state stays on the page after the dialog is closed.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tunggu 4:47');
    await expect(canvas.getByRole('button', { name: 'Kirim ulang kode' })).toBeDisabled();
  },
};

export const TooManyRequestsDesktop: Story = { ...TooManyRequests, globals: desktop };

/** Spec §5, §9: a wait over 60 seconds is the too-many state even without the query flag. */
export const LongWaitMeansTooMany: Story = {
  args: { countdown: 61 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Terlalu banyak permintaan kode');
  },
};

/** A long international number and a long server message still fit 375 px. */
export const LongContent: Story = {
  args: {
    status: 'error',
    phone: '85291234567',
    phoneLabel: '+852 9123 4567',
    errors: {
      form: 'Layanan WhatsApp sedang mengalami gangguan sehingga kode mungkin terlambat sampai. Tunggu beberapa menit sebelum meminta kode baru, atau masuk dengan email.',
    },
  },
};

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
