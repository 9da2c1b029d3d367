import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'Components/Label',
  component: Label,
  args: { htmlFor: 'email', children: 'Email' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label {...args} />
      <Input id="email" type="email" autoComplete="email" placeholder="nama@email.com" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label focuses its field. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};
