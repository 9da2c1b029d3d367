import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardContent, CardHeader } from './card.tsx';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { className: 'h-24 w-full max-w-sm' },
  argTypes: { shape: { control: 'inline-radio', options: ['block', 'text', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Shapes: Story = {
  render: () => (
    <div className="flex max-w-sm items-center gap-3">
      <Skeleton shape="circle" className="size-10" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton shape="text" className="w-3/4" />
        <Skeleton shape="text" className="w-1/2" />
      </div>
    </div>
  ),
};

/**
 * The loading pattern for a list: the region is `aria-busy` and says "loading" once; the grey
 * bars themselves are hidden from screen readers.
 */
export const LoadingCard: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Trading Ideas" className="max-w-sm">
      <p className="sr-only">Memuat trading ideas…</p>
      <Card>
        <CardHeader>
          <Skeleton shape="text" className="h-5 w-16" />
          <Skeleton shape="text" className="w-40" />
        </CardHeader>
        <CardContent className="flex items-end justify-between">
          <Skeleton shape="text" className="h-7 w-28" />
          <Skeleton className="h-6 w-20 rounded-md" />
        </CardContent>
      </Card>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Trading Ideas' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
