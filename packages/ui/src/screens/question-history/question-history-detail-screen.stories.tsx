import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, routes } from '@saham/domain/routes';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { demoChartPng } from '../../components/image-upload.fixtures.ts';
import {
  answeredChat,
  followedUpChat,
  givenRating,
  now,
  portfolioRows,
  portfolioTicket,
  stockTicket,
} from './question-history.fixtures.ts';
import { QuestionHistoryDetailScreen } from './question-history-detail-screen.tsx';

const meta = {
  title: 'Screens/QuestionHistory/Detail Pertanyaan',
  component: QuestionHistoryDetailScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell
        activeRoute="questionHistoryDetail"
        title={routes.questionHistoryDetail.meta.title}
        backHref={paths.questionHistory()}
        hideMenu
      >
        <Story />
      </AppShell>
    ),
  ],
  args: {
    status: 'success',
    ticket: stockTicket,
    messages: answeredChat,
    rating: givenRating,
    now,
    onOpenChat: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof QuestionHistoryDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

/** An answered stock question: the question, the analyst's answer, the rating and the chat. */
export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pertanyaan tentang BBCA' }),
    ).toBeVisible();
    await expect(canvas.getByText('Dijawab')).toBeVisible();
    await expect(canvas.getByText('05 Januari 2026')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4 dari 5 bintang' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buka percakapan' }));
    await expect(args.onOpenChat).toHaveBeenCalledOnce();
  },
};

export const Desktop: Story = { ...Mobile, globals: desktop };

/** A portfolio question lists its rows with each value and the total (lots x 100 x price). */
export const Portfolio: Story = {
  args: { ticket: portfolioTicket, portfolioRows, rating: null },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Isi portofolio' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('rowheader', { name: 'BBRI' })).toBeVisible();
    await expect(table).toHaveTextContent('Rp 54.120.000');
    await expect(table).toHaveTextContent('Rp 93.332.500');
  },
};

export const PortfolioDesktop: Story = { ...Portfolio, globals: desktop };

export const WaitingForAnswer: Story = {
  args: {
    ticket: { ...stockTicket, status: 'waiting' },
    messages: answeredChat.slice(0, 1),
    rating: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Analis belum menjawab/)).toBeVisible();
  },
};

export const WaitingForAnswerDesktop: Story = { ...WaitingForAnswer, globals: desktop };

/**
 * A chat with two answers, handed over newest first (as a chat reopened from the history used to
 * be kept): the analyst's latest answer is the one shown, whatever the order.
 */
export const LatestAnswer: Story = {
  args: { messages: [...followedUpChat].reverse() },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole('region', { name: 'Jawaban analis' });
    await expect(answer).toHaveTextContent(/maksimal 20% dari posisi awal/);
    await expect(answer).not.toHaveTextContent(/tren naik jangka panjang/);
  },
};

export const LatestAnswerDesktop: Story = { ...LatestAnswer, globals: desktop };

export const Ended: Story = {
  args: { ticket: { ...stockTicket, status: 'ended' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lihat percakapan' })).toBeVisible();
  },
};

export const EndedDesktop: Story = { ...Ended, globals: desktop };

/** The question's image opens full size (spec §3 previewImage). */
export const DialogOpen: Story = {
  args: { previewImage: { isOpen: true, src: demoChartPng }, onPreviewImageChange: fn() },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Pratinjau gambar' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const DialogOpenDesktop: Story = { ...DialogOpen, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading', ticket: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat detail pertanyaan');
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error', ticket: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const LongContent: Story = {
  args: {
    ticket: {
      ...portfolioTicket,
      question: `${portfolioTicket.question}\n\nSaya juga memegang obligasi ritel dan reksa dana pasar uang sebagai dana darurat. Mohon saran alokasi yang sesuai profil risiko moderat, termasuk berapa persen yang ideal untuk saham perbankan, konsumer, dan energi, serta kapan waktu yang tepat untuk rebalancing berikutnya.`,
    },
    portfolioRows,
  },
};

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
