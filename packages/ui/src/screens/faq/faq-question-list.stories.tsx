import type { Faq } from '@saham/domain/api/content';
import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoLink } from '../content/content.fixtures.ts';
import { FaqQuestionList, type FaqQuestion } from './faq-question-list.tsx';
import { accountFaqs, frequentFaqs, longFaqs, searchResultFaqs } from './faq.fixtures.ts';

/** Where a question leads when no category is chosen (spec §2 /qna/faq/home/detail/{id}). */
const homeDetailHref = (faq: FaqQuestion) => paths.faqHomeDetail(faq.id);

/** Matches a link whose name begins with the question (the category follows it). */
const startsWith = (question: string) => (name: string) => name.startsWith(question);

const meta = {
  title: 'Components/Parts/Faq/FaqQuestionList',
  component: FaqQuestionList,
  globals: { viewport: { value: 'mobile' } },
  args: {
    questions: accountFaqs,
    getHref: homeDetailHref,
    LinkComponent: DemoLink,
    onQuestionClick: fn(),
  },
} satisfies Meta<typeof FaqQuestionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One category's questions: each row links to its answer and reports the click. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(accountFaqs.length);
    const [first, second] = accountFaqs as [Faq, Faq, ...Faq[]];
    const link = canvas.getByRole('link', { name: second.question });
    await expect(link).toHaveAttribute('href', paths.faqHomeDetail(second.id));
    await userEvent.click(link);
    await expect(args.onQuestionClick).toHaveBeenCalledOnce();
    await expect(args.onQuestionClick).toHaveBeenCalledWith(second);
    // One category: its name would only repeat the heading above the list.
    await expect(canvas.queryByText(first.category?.name ?? '')).not.toBeInTheDocument();
  },
};

/** A mixed list (popular, newest, search results): each question says its category. */
export const WithCategory: Story = {
  args: { questions: frequentFaqs, showCategory: true },
  play: async ({ canvas }) => {
    for (const faq of frequentFaqs) {
      const link = canvas.getByRole('link', { name: startsWith(faq.question) });
      await expect(within(link).getByText(faq.category?.name ?? '')).toBeVisible();
    }
  },
};

/** Search results, linking into each question's own category (spec §2 /qna/faq/{slug}/detail/{id}). */
export const SearchResults: Story = {
  args: {
    questions: searchResultFaqs,
    showCategory: true,
    getHref: (faq) =>
      faq.category ? paths.faqDetail(faq.category.slug, faq.id) : paths.faqHomeDetail(faq.id),
  },
  play: async ({ canvas }) => {
    for (const faq of searchResultFaqs) {
      const link = canvas.getByRole('link', { name: startsWith(faq.question) });
      await expect(link).toHaveAttribute('href', paths.faqDetail(faq.category?.slug ?? '', faq.id));
    }
  },
};

/** Long questions wrap inside a 375 px screen. */
export const LongQuestions: Story = {
  args: { questions: longFaqs },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const LongQuestionsDesktop: Story = {
  ...LongQuestions,
  globals: { viewport: { value: 'desktop' } },
};
