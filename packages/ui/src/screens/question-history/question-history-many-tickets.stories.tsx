import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { now, tickets } from './question-history.fixtures.ts';
import { type HistoryTicket, QuestionHistoryScreen } from './question-history-screen.tsx';

/** How many times a row of {@link MANY_TICKETS} rendered: a row reads its question once a render. */
const rowRenders = { count: 0 };

/** Two thousand questions (a hundred pages), ids 1…2000 in order, deterministic. */
const MANY_TICKETS: readonly HistoryTicket[] = Array.from({ length: 2_000 }, (_, index) => {
  const { question, ...source } = tickets[index % tickets.length] as HistoryTicket;
  return {
    ...source,
    id: index + 1,
    get question() {
      rowRenders.count += 1;
      return `${index + 1}. ${question}`;
    },
  };
});

/** The row link of the question at a position in the list (1-based), while it is in the page. */
function rowLinkAt(canvasElement: HTMLElement, position: number): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>(`li[aria-posinset="${position}"] a`);
}

/**
 * Riwayat Pertanyaan with thousands of questions loaded (issue 29: fast on a phone at 10,000
 * items). A part of the screen's stories without a pixel baseline: what they prove is the page's
 * size, not its look (Screens/QuestionHistory/Riwayat Pertanyaan holds the look).
 */
const meta = {
  title: 'Components/Parts/QuestionHistory/ManyQuestions',
  component: QuestionHistoryScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    tickets: MANY_TICKETS,
    filter: 'all',
    now,
    hasMore: true,
    onFilterChange: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof QuestionHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two thousand questions: only the rows near the view are in the page, the list says its
 * position and (once every page is in) its length, Tab goes from row to row into rows not yet
 * shown and on to "Muat lebih banyak" at the end, which asks for the next page.
 */
export const TwoThousandQuestions: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('only the rows near the view are in the page', async () => {
      const rows = canvas.getAllByRole('listitem');
      await expect(rows.length).toBeGreaterThan(0);
      await expect(rows.length).toBeLessThan(60);
      await expect(rows[0]).toHaveAttribute('aria-setsize', '-1');
      await expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    });

    await step('Tab goes from row to row, into rows shown as they come near', async () => {
      const rendered = rowRenders.count;
      rowLinkAt(canvasElement, 1)?.focus();
      for (let position = 2; position <= 16; position += 1) {
        // A member is slower than a frame: the row focus scrolled near is in the page by then.
        await waitFor(() => expect(rowLinkAt(canvasElement, position)).toBeInTheDocument());
        await userEvent.tab();
        await expect(rowLinkAt(canvasElement, position)).toHaveFocus();
      }
      // Rows render as they arrive, not all of them on every scroll.
      await expect(rowRenders.count - rendered).toBeLessThan(60);
    });

    await step('the end of the list is reached, and Tab goes on to load more', async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await waitFor(() => expect(rowLinkAt(canvasElement, 2_000)).toBeVisible());
      await expect(rowLinkAt(canvasElement, 2_000)).toHaveTextContent('2000. ');
      await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
      await expect(rowLinkAt(canvasElement, 1)).not.toBeInTheDocument();
      rowLinkAt(canvasElement, 2_000)?.focus();
      await userEvent.tab();
      const more = canvas.getByRole('button', { name: 'Muat lebih banyak' });
      await expect(more).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onLoadMore).toHaveBeenCalledOnce();
    });
  },
};

/** Every page in, filtered by a status: the list tells the filtered length, still bounded. */
export const TwoThousandQuestionsFiltered: Story = {
  args: { hasMore: false, filter: 'answered' },
  play: async ({ canvas }) => {
    const answered = MANY_TICKETS.filter((ticket) => ticket.status === 'answered').length;
    const rows = canvas.getAllByRole('listitem');
    await expect(rows[0]).toHaveAttribute('aria-setsize', String(answered));
    await expect(rows.length).toBeLessThan(60);
    await expect(rows.length).toBeLessThan(answered);
  },
};
