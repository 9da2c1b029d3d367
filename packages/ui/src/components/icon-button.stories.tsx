import type { Meta, StoryObj } from '@storybook/react-vite';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import BellIcon from 'lucide-react/icons/bell';
import BookmarkIcon from 'lucide-react/icons/bookmark';
import Share2Icon from 'lucide-react/icons/share-2';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './icon-button.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Kembali', children: <ArrowLeftIcon aria-hidden />, onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'secondary', 'outline', 'ghost', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    shape: { control: 'inline-radio', options: ['square', 'round'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The accessible name is the label a person hears, and the tooltip a mouse user sees. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const back = canvas.getByRole('button', { name: 'Kembali' });
    await expect(back).toHaveAttribute('title', 'Kembali');
    await userEvent.click(back);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <IconButton {...args} variant="ghost" aria-label="Notifikasi">
        <BellIcon aria-hidden />
      </IconButton>
      <IconButton {...args} variant="outline" aria-label="Simpan ke watchlist">
        <BookmarkIcon aria-hidden />
      </IconButton>
      <IconButton {...args} variant="secondary" aria-label="Bagikan">
        <Share2Icon aria-hidden />
      </IconButton>
      <IconButton {...args} variant="default" shape="round" aria-label="Kembali">
        <ArrowLeftIcon aria-hidden />
      </IconButton>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" variant="outline" aria-label="Notifikasi kecil">
        <BellIcon aria-hidden />
      </IconButton>
      <IconButton {...args} size="md" variant="outline" aria-label="Notifikasi sedang">
        <BellIcon aria-hidden />
      </IconButton>
      <IconButton {...args} size="lg" variant="outline" aria-label="Notifikasi besar">
        <BellIcon aria-hidden />
      </IconButton>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'outline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kembali' })).toBeDisabled();
  },
};
