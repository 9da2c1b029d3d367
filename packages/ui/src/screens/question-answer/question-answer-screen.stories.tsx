import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, routes } from '@saham/domain/routes';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { demoChartPng, demoPngFile } from '../../components/image-upload.fixtures.ts';
import {
  analystName,
  answeredTicket,
  conversation,
  endedTicket,
  followedUpConversation,
  justSentReply,
  longConversation,
  now,
  reopenedPagesNewestFirst,
  waitingAgainTicket,
  waitingConversation,
  waitingTicket,
} from './question-answer.fixtures.ts';
import {
  type AnswerMessage,
  QuestionAnswerScreen,
  RATING_REQUIRED_MESSAGE,
  REPLY_REQUIRED_MESSAGE,
  type QuestionAnswerScreenProps,
} from './question-answer-screen.tsx';

const WAITING_TEXT = 'Menunggu jawaban analis…';

/** Reads the chat's bubbles top to bottom: they are `expected`, oldest first, each once. */
async function expectChatOrder(canvasElement: HTMLElement, expected: readonly AnswerMessage[]) {
  const log = within(canvasElement).getByRole('log', { name: 'Percakapan' });
  const bubbles = within(log).getAllByRole('listitem');
  await expect(bubbles).toHaveLength(expected.length);
  for (const [index, message] of expected.entries()) {
    await expect(bubbles[index]).toHaveTextContent(message.message.split('\n')[0] ?? '');
  }
}

/**
 * The screen as the app drives it: the reply and rating drafts live outside (here in state, in the
 * app in its store), and every change still reaches the args.
 */
function DrivenQuestionAnswer(args: QuestionAnswerScreenProps) {
  const [reply, setReply] = useState(args.reply);
  const [rating, setRating] = useState(args.rating);
  return (
    <QuestionAnswerScreen
      {...args}
      reply={reply}
      rating={rating}
      onReplyChange={(next) => {
        args.onReplyChange(next);
        setReply(next);
      }}
      onRatingChange={(next) => {
        args.onRatingChange(next);
        setRating(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/QuestionAnswer/Percakapan',
  component: QuestionAnswerScreen,
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
  render: (args) => <DrivenQuestionAnswer {...args} />,
  args: {
    status: 'success',
    ticket: answeredTicket,
    messages: conversation,
    now,
    analystName,
    onRetry: fn(),
    reply: { text: '', image: null },
    onReplyChange: fn(),
    onSend: fn(),
    rating: { value: null, comment: '' },
    onRatingChange: fn(),
    onRate: fn(),
    onEndChat: fn(),
    onDeleteChat: fn(),
    onLoadLater: fn(),
  },
} satisfies Meta<typeof QuestionAnswerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

/** An answered question: the chat, the rating form and the reply box. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Percakapan' });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(log).getAllByText(analystName)).toHaveLength(3);
    await expect(within(log).getAllByText('Yesterday').length).toBeGreaterThan(0);
    await expect(within(log).getByText('09:30')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Bagaimana jawaban analis?' })).toBeVisible();
  },
};

export const Desktop: Story = { ...Mobile, globals: desktop };

/** Sending a reply calls onSend with the typed text (trimmed), then the box is the app's to clear. */
export const SendReply: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByLabelText('Balasan Anda');
    await userEvent.type(box, '  Siap, saya cicil beli di 9.100.  ');
    await expect(args.onReplyChange).toHaveBeenLastCalledWith({
      text: '  Siap, saya cicil beli di 9.100.  ',
      image: null,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim balasan' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith({
      text: 'Siap, saya cicil beli di 9.100.',
      image: null,
    });
  },
};

export const SendReplyDesktop: Story = { ...SendReply, globals: desktop };

export const SendReplyWithImage: Story = {
  play: async ({ args, canvas }) => {
    const image = demoPngFile('grafik-saya.png');
    await userEvent.upload(canvas.getByLabelText('Lampirkan gambar'), image);
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim balasan' }));
    await expect(args.onSend).toHaveBeenCalledWith({ text: '', image });
  },
};

export const SendReplyWithImageDesktop: Story = { ...SendReplyWithImage, globals: desktop };

export const EmptyReply: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim balasan' }));
    await expect(canvas.getByLabelText('Balasan Anda')).toHaveAccessibleDescription(
      REPLY_REQUIRED_MESSAGE,
    );
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const EmptyReplyDesktop: Story = { ...EmptyReply, globals: desktop };

/** A draft restored from the app: the reply text is back in the box. */
export const ReplyDraft: Story = {
  args: { reply: { text: 'Kalau IHSG koreksi, apakah BBCA ikut turun?', image: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Balasan Anda')).toHaveValue(
      'Kalau IHSG koreksi, apakah BBCA ikut turun?',
    );
  },
};

export const ReplyDraftDesktop: Story = { ...ReplyDraft, globals: desktop };

export const Sending: Story = {
  args: { reply: { text: 'Terima kasih banyak!', image: null }, sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mengirim balasan' })).toBeDisabled();
  },
};

export const SendingDesktop: Story = { ...Sending, globals: desktop };

export const SendError: Story = {
  args: {
    reply: { text: 'Terima kasih banyak!', image: null },
    sendError: 'Koneksi terputus. Balasan Anda masih tersimpan, coba kirim lagi.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balasan belum terkirim')).toBeVisible();
    await expect(canvas.getByLabelText('Balasan Anda')).toHaveValue('Terima kasih banyak!');
  },
};

export const SendErrorDesktop: Story = { ...SendError, globals: desktop };

/** Rate the answer 1-5 with a comment. */
export const RateAnswer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4 bintang, puas' }));
    await userEvent.type(canvas.getByLabelText(/Komentar/), 'Jelas dan cepat.');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim penilaian' }));
    await expect(args.onRate).toHaveBeenCalledWith({ rating: 4, comment: 'Jelas dan cepat.' });
  },
};

export const RateAnswerDesktop: Story = { ...RateAnswer, globals: desktop };

export const RatingRequired: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim penilaian' }));
    await expect(canvas.getByText(RATING_REQUIRED_MESSAGE)).toBeVisible();
    await expect(args.onRate).not.toHaveBeenCalled();
  },
};

export const RatingRequiredDesktop: Story = { ...RatingRequired, globals: desktop };

export const Rated: Story = {
  args: { submittedRating: { rating: 5, comment: 'Sangat membantu, terima kasih!' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 dari 5 bintang' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Kirim penilaian' })).toBeNull();
  },
};

export const RatedDesktop: Story = { ...Rated, globals: desktop };

/** Before the analyst answers there is nothing to rate yet. */
export const WaitingForAnswer: Story = {
  args: { ticket: waitingTicket, messages: waitingConversation },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(WAITING_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const WaitingForAnswerDesktop: Story = { ...WaitingForAnswer, globals: desktop };

/**
 * Right after the member's follow-up to an answered chat: the reply is at the bottom, under the
 * analyst's last answer, and the chat waits for the analyst again (§7 /reply).
 */
export const JustSent: Story = {
  args: { ticket: waitingAgainTicket, messages: [...conversation, justSentReply] },
  play: async ({ canvas, canvasElement }) => {
    await expectChatOrder(canvasElement, [...conversation, justSentReply]);
    await expect(canvas.getByText('Menunggu jawaban')).toBeVisible();
    await expect(canvas.getByText(WAITING_TEXT)).toBeVisible();
  },
};

export const JustSentDesktop: Story = { ...JustSent, globals: desktop };

/**
 * The chat reopened from the history (/qna/history/:id?chat=1) after three pages came in, handed
 * over newest first and with one message twice: still oldest first at the top, each message once,
 * and answered with the analyst last, so it is not waiting.
 */
export const ReopenedFromHistory: Story = {
  args: { messages: reopenedPagesNewestFirst },
  play: async ({ canvas, canvasElement }) => {
    await expectChatOrder(canvasElement, followedUpConversation);
    await expect(canvas.getByText('Dijawab')).toBeVisible();
    await expect(canvas.queryByText(WAITING_TEXT)).toBeNull();
  },
};

export const ReopenedFromHistoryDesktop: Story = { ...ReopenedFromHistory, globals: desktop };

/** Answered ("Dijawab") with the analyst's answer last: never "Menunggu jawaban analis…". */
export const AnsweredAnalystLast: Story = {
  args: { messages: [...conversation].reverse() },
  play: async ({ canvas, canvasElement }) => {
    await expectChatOrder(canvasElement, conversation);
    const bubbles = within(canvas.getByRole('log', { name: 'Percakapan' })).getAllByRole(
      'listitem',
    );
    await expect(bubbles.at(-1)).toHaveTextContent(analystName);
    await expect(canvas.getByText('Dijawab')).toBeVisible();
    await expect(canvas.queryByText(WAITING_TEXT)).toBeNull();
  },
};

export const AnsweredAnalystLastDesktop: Story = { ...AnsweredAnalystLast, globals: desktop };

/** The end-chat confirmation, open; confirming ends the chat. */
export const EndChatDialogOpen: Story = {
  args: { defaultOpenDialog: 'end-chat' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Akhiri chat ini?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, akhiri chat' }));
    await expect(args.onEndChat).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

export const EndChatDialogOpenDesktop: Story = { ...EndChatDialogOpen, globals: desktop };

/** Escape closes the end-chat confirmation without ending, and focus returns to the button. */
export const EscapeClosesEndChat: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Akhiri chat' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Akhiri chat ini?' });
    await expect(dialog).toHaveAccessibleDescription(/tidak bisa membalas lagi/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(args.onEndChat).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeClosesEndChatDesktop: Story = { ...EscapeClosesEndChat, globals: desktop };

/** An ended chat: no reply box; it can be deleted from the history after confirming. */
export const Ended: Story = {
  args: { ticket: endedTicket, submittedRating: { rating: 4, comment: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Chat ini sudah diakhiri/)).toBeVisible();
    await expect(canvas.queryByLabelText('Balasan Anda')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Akhiri chat' })).toBeNull();
  },
};

export const EndedDesktop: Story = { ...Ended, globals: desktop };

export const DeleteChatDialogOpen: Story = {
  args: {
    ticket: endedTicket,
    submittedRating: { rating: 4, comment: null },
    defaultOpenDialog: 'delete-chat',
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Hapus chat ini?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await expect(args.onDeleteChat).not.toHaveBeenCalled();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Hapus chat' }));
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Hapus chat ini?' })).getByRole('button', {
        name: 'Ya, hapus chat',
      }),
    );
    await expect(args.onDeleteChat).toHaveBeenCalledOnce();
  },
};

export const DeleteChatDialogOpenDesktop: Story = { ...DeleteChatDialogOpen, globals: desktop };

/** An attached image opens full size (spec §3 previewImage). */
export const ImagePreview: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Perbesar lampiran gambar dari ${analystName}` }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Pratinjau gambar' });
    await expect(within(dialog).getByRole('img')).toHaveAttribute('src', demoChartPng);
  },
};

export const ImagePreviewDesktop: Story = { ...ImagePreview, globals: desktop };

/**
 * More of the chat is on the server: chat-detail pages it oldest first, so the next page is later
 * messages and the button to load them sits below the last one shown.
 */
export const LaterMessages: Story = {
  args: { hasLater: true },
  play: async ({ args, canvas }) => {
    const log = canvas.getByRole('log', { name: 'Percakapan' });
    const more = within(log).getByRole('button', { name: 'Muat pesan berikutnya' });
    const last = within(log).getAllByRole('listitem').at(-1);
    await expect(last?.compareDocumentPosition(more)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.click(more);
    await expect(args.onLoadLater).toHaveBeenCalledOnce();
  },
};

export const LaterMessagesDesktop: Story = { ...LaterMessages, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading', ticket: undefined, messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat percakapan');
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error', ticket: undefined, messages: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const LongContent: Story = {
  args: {
    // Asked when its first message was written, six days before the latest round.
    ticket: { ...answeredTicket, created_at: longConversation[0]?.created_at ?? '' },
    messages: longConversation,
    hasLater: true,
  },
};

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
