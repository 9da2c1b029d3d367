import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingInput, RatingStars } from './rating-input.tsx';

const meta = {
  title: 'Components/RatingInput',
  component: RatingInput,
  args: { label: 'Beri nilai jawaban analis', onRate: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    value: { control: 'select', options: [null, 1, 2, 3, 4, 5] },
  },
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Beri nilai jawaban analis' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '4 bintang, puas' }));
    await expect(args.onRate).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 bintang, puas' })).toBeChecked();
  },
};

/** Without a pointer: Tab into the group, then the arrow keys choose; each choice calls onRate. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 bintang, sangat tidak puas' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onRate).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(args.onRate).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onRate).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 bintang, puas' })).toBeChecked();
  },
};

/** A rating already given (controlled): four stars lit. */
export const Rated: Story = {
  args: { value: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: '4 bintang, puas' })).toBeChecked();
    await expect(canvasElement.querySelectorAll('[data-lit="true"]')).toHaveLength(4);
  },
};

export const Large: Story = { args: { size: 'lg', defaultValue: 5 } };

/** The label read by screen readers only, when a heading beside it already asks the question. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Nilai jawaban' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Nilai jawaban' })).toBeInTheDocument();
  },
};

/** While a rating is being sent it cannot be changed. */
export const Disabled: Story = {
  args: { disabled: true, value: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '5 bintang, sangat puas' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onRate).not.toHaveBeenCalled();
  },
};

/** A given rating, shown rather than chosen: one image read as its number of five stars. */
export const GivenStars: Story = {
  render: () => <RatingStars value={4} />,
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: '4 dari 5 bintang' });
    await expect(stars.querySelectorAll('svg')).toHaveLength(5);
    await expect(stars.querySelectorAll('svg.fill-current')).toHaveLength(4);
    await expect(within(stars).queryByRole('radio')).toBeNull();
  },
};
