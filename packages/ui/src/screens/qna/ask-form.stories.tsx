import { paths } from '@saham/domain/routes';
import { QA_ONGOING_MESSAGE } from '@saham/domain/server-messages';
import { memberMessage } from '@saham/domain/member-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DemoLink } from '../content/content.fixtures.ts';
import { draftValues, longValues } from '../tanya-custom/tanya-custom.fixtures.ts';
import {
  AskFormLayout,
  QUESTION_REQUIRED_MESSAGE,
  QuestionField,
  type AskFormLayoutProps,
} from './ask-form.tsx';

/** The story's own args besides the layout's: the question the field starts with. */
type AskFormStoryArgs = AskFormLayoutProps & {
  question: string;
  onQuestionChange: (value: string) => void;
};

/**
 * The layout with its question field, as the three ask screens put them together: the draft lives
 * outside (every keystroke reaches the app), and the required-question message waits for the
 * first send, so an untouched form is not shouting.
 */
function AskForm({ question: initial, onQuestionChange, onSubmit, ...args }: AskFormStoryArgs) {
  const [question, setQuestion] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  return (
    <AskFormLayout
      {...args}
      onSubmit={() => {
        setAttempted(true);
        onSubmit();
      }}
    >
      <QuestionField
        value={question}
        onValueChange={(value) => {
          onQuestionChange(value);
          setQuestion(value);
        }}
        error={attempted && !question.trim() ? QUESTION_REQUIRED_MESSAGE : undefined}
        placeholder="Mis. Bagaimana cara menilai saham bank yang murah atau mahal?"
        description="Tulis selengkap mungkin agar analis bisa menjawab dengan tepat."
      />
    </AskFormLayout>
  );
}

const meta = {
  title: 'Components/Parts/Qna/AskForm',
  component: AskFormLayout,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  args: {
    title: 'Tanya analis tentang hal lain',
    description:
      'Seputar investasi, cara membaca laporan keuangan, strategi, atau hal lain di luar satu saham dan portofolio.',
    status: 'idle',
    LinkComponent: DemoLink,
    onSubmit: fn(),
    children: null,
    question: '',
    onQuestionChange: fn(),
  },
  render: (args) => <AskForm {...args} />,
} satisfies Meta<AskFormStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing written yet: no complaint until the member sends. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tanya analis tentang hal lain',
    );
    const field = canvas.getByRole('textbox', { name: 'Pertanyaan' });
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAccessibleDescription(
      'Tulis selengkap mungkin agar analis bisa menjawab dengan tepat.',
    );
  },
};

/** Typing reaches the app keystroke by keystroke; sending reports the submit. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Pertanyaan' });
    await userEvent.type(field, 'Apa itu right issue?');
    await expect(args.onQuestionChange).toHaveBeenLastCalledWith('Apa itu right issue?');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim pertanyaan' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Sent empty: the field names what is missing, and typing clears the complaint. */
export const RequiredQuestion: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Pertanyaan' });
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim pertanyaan' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(QUESTION_REQUIRED_MESSAGE),
    );
    await expect(canvas.getByText(QUESTION_REQUIRED_MESSAGE)).toBeVisible();

    // Spaces alone are still no question.
    await userEvent.type(field, '   ');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'Apa itu right issue?');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(QUESTION_REQUIRED_MESSAGE)).not.toBeInTheDocument();
  },
};

/** Being sent: the button says so, is busy and cannot send twice. */
export const Submitting: Story = {
  args: { status: 'submitting', question: draftValues.question },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Mengirim…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused (spec §5, §6: a question still unanswered): its reason, the draft kept. */
export const ServerError: Story = {
  args: {
    status: 'error',
    errorMessage: memberMessage(QA_ONGOING_MESSAGE),
    question: draftValues.question,
  },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Pertanyaan belum terkirim');
    await expect(alert).toHaveTextContent(memberMessage(QA_ONGOING_MESSAGE));
    await expect(canvas.getByRole('textbox', { name: 'Pertanyaan' })).toHaveValue(
      draftValues.question,
    );
    // The member may try again.
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim pertanyaan' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A failure without the server's words (e.g. no connection): a general reason instead. */
export const ServerErrorWithoutReason: Story = {
  args: { status: 'error', question: draftValues.question },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Terjadi kesalahan. Periksa koneksi Anda, lalu coba lagi.',
    );
  },
};

/** Sent: a confirmation with the way to the question history instead of the form. */
export const Sent: Story = {
  args: { status: 'success', question: draftValues.question },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pertanyaan terkirim')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Pertanyaan' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Lihat riwayat pertanyaan' })).toHaveAttribute(
      'href',
      paths.questionHistory(),
    );
    await expect(canvas.getByRole('link', { name: 'Kembali ke Tanya Saham' })).toHaveAttribute(
      'href',
      paths.qna(),
    );
  },
};

/** A long question in a wider layout: the button sits at the end of the row. */
export const LongContentDesktop: Story = {
  args: { question: longValues.question },
  globals: { viewport: { value: 'desktop' } },
};
