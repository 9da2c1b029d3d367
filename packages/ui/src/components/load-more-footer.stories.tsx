import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoadMoreFooter } from './load-more-footer.tsx';

const meta = {
  title: 'Components/LoadMoreFooter',
  component: LoadMoreFooter,
  args: { noun: 'trading ideas', hasMore: true, onLoadMore: fn() },
} satisfies Meta<typeof LoadMoreFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another page waits: the button asks for it (spec §4: lists append each page). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Muat lebih banyak' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The next page is on its way: a spinner says so, and nothing can be asked twice. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat trading ideas berikutnya…');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The next page failed: the pages shown stay, and the retry asks again. */
export const LoadMoreError: Story = {
  args: { error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Halaman berikutnya gagal dimuat')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Muat lebih banyak' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The last page is in: the list says everything is shown. */
export const EndOfList: Story = {
  args: { hasMore: false, endMessage: 'Semua trading ideas sudah ditampilkan.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Semua trading ideas sudah ditampilkan.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A list with no end message shows nothing once the last page is in. */
export const EndOfListQuiet: Story = {
  args: { hasMore: false, noun: 'saham' },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('[data-slot="load-more-footer"]'),
    ).toBeEmptyDOMElement();
  },
};

/**
 * An infinite list: the next page loads by itself as the end of the list scrolls into view; the
 * button stays for keyboards.
 */
export const LoadWhenVisible: Story = {
  args: { loadWhenVisible: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Muat lebih banyak' })).toBeVisible();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
  },
};
