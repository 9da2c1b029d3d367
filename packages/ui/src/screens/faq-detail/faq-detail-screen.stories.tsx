import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DemoLink } from '../content/content.fixtures.ts';
import { faqDetail, relatedFaqs } from '../faq/faq.fixtures.ts';
import { FaqDetailScreen, type FaqHelpfulness } from './faq-detail-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/FaqDetail/FaqDetail',
  component: FaqDetailScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    faq: faqDetail,
    related: relatedFaqs,
    categorySlug: 'akun',
    rating: null,
    ratingStatus: 'idle',
    LinkComponent: DemoLink,
    onRate: fn(),
    onRetry: fn(),
    onQuestionClick: fn(),
    onNavigate: fn(),
  },
  // Local state stands in for the app's: a rating is "sent" at once.
  render: function Render(args) {
    const [rating, setRating] = useState<FaqHelpfulness | null>(args.rating);
    const [ratingStatus, setRatingStatus] = useState(args.ratingStatus);
    return (
      <AppShell
        activeRoute="faqDetail"
        title="FAQ"
        backHref={paths.faq('akun')}
        hideMenu
        LinkComponent={DemoLink}
      >
        <FaqDetailScreen
          {...args}
          rating={rating}
          ratingStatus={ratingStatus}
          onRate={(isHelpful) => {
            args.onRate(isHelpful);
            setRating(isHelpful ? 'helpful' : 'not-helpful');
            setRatingStatus('sent');
          }}
        />
      </AppShell>
    );
  },
} satisfies Meta<typeof FaqDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer as sanitised HTML; 'Apakah ini membantu?' answered with Ya. */
export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: faqDetail.question }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nomor saya sudah tidak aktif' }),
    ).toBeInTheDocument();
    const group = canvas.getByRole('group', { name: 'Apakah ini membantu?' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ya' }));
    await expect(args.onRate).toHaveBeenCalledWith(true);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Ya' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(canvas.getByText('Terima kasih atas penilaian Anda.')).toBeInTheDocument();
  },
};

export const Desktop: Story = { globals: desktop };

/** Tidak: the member is offered Tanya Saham, and in-app links in the answer go to the router. */
export const NotHelpful: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tidak' }));
    await expect(args.onRate).toHaveBeenCalledWith(false);
    await expect(await canvas.findByRole('link', { name: 'Tanya Saham' })).toHaveAttribute(
      'href',
      '/qna',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Profil' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/profile');
  },
};
export const NotHelpfulDesktop: Story = {
  args: { rating: 'not-helpful', ratingStatus: 'sent' },
  globals: desktop,
};

export const Sending: Story = {
  args: { rating: 'helpful', ratingStatus: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Mengirim penilaian…');
    await expect(canvas.getByRole('button', { name: 'Ya' })).toBeDisabled();
  },
};

export const RatingError: Story = {
  args: { rating: 'helpful', ratingStatus: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Penilaian gagal terkirim. Silakan coba lagi.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat jawaban…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const LongContent: Story = {
  args: {
    faq: {
      ...faqDetail,
      question:
        'Bagaimana cara masuk dengan nomor WhatsApp kalau nomor lama saya sudah tidak aktif dan saya juga lupa kata sandi akun email saya?',
      answer: Array.from({ length: 3 }, () => faqDetail.answer).join('<hr>'),
    },
  },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
