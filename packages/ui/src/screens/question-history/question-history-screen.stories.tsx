import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, routes } from '@saham/domain/routes';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { longTickets, now, tickets } from './question-history.fixtures.ts';
import {
  QuestionHistoryScreen,
  type QuestionHistoryScreenProps,
} from './question-history-screen.tsx';

/** The screen as the app drives it: the filter lives outside and every change reaches the args. */
function DrivenQuestionHistory(args: QuestionHistoryScreenProps) {
  const [filter, setFilter] = useState(args.filter);
  return (
    <QuestionHistoryScreen
      {...args}
      filter={filter}
      onFilterChange={(next) => {
        args.onFilterChange(next);
        setFilter(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/QuestionHistory/Riwayat Pertanyaan',
  component: QuestionHistoryScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell
        activeRoute="questionHistory"
        title={routes.questionHistory.meta.title}
        backHref={paths.qna()}
        hideMenu
      >
        <Story />
      </AppShell>
    ),
  ],
  render: (args) => <DrivenQuestionHistory {...args} />,
  args: {
    status: 'success',
    tickets,
    filter: 'all',
    onFilterChange: fn(),
    now,
    hasMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof QuestionHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

/** Each ticket with its type, stock, status and §9 list date, linking to its detail. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Daftar pertanyaan' });
    const rows = within(list).getAllByRole('link');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveAttribute('href', paths.questionHistoryDetail(128));
    await expect(rows[0]).toHaveTextContent('Saham · BBCA');
    await expect(rows[0]).toHaveTextContent('Menunggu jawaban');
    await expect(rows[0]).toHaveTextContent('09:30');
    await expect(rows[1]).toHaveTextContent('Yesterday');
    await expect(rows[2]).toHaveTextContent('29 Des 2025');
  },
};

export const Desktop: Story = { ...Mobile, globals: desktop };

/** A status chip changes the list: only the ended questions remain. */
export const FilterChangesList: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Selesai' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('ended');
    const rows = within(canvas.getByRole('list', { name: 'Daftar pertanyaan' })).getAllByRole(
      'link',
    );
    await expect(rows).toHaveLength(2);
    for (const row of rows) await expect(row).toHaveTextContent('Selesai');
    // Pressing the chosen chip again is "all".
    await userEvent.click(canvas.getByRole('button', { name: 'Selesai' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('all');
  },
};

export const FilterChangesListDesktop: Story = { ...FilterChangesList, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading', tickets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat riwayat pertanyaan');
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error', tickets: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

/** Never asked: an invitation to ask, not a bare empty list. */
export const Empty: Story = {
  args: { status: 'empty', tickets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada pertanyaan')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tanya analis' })).toHaveAttribute(
      'href',
      paths.qna(),
    );
  },
};

export const EmptyDesktop: Story = { ...Empty, globals: desktop };

export const FilteredEmpty: Story = {
  args: { filter: 'waiting', tickets: tickets.filter((ticket) => ticket.status !== 'waiting') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tidak ada pertanyaan di sini')).toBeVisible();
  },
};

export const FilteredEmptyDesktop: Story = { ...FilteredEmpty, globals: desktop };

export const MorePages: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Muat lebih banyak' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const MorePagesDesktop: Story = { ...MorePages, globals: desktop };

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Memuat…' })).toBeDisabled();
  },
};

export const LoadingMoreDesktop: Story = { ...LoadingMore, globals: desktop };

/** The next page failed: the rows stay, the member reads why and can try again. */
export const LoadMoreError: Story = {
  args: { hasMore: true, loadMoreError: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Halaman berikutnya gagal dimuat');
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadMoreErrorDesktop: Story = { ...LoadMoreError, globals: desktop };

export const LongContent: Story = { args: { tickets: longTickets } };

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
