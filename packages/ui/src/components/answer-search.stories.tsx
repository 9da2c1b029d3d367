import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AnswerSearch } from './answer-search.tsx';

const results = [
  { id: 3, question: 'Kode OTP tidak masuk, apa yang harus saya lakukan?' },
  { id: 4, question: 'Bagaimana cara masuk dengan nomor WhatsApp?' },
];

const meta = {
  title: 'Components/AnswerSearch',
  component: AnswerSearch,
  args: {
    value: '',
    onValueChange: fn(),
    status: 'idle',
    results: [],
    getHref: (result) => paths.faqHomeDetail(result.id),
    onResultClick: fn(),
  },
  // The app owns the text; the stories keep it in state so typing and Escape show.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="max-w-xl p-4">
        <AnswerSearch
          {...args}
          value={value}
          onValueChange={(next) => {
            args.onValueChange(next);
            setValue(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof AnswerSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled search box; nothing found yet. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Cari jawaban' });
    await userEvent.type(field, 'otp');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('otp');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The search runs. */
export const Loading: Story = {
  args: { value: 'kode otp tidak masuk', status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Mencari jawaban…');
  },
};

/** FAQ answers found, each a link to its FAQ; Enter moves to the first, Escape clears. */
export const Results: Story = {
  args: { value: 'kode otp tidak masuk', status: 'success', results },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Jawaban yang cocok' });
    await expect(list).toBeVisible();
    const first = canvas.getByRole('link', { name: results[0]?.question });
    await expect(first).toHaveAttribute('href', paths.faqHomeDetail(3));
    const field = canvas.getByRole('searchbox', { name: 'Cari jawaban' });
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveFocus();
    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(field).toHaveValue('');
  },
};

/** Nothing matches: said in words, with where else to go. */
export const NoResults: Story = {
  args: { value: 'xylofon kuantum', status: 'success', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Belum ada jawaban yang cocok/)).toBeVisible();
  },
};
