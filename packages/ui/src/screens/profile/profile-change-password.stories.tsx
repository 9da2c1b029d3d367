import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangePasswordSection } from './profile-change-password.tsx';

const meta = {
  title: 'Components/Parts/Profile/ChangePasswordSection',
  component: ChangePasswordSection,
  args: {
    username: 'rina.wijaya@example.com',
    status: 'idle',
    errors: {},
    onValuesChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ChangePasswordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2 profile security: the old password and a new one typed twice, checked before sending. */
export const ChangePassword: Story = {
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Ubah kata sandi' }));
    const save = form.getByRole('button', { name: 'Simpan kata sandi' });
    await userEvent.click(save);
    await expect(form.getByText('Kata sandi lama wajib diisi')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(form.getByLabelText('Kata sandi lama', { exact: true }), 'LamaSekali1');
    await userEvent.type(form.getByLabelText('Kata sandi baru', { exact: true }), 'SandiBaru-2026');
    await userEvent.type(
      form.getByLabelText('Ulangi kata sandi', { exact: true }),
      'SandiBaru-2026',
    );
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      old_password: 'LamaSekali1',
      password: 'SandiBaru-2026',
      password_confirmation: 'SandiBaru-2026',
    });
  },
};

export const Saving: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Simpan kata sandi' })).toBeDisabled();
  },
};

/** Spec §8: a failure answers 401; the server's message says why, in the member's words. */
export const WrongOldPassword: Story = {
  args: { status: 'error', errors: { form: 'Kata sandi lama salah.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Ubah kata sandi' })).toHaveAccessibleDescription(
      /Kata sandi lama salah/,
    );
  },
};

export const Changed: Story = { args: { status: 'success' } };
