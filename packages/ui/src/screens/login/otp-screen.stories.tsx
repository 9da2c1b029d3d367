import { decideError } from '@saham/domain/error-catalogue';
import { createOtpRecord, tickOtpCountdown, OTP_TICK_INTERVAL_MS } from '@saham/domain/otp';
import { TOO_MANY_REQUESTS_MESSAGE } from '@saham/domain/server-messages';
import { INVALID_VERIFICATION_CODE_MESSAGE } from '@saham/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { demoMember } from '../auth/auth.fixtures.ts';
import { OtpScreen, type OtpScreenProps, type OtpStatus } from './otp-screen.tsx';

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

/** The code page as the app drives it: each code is checked for a moment, then refused (§5). */
function RefusingOtpScreen(props: OtpScreenProps) {
  const [status, setStatus] = useState<OtpStatus>(props.status);
  const [refusedCode, setRefusedCode] = useState(props.refusedCode);
  return (
    <OtpScreen
      {...props}
      status={status}
      errors={status === 'error' ? { form: INVALID_VERIFICATION_CODE_MESSAGE } : {}}
      refusedCode={refusedCode}
      onSubmit={(submission) => {
        props.onSubmit(submission);
        setStatus('loading');
        setTimeout(() => {
          setStatus('error');
          setRefusedCode(submission.code);
        }, 300);
      }}
    />
  );
}

/**
 * One request per code: the sixth digit sends it; the button and Enter, pressed as well, send
 * nothing while it is checked, nor once the code was refused, until the member changes it.
 */
export const DoubleSubmissionPrevented: Story = {
  render: (args) => <RefusingOtpScreen {...args} />,
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Kode verifikasi' });
    const submit = canvas.getByRole('button', { name: 'Verifikasi & masuk' });
    await userEvent.type(field, '482913');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      INVALID_VERIFICATION_CODE_MESSAGE,
    );
    await userEvent.click(submit);
    await userEvent.type(field, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // The member is told why and is back in the field to type the new code.
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('sudah ditolak'));
  },
};

/** A new code pasted into the full field replaces the refused one and is sent once. */
export const PasteIntoFullField: Story = {
  args: { status: 'error', defaultValue: '111111', refusedCode: '111111' },
  render: (args) => <RefusingOtpScreen {...args} />,
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Kode verifikasi' });
    await userEvent.click(field);
    await userEvent.paste('482 913');
    await expect(field).toHaveValue('482913');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: demoMember.phone, code: '482913' });
    // Settled: checked (and, here, refused too).
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Verifikasi & masuk' })).toBeEnabled(),
    );
  },
};

/** The app's answer to a code request refused with a wait (spec §8: remaining_second). */
function ResendRefusedScreen(props: OtpScreenProps) {
  const [countdown, setCountdown] = useState(props.countdown);
  return (
    <OtpScreen
      {...props}
      countdown={countdown}
      onResend={() => {
        props.onResend();
        const { effect } = decideError({
          client: 'member',
          path: 'member/public/v1/auth/send-code/login',
          status: 429,
          body: { message: TOO_MANY_REQUESTS_MESSAGE, data: { remaining_second: 49 } },
          currentPath: '/login',
          currentSearch: '?type=verifyphone',
          flow: 'otpRequest',
        });
        if (effect.kind === 'otpCountdown') setCountdown(effect.countdown);
      }}
    />
  );
}

/**
 * Spec §8: asking again too soon answers 429 {remaining_second: 49}. The countdown restarts from
 * 49 and is said once to screen readers; resend waits; no error is shown.
 */
export const ResendRefusedWithWait: Story = {
  args: { countdown: 0 },
  render: (args) => <ResendRefusedScreen {...args} />,
  play: async ({ args, canvas }) => {
    const resend = canvas.getByRole('button', { name: 'Kirim ulang kode' });
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(resend).toBeDisabled();
    await expect(canvas.getByText('dalam 0:49')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Kirim ulang kode dalam 0:49');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByText(TOO_MANY_REQUESTS_MESSAGE)).not.toBeInTheDocument();
  },
};

export const ResendRefusedWithWaitDesktop: Story = { ...ResendRefusedWithWait, globals: desktop };

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
