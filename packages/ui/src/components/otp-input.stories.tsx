import { createOtpRecord, tickOtpCountdown, OTP_TICK_INTERVAL_MS } from '@saham/domain/otp';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FormControl, FormField, FormLabel, FormMessage } from './form-field.tsx';
import { OtpInput, OtpResendButton } from './otp-input.tsx';

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  args: {
    'aria-label': 'Kode verifikasi',
    onValueChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PartlyFilled: Story = { args: { defaultValue: '482' } };

export const Filled: Story = { args: { defaultValue: '482913' } };

export const Disabled: Story = { args: { defaultValue: '482913', disabled: true } };

/** Inside a FormField: labelled, and red with the message when the code is wrong (spec §5). */
export const WithLabelAndError: Story = {
  render: (args) => (
    <FormField error="Invalid verification code">
      <FormLabel>Kode verifikasi</FormLabel>
      <FormControl>
        <OtpInput {...args} aria-label={undefined} defaultValue="482913" />
      </FormControl>
      <FormMessage />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Kode verifikasi' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Invalid verification code');
  },
};

/** Typing fills the boxes one by one and reports the code once all six are in. */
export const TypingCompletesTheCode: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Kode verifikasi' });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '48a29');
    await expect(field).toHaveValue('4829');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(field, '13');
    await expect(field).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

/** A code pasted from WhatsApp with spaces or words around it keeps only its six digits. */
export const PasteACode: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Kode verifikasi' });
    await userEvent.click(field);
    await userEvent.paste('Kode Anda: 482 913');
    await expect(field).toHaveValue('482913');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

/** A code pasted over a full field replaces the old digits (spaces and dashes dropped). */
export const PasteIntoFullField: Story = {
  args: { defaultValue: '111111' },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Kode verifikasi' });
    await userEvent.click(field);
    await userEvent.paste('482-913');
    await expect(field).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

/** Typing into a full field starts a new code; backspace still deletes the last digit. */
export const TypeOverFullField: Story = {
  args: { defaultValue: '111111' },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Kode verifikasi' });
    // Wherever the tap lands, backspace takes the last digit.
    await userEvent.type(field, '{Backspace}');
    await expect(field).toHaveValue('11111');
    await userEvent.type(field, '2');
    await expect(field).toHaveValue('111112');
    await expect(args.onComplete).toHaveBeenLastCalledWith('111112');
    await userEvent.type(field, '4');
    await expect(field).toHaveValue('4');
    await userEvent.type(field, '82913');
    await expect(field).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenLastCalledWith('482913');
    await expect(args.onComplete).toHaveBeenCalledTimes(2);
  },
};

/*
 * The resend button's stories take its own props; `render` passes only those, not the meta's
 * OtpInput args.
 */
type ResendStory = StoryObj<typeof OtpResendButton>;

/** Spec §4: while the countdown runs, resend is disabled and the time left shows. */
export const ResendCountingDown: ResendStory = {
  args: { countdown: 45, onResend: fn() },
  render: ({ countdown, onResend }) => (
    <OtpResendButton countdown={countdown} onResend={onResend} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kirim ulang kode' })).toBeDisabled();
    await expect(canvas.getByText('dalam 0:45')).toBeVisible();
  },
};

export const ResendReady: ResendStory = {
  args: { countdown: 0, onResend: fn() },
  render: ({ countdown, onResend }) => (
    <OtpResendButton countdown={countdown} onResend={onResend} />
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim ulang kode' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(canvas.queryByText(/dalam/)).not.toBeInTheDocument();
  },
};

export const Resending: ResendStory = {
  args: { countdown: 0, resending: true, onResend: fn() },
  render: ({ countdown, onResend, resending }) => (
    <OtpResendButton countdown={countdown} onResend={onResend} resending={resending} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kirim ulang kode' })).toBeDisabled();
  },
};

/** A live countdown driven by the domain's tick rule (spec §4), the way the app drives it. */
function TickingResend({ from, onResend }: { from: number; onResend: () => void }) {
  const [record, setRecord] = useState(() =>
    createOtpRecord({ phone: '6281234567890', countdown: from }),
  );
  useEffect(() => {
    const timer = setInterval(() => setRecord(tickOtpCountdown), OTP_TICK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return <OtpResendButton countdown={record.countdown} onResend={onResend} />;
}

/** Resend stays disabled until the countdown reaches 0, then becomes usable. */
export const ResendDisabledUntilCountdownEnds: ResendStory = {
  args: { countdown: 2, onResend: fn() },
  render: ({ countdown, onResend }) => <TickingResend from={countdown} onResend={onResend} />,
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Kirim ulang kode' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByText('dalam 0:02')).toBeVisible();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onResend).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByText('dalam 0:01')).toBeVisible(), { timeout: 2000 });
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 2500 });
    await expect(canvas.getByText('Anda bisa mengirim ulang kode sekarang.')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};
