import type { Meta, StoryObj } from '@storybook/react-vite';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import CrownIcon from 'lucide-react/icons/crown';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Beli sekarang', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    width: { control: 'inline-radio', options: ['auto', 'full'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Beli sekarang' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Lihat analisis' } };

export const Outline: Story = { args: { variant: 'outline', children: 'Watchlist' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Lewati' } };

export const Destructive: Story = { args: { variant: 'destructive', children: 'Akhiri chat' } };

export const Link: Story = { args: { variant: 'link', children: 'Lupa kata sandi?' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Kecil
      </Button>
      <Button {...args} size="md">
        Sedang
      </Button>
      <Button {...args} size="lg">
        Besar
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <CrownIcon aria-hidden />
        Upgrade ke VIP
      </>
    ),
  },
};

export const FullWidth: Story = {
  args: { width: 'full', size: 'lg', children: 'Masuk' },
  globals: { viewport: { value: 'mobile' } },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Beli sekarang' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** `asChild` renders the child link with the button's look: the app passes its router link here. */
export const AsLink: Story = {
  args: {
    asChild: true,
    variant: 'outline',
    children: (
      <a href="#stockpick">
        Lihat Trading Ideas
        <ArrowRightIcon aria-hidden />
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Lihat Trading Ideas' });
    await expect(link).toHaveAttribute('href', '#stockpick');
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
