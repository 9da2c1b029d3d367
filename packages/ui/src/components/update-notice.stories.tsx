import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UpdateNotice } from './update-notice.tsx';

const meta = {
  title: 'Components/UpdateNotice',
  component: UpdateNotice,
  args: { onReload: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-[320px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UpdateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Versi baru aplikasi sudah siap.');
    await userEvent.click(canvas.getByRole('button', { name: 'Muat ulang' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ args, canvas }) => {
    const reload = canvas.getByRole('button', { name: 'Muat ulang' });
    await expect(reload).toBeDisabled();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
};
