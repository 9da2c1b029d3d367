import { paths } from '@saham/domain/routes';
import { INVALID_WA_NUMBER_MESSAGE } from '@saham/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { demoMember } from '../auth/auth.fixtures.ts';
import { SignupVerifyScreen } from './signup-verify-screen.tsx';

const meta = {
  title: 'Screens/Signup/Verify',
  component: SignupVerifyScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell activeRoute="signupVerify" hideMenu hideTopBar>
        <Story />
      </AppShell>
    ),
  ],
  args: {
    status: 'idle',
    phone: demoMember.phone,
    phoneLabel: demoMember.phoneLabel,
    countdown: 54,
    onSubmit: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof SignupVerifyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verifikasi nomor WhatsApp' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ubah nomor' })).toHaveAttribute(
      'href',
      paths.signup(),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kode verifikasi' }), '730215');
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: demoMember.phone, code: '730215' });
  },
};

export const Desktop: Story = { ...Mobile, globals: desktop };

/** Spec §5: resending a register code needs a valid number, otherwise 'Invalid WA Number'. */
export const ResendWithInvalidNumber: Story = {
  args: { phone: '62812', phoneLabel: '+62 812', countdown: 0 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim ulang kode' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_WA_NUMBER_MESSAGE);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const ResendReady: Story = {
  args: { countdown: 0 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim ulang kode' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const ResendReadyDesktop: Story = { ...ResendReady, globals: desktop };

export const Loading: Story = { args: { status: 'loading', defaultValue: '730215' } };

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: {
    status: 'error',
    defaultValue: '730215',
    countdown: 0,
    errors: { code: 'Kode salah atau sudah kedaluwarsa. Minta kode baru.' },
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const Success: Story = { args: { status: 'success', defaultValue: '730215' } };

export const SuccessDesktop: Story = { ...Success, globals: desktop };

export const TooManyRequests: Story = { args: { tooManyRequests: true, countdown: 180 } };

export const TooManyRequestsDesktop: Story = { ...TooManyRequests, globals: desktop };

/**
 * §7 register/send-verification: 'Ubah nomor' corrects the number in a dialog, without typing the
 * sign-up again; the code goes to the new number.
 */
export const ChangeNumber: Story = {
  args: { onChangeNumber: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah nomor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ubah nomor WhatsApp' }));
    const field = dialog.getByRole('textbox', { name: 'Nomor WhatsApp baru' });
    await userEvent.clear(field);
    await userEvent.type(field, '85712345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Kirim kode ke nomor ini' }));
    await expect(args.onChangeNumber).toHaveBeenCalledWith(
      '6285712345678',
      expect.objectContaining({ dial_code: '+62' }),
    );
  },
};
