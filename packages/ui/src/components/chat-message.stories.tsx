import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatMessage } from './chat-message.tsx';
import { demoChartPng } from './image-upload.fixtures.ts';

/** A fixed clock: Monday 5 January 2026, 17:00 WIB, so times never drift between runs. */
const now = '2026-01-05T10:00:00Z';

const meta = {
  title: 'Components/ChatMessage',
  component: ChatMessage,
  args: {
    now,
    analystName: 'Rina Kartika, Analis',
    message: {
      sender: 'analyst',
      message:
        'Halo! BBCA masih dalam tren naik. Support terdekat di 9.100 dan resistance di 9.450. Untuk jangka menengah masih layak akumulasi bertahap.',
      image_url: null,
      created_at: '2026-01-05T02:30:00Z',
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §9 list dates: a message from today shows its time as HH:mm (WIB). */
export const FromAnalyst: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rina Kartika, Analis')).toBeVisible();
    await expect(canvas.getByText('09:30')).toHaveAttribute('datetime', '2026-01-05T02:30:00Z');
  },
};

export const FromMember: Story = {
  args: {
    message: {
      sender: 'member',
      message: 'Apakah BBCA masih layak dibeli di harga sekarang? Saya pegang 10 lot di 8.900.',
      image_url: null,
      created_at: '2026-01-05T01:15:00Z',
    },
  },
  play: async ({ canvas }) => {
    // The member's own bubble says whose it is to screen readers only.
    await expect(canvas.getByText('Anda:')).toHaveClass('sr-only');
    await expect(canvas.getByText('08:15')).toBeVisible();
  },
};

/** spec §9: a message from the day before reads 'Yesterday'; older ones show DD MMM YYYY. */
export const Yesterday: Story = {
  args: {
    message: {
      sender: 'analyst',
      message: 'Terima kasih sudah menunggu.',
      image_url: null,
      created_at: '2026-01-04T08:00:00Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yesterday')).toBeVisible();
  },
};

export const OlderDate: Story = {
  args: {
    message: {
      sender: 'member',
      message: 'Bagaimana prospek ANTM tahun ini?',
      image_url: null,
      created_at: '2025-12-20T03:00:00Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20 Des 2025')).toBeVisible();
  },
};

/** An attached image opens the full-size preview. */
export const WithImage: Story = {
  args: {
    onImageClick: fn(),
    message: {
      sender: 'analyst',
      message: 'Berikut grafik hariannya. Perhatikan volume yang naik saat breakout.',
      image_url: demoChartPng,
      created_at: '2026-01-05T03:00:00Z',
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Perbesar lampiran gambar dari Rina Kartika, Analis',
      }),
    );
    await expect(args.onImageClick).toHaveBeenCalledWith(demoChartPng);
  },
};

export const ImageOnlyFromMember: Story = {
  args: {
    message: {
      sender: 'member',
      message: '',
      image_url: demoChartPng,
      created_at: '2026-01-05T03:05:00Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Lampiran gambar dari Anda' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    message: {
      sender: 'analyst',
      message:
        'Secara teknikal, TLKM sedang membentuk pola double bottom di area 3.400-3.450.\n\nSecara fundamental, kinerja kuartal III stabil dengan margin EBITDA di atas 50%. Dividen yield sekitar 5% menjadikannya menarik untuk investor jangka panjang.\n\nSaran: cicil beli di 3.450, stop loss di bawah 3.300, target 3.800 dan 4.000. Tautan-panjang-tanpa-spasi-https://contoh.co.id/analisis/tlkm/2026/01/05/laporan-lengkap-kuartal-tiga tetap terpotong rapi.',
      image_url: null,
      created_at: '2026-01-05T04:45:00Z',
    },
  },
};

/** A short exchange, as the question-answer screen stacks them. */
export const Conversation: Story = {
  render: (args) => (
    <ol className="flex flex-col gap-4">
      <li>
        <ChatMessage
          {...args}
          message={{
            sender: 'member',
            message: 'Apakah GOTO sudah waktunya average down?',
            image_url: demoChartPng,
            created_at: '2026-01-05T01:00:00Z',
          }}
        />
      </li>
      <li>
        <ChatMessage {...args} />
      </li>
    </ol>
  ),
  globals: { viewport: { value: 'mobile' } },
};
