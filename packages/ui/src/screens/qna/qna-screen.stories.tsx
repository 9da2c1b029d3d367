import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAX_ACTIVE_CHATS } from '@saham/domain/constants';
import { paths, routes } from '@saham/domain/routes';
import { QA_MAX_CHATS_MESSAGE, QA_ONGOING_MESSAGE } from '@saham/domain/server-messages';
import { memberMessage } from '@saham/domain/member-messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { frequentFaqs } from '../faq/faq.fixtures.ts';
import { DemoLink } from '../live/live.fixtures.ts';
import { faqCategories, longFaqCategories } from './qna.fixtures.ts';
import { QnaScreen } from './qna-screen.tsx';

const meta = {
  title: 'Screens/Qna/Tanya Saham',
  component: QnaScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell activeRoute="qna" title={routes.qna.meta.title}>
        <Story />
      </AppShell>
    ),
  ],
  args: {
    status: 'success',
    permission: 'none',
    activeChats: 1,
    faqCategories,
    faqHighlights: frequentFaqs,
    onFaqHighlightClick: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof QnaScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

/** The main page at 375 px: the three question types of spec §1, history and the FAQ. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tanya Saham' })).toBeVisible();
    const ask = canvas.getByRole('region', { name: 'Mau tanya tentang apa?' });
    await expect(within(ask).getByRole('link', { name: /Tanya Saham/ })).toHaveAttribute(
      'href',
      paths.tanyaSaham(),
    );
    await expect(within(ask).getByRole('link', { name: /Tanya Portofolio/ })).toHaveAttribute(
      'href',
      paths.tanyaPortofolio(),
    );
    await expect(within(ask).getByRole('link', { name: /Tanya Lainnya/ })).toHaveAttribute(
      'href',
      paths.tanyaCustom(),
    );
    await expect(canvas.getByRole('link', { name: /Riwayat Pertanyaan/ })).toHaveAttribute(
      'href',
      paths.questionHistory(),
    );
    await expect(canvas.getByRole('link', { name: 'Akun & Langganan' })).toHaveAttribute(
      'href',
      paths.faq('akun-langganan'),
    );
    await expect(canvas.getByText(`1 dari ${MAX_ACTIVE_CHATS} chat aktif`)).toBeVisible();
  },
};

/** Spec §7 faqs/highlights: the chosen questions lead to their answers, each under its category. */
export const FaqHighlights: Story = {
  args: { LinkComponent: DemoLink },
  play: async ({ args, canvas }) => {
    const chosen = canvas.getByRole('list', { name: 'Pertanyaan pilihan' });
    const links = within(chosen).getAllByRole('link');
    await expect(links).toHaveLength(3);
    const [first] = frequentFaqs;
    if (!first?.category) throw new globalThis.Error('faq fixtures changed');
    const link = within(chosen).getByRole('link', { name: new RegExp(first.question) });
    await expect(link).toHaveAttribute('href', paths.faqDetail(first.category.slug, first.id));
    await expect(link).toHaveTextContent(first.category.name);
    await userEvent.click(link);
    await expect(args.onFaqHighlightClick).toHaveBeenCalledWith(
      expect.objectContaining({ id: first.id }),
    );
  },
};

export const Desktop: Story = { globals: desktop };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat Tanya Saham');
    await expect(canvas.queryByRole('link', { name: /Tanya Portofolio/ })).toBeNull();
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tanya Saham gagal dimuat');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

/**
 * Spec §5, §6: one question still waiting for its answer blocks new ones. The server's message
 * (from props) is shown under our title, and the three types are no longer links.
 */
export const OngoingQuestion: Story = {
  args: {
    permission: 'ongoing',
    permissionMessage: memberMessage(QA_ONGOING_MESSAGE),
    activeChats: 1,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Pertanyaan Anda sebelumnya belum dijawab');
    await expect(alert).toHaveTextContent(memberMessage(QA_ONGOING_MESSAGE));
    const ask = canvas.getByRole('region', { name: 'Mau tanya tentang apa?' });
    await expect(within(ask).getAllByRole('link')).toHaveLength(1);
    await expect(within(ask).getByRole('link')).toHaveTextContent('Lihat riwayat pertanyaan');
    await expect(within(ask).getAllByText('(belum tersedia)')).toHaveLength(3);
  },
};

export const OngoingQuestionDesktop: Story = { ...OngoingQuestion, globals: desktop };

/** Spec §6, §9: at most 3 active chats; the fourth question has to wait. */
export const MaxActiveChats: Story = {
  args: {
    permission: 'maxReached',
    permissionMessage: memberMessage(QA_MAX_CHATS_MESSAGE),
    activeChats: MAX_ACTIVE_CHATS,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(`Anda sudah memiliki ${MAX_ACTIVE_CHATS} chat aktif`);
    await expect(alert).toHaveTextContent(memberMessage(QA_MAX_CHATS_MESSAGE));
    await expect(canvas.getByText(`3 dari ${MAX_ACTIVE_CHATS} chat aktif`)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Tanya Portofolio/ })).toBeNull();
  },
};

export const MaxActiveChatsDesktop: Story = { ...MaxActiveChats, globals: desktop };

export const EmptyFaq: Story = {
  args: { faqCategories: [], faqHighlights: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada kategori FAQ')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Pertanyaan pilihan' })).toBeNull();
  },
};

export const EmptyFaqDesktop: Story = { ...EmptyFaq, globals: desktop };

export const LongContent: Story = {
  args: { faqCategories: longFaqCategories, activeChats: 2 },
};

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
