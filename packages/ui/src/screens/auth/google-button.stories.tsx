import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GoogleButton } from './google-button.tsx';

const meta = {
  title: 'Components/Parts/Auth/GoogleButton',
  component: GoogleButton,
  args: { children: 'Masuk dengan Google', onClick: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <GoogleButton {...args} />
    </div>
  ),
} satisfies Meta<typeof GoogleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: one click starts Google's sign-in. */
export const Idle: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Masuk dengan Google' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** On the sign-up page the same button registers (spec §2 register by Google). */
export const SignUp: Story = {
  args: { children: 'Daftar dengan Google' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar dengan Google' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** While Google answers: busy, a spinner instead of the mark, and not pressable twice. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Masuk dengan Google' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The rest of the form is sending: the button waits without looking busy itself. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Masuk dengan Google' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
