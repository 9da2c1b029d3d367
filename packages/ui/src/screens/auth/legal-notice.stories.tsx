import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { playDialogTrapsFocusAndClosesOnEscape } from '../../components/dialog-play.ts';
import { LegalNotice } from './legal-notice.tsx';

const meta = {
  title: 'Components/Parts/Auth/LegalNotice',
  component: LegalNotice,
  args: { onTermsOpenChange: fn(), onDisclaimerOpenChange: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <LegalNotice {...args} />
    </div>
  ),
} satisfies Meta<typeof LegalNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default words, with the two texts as buttons that open a dialog. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByText(/Dengan melanjutkan, Anda menyetujui/);
    await expect(notice).toHaveTextContent(
      'Dengan melanjutkan, Anda menyetujui Syarat & Ketentuan dan Disclaimer kami.',
    );
    for (const name of ['Syarat & Ketentuan', 'Disclaimer']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'dialog');
    }
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Under the log-in form (spec §2: terms and disclaimer acceptance). */
export const Login: Story = {
  args: { prefix: 'Dengan masuk, Anda menyetujui' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Dengan masuk, Anda menyetujui/)).toBeVisible();
  },
};

/** The terms open from their link, keep focus inside, and close on Escape back to the link. */
export const OpenTerms: Story = {
  play: async ({ args, canvas }) => {
    await playDialogTrapsFocusAndClosesOnEscape({
      trigger: canvas.getByRole('button', { name: 'Syarat & Ketentuan' }),
      name: 'Syarat dan Ketentuan',
    });
    // Uncontrolled, the notice still tells the app (spec §3 terms open flag).
    await expect(args.onTermsOpenChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onTermsOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onDisclaimerOpenChange).not.toHaveBeenCalled();
  },
};

export const OpenDisclaimer: Story = {
  play: async ({ args, canvas }) => {
    await playDialogTrapsFocusAndClosesOnEscape({
      trigger: canvas.getByRole('button', { name: 'Disclaimer' }),
      name: 'Disclaimer',
    });
    await expect(args.onDisclaimerOpenChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onDisclaimerOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onTermsOpenChange).not.toHaveBeenCalled();
  },
};

/** The app owns the terms flag and opened them: closing asks the app to clear it. */
export const TermsOpen: Story = {
  args: { termsOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Syarat dan Ketentuan' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onTermsOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The app owns the disclaimer flag (spec §3 disclaimer open flag) and opened it. */
export const DisclaimerOpen: Story = {
  args: { disclaimerOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer' });
    await waitFor(() => expect(dialog).toBeVisible());
    // The footer's 'Tutup', after the corner's close button of the same name.
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Tutup' });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await expect(args.onDisclaimerOpenChange).toHaveBeenCalledWith(false);
  },
};
