import {
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULES,
  type NewPasswordValues,
  checkNewPassword,
} from '@saham/domain/credentials';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoMember } from './auth.fixtures.ts';
import { NewPasswordFields, type NewPasswordFieldsProps } from './new-password-fields.tsx';

const empty: NewPasswordValues = { password: '', passwordConfirmation: '' };
const matching: NewPasswordValues = {
  password: demoMember.password,
  passwordConfirmation: demoMember.password,
};
/** Long enough, but without a letter: what the error story sends. */
const weak: NewPasswordValues = { password: '12345678', passwordConfirmation: '' };

/** The fields as a form drives them: the values live outside, and every change reaches onChange. */
function DrivenNewPasswordFields(args: NewPasswordFieldsProps) {
  const [values, setValues] = useState(args.values);
  return (
    <div className="flex max-w-sm flex-col gap-4">
      <NewPasswordFields
        {...args}
        values={values}
        onChange={(next) => {
          args.onChange(next);
          setValues(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Parts/Auth/NewPasswordFields',
  component: NewPasswordFields,
  args: { values: empty, onChange: fn() },
  render: (args) => <DrivenNewPasswordFields {...args} />,
} satisfies Meta<typeof NewPasswordFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two empty fields; the first reads the domain's requirements as its description. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Kata sandi baru');
    const confirmation = canvas.getByLabelText('Ulangi kata sandi');
    for (const rule of PASSWORD_RULES) {
      await expect(password).toHaveAccessibleDescription(expect.stringContaining(rule.label));
    }
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(confirmation).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Kata sandi cocok')).not.toBeInTheDocument();
  },
};

/** Typing ticks the requirements, and the same password twice says it matches. */
export const TypingToAMatch: Story = {
  play: async ({ args, canvas, step }) => {
    const password = canvas.getByLabelText('Kata sandi baru');
    const confirmation = canvas.getByLabelText('Ulangi kata sandi');
    const requirements = canvas.getByRole('list', { name: 'Syarat kata sandi' });

    await step('the password ticks every requirement', async () => {
      await userEvent.type(password, demoMember.password);
      for (const item of within(requirements).getAllByRole('listitem')) {
        await expect(item).toHaveTextContent('(terpenuhi)');
      }
      await expect(args.onChange).toHaveBeenLastCalledWith({
        password: demoMember.password,
        passwordConfirmation: '',
      });
    });
    await step('the confirmation matches', async () => {
      await userEvent.type(confirmation, demoMember.password);
      await expect(canvas.getByText('Kata sandi cocok')).toBeVisible();
      await expect(confirmation).not.toHaveAttribute('aria-invalid');
      await expect(args.onChange).toHaveBeenLastCalledWith(matching);
    });
  },
};

/**
 * The confirmation complains only once it can no longer match: not while it is the start of the
 * password, so the member is not scolded mid-word.
 */
export const LiveMismatch: Story = {
  args: { values: { password: demoMember.password, passwordConfirmation: '' } },
  play: async ({ canvas }) => {
    const confirmation = canvas.getByLabelText('Ulangi kata sandi');
    await userEvent.type(confirmation, demoMember.password.slice(0, 5));
    await expect(confirmation).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(PASSWORD_MISMATCH_MESSAGE)).not.toBeInTheDocument();

    await userEvent.type(confirmation, 'X');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription(PASSWORD_MISMATCH_MESSAGE);

    await userEvent.keyboard('{Backspace}');
    await expect(confirmation).not.toHaveAttribute('aria-invalid');
  },
};

export const Matching: Story = {
  args: { values: matching },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kata sandi cocok')).toBeVisible();
  },
};

/** After a send with a weak password and no confirmation: the form's own checks, on each field. */
export const WithErrors: Story = {
  args: { values: weak, errors: checkNewPassword(weak) },
  play: async ({ args, canvas }) => {
    const { password: passwordError, passwordConfirmation: confirmationError } = args.errors ?? {};
    await expect(passwordError).toBeDefined();
    await expect(confirmationError).toBeDefined();
    const password = canvas.getByLabelText('Kata sandi baru');
    const confirmation = canvas.getByLabelText('Ulangi kata sandi');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining(passwordError ?? ''),
    );
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription(confirmationError ?? '');
  },
};

/** The sign-up form calls its first field plainly 'Kata sandi'. */
export const SignupLabel: Story = {
  args: { passwordLabel: 'Kata sandi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata sandi')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.queryByLabelText('Kata sandi baru')).not.toBeInTheDocument();
  },
};

/** While the form is sending: nothing can be typed or revealed. */
export const Disabled: Story = {
  args: { values: matching, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata sandi baru')).toBeDisabled();
    await expect(canvas.getByLabelText('Ulangi kata sandi')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Tampilkan kata sandi' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Tampilkan ulangan kata sandi' }),
    ).toBeDisabled();
  },
};
