import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DemoLink } from '../content/content.fixtures.ts';
import {
  accountFaqs,
  faqCategories,
  frequentFaqs,
  latestFaqs,
  longFaqs,
  searchResultFaqs,
} from './faq.fixtures.ts';
import { FaqScreen } from './faq-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Faq/Faq',
  component: FaqScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    categories: faqCategories,
    category: 'akun',
    search: '',
    questions: accountFaqs,
    frequent: frequentFaqs,
    latest: latestFaqs,
    LinkComponent: DemoLink,
    onCategoryChange: fn(),
    onSearchChange: fn(),
    onSearch: fn(),
    onRetry: fn(),
    onQuestionClick: fn(),
  },
  // Local state stands in for the app's: the chips and the search box respond as in the product.
  render: function Render(args) {
    const [category, setCategory] = useState(args.category);
    const [search, setSearch] = useState(args.search);
    return (
      <AppShell title="FAQ" backHref={paths.qna()} hideMenu LinkComponent={DemoLink}>
        <FaqScreen
          {...args}
          category={category}
          search={search}
          onCategoryChange={(value) => {
            args.onCategoryChange(value);
            setCategory(value);
          }}
          onSearchChange={(value) => {
            args.onSearchChange(value);
            setSearch(value);
          }}
        />
      </AppShell>
    );
  },
} satisfies Meta<typeof FaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One category open; the FAQ categories are chips, and one calls onCategoryChange. */
export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Akun & Login' })).toBeVisible();
    const chips = canvas.getByRole('group', { name: 'Kategori FAQ' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Membership VIP' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('membership');
    await waitFor(() =>
      expect(within(chips).getByRole('button', { name: 'Membership VIP' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};

export const Desktop: Story = { globals: desktop };

/** Questions open under their own category, so back returns there (spec §2 routes). */
export const QuestionClick: Story = {
  play: async ({ args, canvas }) => {
    const popular = canvas.getByRole('region', { name: 'Pertanyaan populer' });
    const link = within(popular).getByRole('link', { name: /keuntungan menjadi member VIP/ });
    await expect(link).toHaveAttribute('href', '/qna/faq/membership/detail/311');
    await userEvent.click(link);
    await expect(args.onQuestionClick).toHaveBeenCalledWith(expect.objectContaining({ id: 311 }));
  },
};

/** Typing reports every change; Enter searches. */
export const Search: Story = {
  args: { search: 'kata sandi', questions: searchResultFaqs },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Hasil pencarian “kata sandi”' }),
    ).toBeInTheDocument();
    const box = canvas.getByRole('searchbox', { name: 'Cari pertanyaan' });
    await userEvent.type(box, ' baru');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('kata sandi baru');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('kata sandi baru');
  },
};
export const SearchDesktop: Story = { ...Search, play: undefined, globals: desktop };

/** Nothing matches the search: the way to an analyst is offered. */
export const NoResults: Story = {
  args: { status: 'empty', search: 'saham syariah', questions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pertanyaan tidak ditemukan')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Tanya analis' })).toHaveAttribute(
      'href',
      '/qna',
    );
  },
};
export const NoResultsDesktop: Story = { ...NoResults, globals: desktop };

export const Empty: Story = {
  args: { status: 'empty', questions: [], category: 'pembayaran' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada pertanyaan')).toBeInTheDocument();
  },
};
export const EmptyDesktop: Story = { ...Empty, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading', questions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat pertanyaan…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error', questions: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const LongContent: Story = { args: { questions: longFaqs } };
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
