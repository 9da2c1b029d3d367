import type { Meta, StoryObj } from '@storybook/react-vite';
import { routes, paths } from '@saham/domain/routes';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { QUESTION_REQUIRED_MESSAGE } from '../qna/ask-form.tsx';
import {
  draftValues,
  emptyValues,
  idxStocks,
  longQuestionValues,
  searchStocks,
} from './tanya-saham.fixtures.ts';
import {
  STOCK_REQUIRED_MESSAGE,
  TanyaSahamScreen,
  type TanyaSahamScreenProps,
} from './tanya-saham-screen.tsx';

/**
 * The screen as the app drives it: the draft lives outside (here in state, in the app in its store),
 * and the stock search answers the typed text. Every change still reaches `args.onChange`.
 */
function DrivenTanyaSaham(args: TanyaSahamScreenProps) {
  const [values, setValues] = useState(args.values);
  const searching = values.search.trim() !== '';
  return (
    <TanyaSahamScreen
      {...args}
      values={values}
      stockOptions={args.stockSearchStatus === 'success' ? searchStocks(values.search) : []}
      stockSearchStatus={searching ? args.stockSearchStatus : 'idle'}
      onChange={(next) => {
        args.onChange(next);
        setValues(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/TanyaSaham/Tanya Saham',
  component: TanyaSahamScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell
        activeRoute="tanyaSaham"
        title={routes.tanyaSaham.meta.title}
        backHref={paths.qna()}
        hideMenu
      >
        <Story />
      </AppShell>
    ),
  ],
  render: (args) => <DrivenTanyaSaham {...args} />,
  args: {
    values: emptyValues,
    onChange: fn(),
    stockOptions: idxStocks,
    stockSearchStatus: 'success',
    onRetryStockSearch: fn(),
    status: 'idle',
    onSubmit: fn(),
  },
} satisfies Meta<typeof TanyaSahamScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

export const Mobile: Story = {};

export const Desktop: Story = { globals: desktop };

/** Find a stock by typing, pick it, write the question and send: onSubmit gets both. */
export const PickAStockAndAsk: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Cari saham'), 'bb');
    const results = canvas.getByRole('group', { name: 'Pilih saham' });
    await expect(within(results).getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(within(results).getByRole('radio', { name: /BBCA/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('BBCA');
    await userEvent.type(canvas.getByLabelText('Pertanyaan'), 'Masih layak beli di 9.200?');
    // Every keystroke reached the app, so the draft is safe.
    await expect(args.onChange).toHaveBeenLastCalledWith({
      search: 'bb',
      stock: 'BBCA',
      question: 'Masih layak beli di 9.200?',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim pertanyaan' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      stock: 'BBCA',
      question: 'Masih layak beli di 9.200?',
    });
  },
};

export const PickAStockAndAskDesktop: Story = { ...PickAStockAndAsk, globals: desktop };

/** Sending an empty form names what is missing and sends nothing. */
export const RequiredFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim pertanyaan' }));
    await expect(canvas.getByLabelText('Cari saham')).toHaveAccessibleDescription(
      expect.stringContaining(STOCK_REQUIRED_MESSAGE),
    );
    await expect(canvas.getByLabelText('Pertanyaan')).toHaveAccessibleDescription(
      expect.stringContaining(QUESTION_REQUIRED_MESSAGE),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredFieldsDesktop: Story = { ...RequiredFields, globals: desktop };

/** A draft restored from the app: the chosen stock and the half-written question are back. */
export const Draft: Story = {
  args: { values: draftValues },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('BBCA');
    await expect(canvas.getByLabelText('Pertanyaan')).toHaveValue(draftValues.question);
  },
};

export const DraftDesktop: Story = { ...Draft, globals: desktop };

export const SearchLoading: Story = {
  args: { values: { ...emptyValues, search: 'bb' }, stockSearchStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Mencari saham');
  },
};

export const SearchLoadingDesktop: Story = { ...SearchLoading, globals: desktop };

export const SearchError: Story = {
  args: { values: { ...emptyValues, search: 'bb' }, stockSearchStatus: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetryStockSearch).toHaveBeenCalledOnce();
  },
};

export const SearchErrorDesktop: Story = { ...SearchError, globals: desktop };

export const SearchEmpty: Story = {
  args: { values: { ...emptyValues, search: 'XYZA' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saham tidak ditemukan')).toBeVisible();
  },
};

export const SearchEmptyDesktop: Story = { ...SearchEmpty, globals: desktop };

export const Submitting: Story = {
  args: { values: draftValues, status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mengirim…' })).toBeDisabled();
  },
};

export const SubmittingDesktop: Story = { ...Submitting, globals: desktop };

/** The server refused the question; the member's text stays in place. */
export const Error: Story = {
  args: {
    values: draftValues,
    status: 'error',
    errorMessage: 'Pertanyaan gagal dikirim. Silakan coba beberapa saat lagi.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pertanyaan belum terkirim');
    await expect(canvas.getByLabelText('Pertanyaan')).toHaveValue(draftValues.question);
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const Sent: Story = {
  args: { values: draftValues, status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pertanyaan terkirim')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lihat riwayat pertanyaan' })).toHaveAttribute(
      'href',
      paths.questionHistory(),
    );
  },
};

export const SentDesktop: Story = { ...Sent, globals: desktop };

export const LongContent: Story = { args: { values: longQuestionValues } };

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
