import type { Meta, StoryObj } from '@storybook/react-vite';
import { UPLOAD_LIMIT_BYTES } from '@saham/domain/constants';
import { paths, routes } from '@saham/domain/routes';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { demoChartPng, demoPngFile, sizedPngFile } from '../../components/image-upload.fixtures.ts';
import { QUESTION_REQUIRED_MESSAGE } from '../qna/ask-form.tsx';
import { draftValues, emptyValues, longValues } from './tanya-custom.fixtures.ts';
import { TanyaCustomScreen, type TanyaCustomScreenProps } from './tanya-custom-screen.tsx';

/** The screen as the app drives it: the draft lives outside, and every change reaches onChange. */
function DrivenTanyaCustom(args: TanyaCustomScreenProps) {
  const [values, setValues] = useState(args.values);
  return (
    <TanyaCustomScreen
      {...args}
      values={values}
      onChange={(next) => {
        args.onChange(next);
        setValues(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/TanyaCustom/Tanya Lainnya',
  component: TanyaCustomScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell
        activeRoute="tanyaCustom"
        title={routes.tanyaCustom.meta.title}
        backHref={paths.qna()}
        hideMenu
      >
        <Story />
      </AppShell>
    ),
  ],
  render: (args) => <DrivenTanyaCustom {...args} />,
  args: { values: emptyValues, onChange: fn(), status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof TanyaCustomScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

export const Mobile: Story = {};

export const Desktop: Story = { globals: desktop };

/** Write, attach an image and send: onSubmit gets the trimmed text and the file. */
export const AskWithImage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Pertanyaan'), '  Apa itu right issue?  ');
    const image = demoPngFile('pengumuman-rights.png');
    await userEvent.upload(canvas.getByLabelText('Unggah gambar'), image);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      question: '  Apa itu right issue?  ',
      image,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim pertanyaan' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ question: 'Apa itu right issue?', image });
  },
};

export const AskWithImageDesktop: Story = { ...AskWithImage, globals: desktop };

/** Spec §5: an image over 2,040,000 bytes shows the size error and is not attached. */
export const OversizeImage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText('Unggah gambar'),
      sizedPngFile('scan-laporan.png', UPLOAD_LIMIT_BYTES + 1),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(/melebihi batas 2,04 MB/);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const OversizeImageDesktop: Story = { ...OversizeImage, globals: desktop };

export const RequiredQuestion: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim pertanyaan' }));
    await expect(canvas.getByLabelText('Pertanyaan')).toHaveAccessibleDescription(
      expect.stringContaining(QUESTION_REQUIRED_MESSAGE),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredQuestionDesktop: Story = { ...RequiredQuestion, globals: desktop };

/** A restored draft: the question and the attached image are back, and the image opens full size. */
export const Draft: Story = {
  args: { values: draftValues },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Pertanyaan')).toHaveValue(draftValues.question);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Lihat grafik-ihsg.png ukuran penuh' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Pratinjau gambar' });
    // The dialog zooms in from transparent; wait for it to be seen.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

export const DraftDesktop: Story = { ...Draft, globals: desktop };

/** The app keeps spec §3 previewImage: the preview shows open from props. */
export const DialogOpen: Story = {
  args: {
    values: draftValues,
    previewImage: { isOpen: true, src: demoChartPng },
    onPreviewImageChange: fn(),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Pratinjau gambar' });
    // The dialog zooms in from transparent; wait for it to be seen.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const DialogOpenDesktop: Story = { ...DialogOpen, globals: desktop };

export const Submitting: Story = {
  args: { values: draftValues, status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mengirim…' })).toBeDisabled();
  },
};

export const SubmittingDesktop: Story = { ...Submitting, globals: desktop };

export const Error: Story = {
  args: {
    values: draftValues,
    status: 'error',
    errorMessage: 'Gambar gagal diunggah. Coba lagi dalam beberapa saat.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pertanyaan belum terkirim')).toBeVisible();
    await expect(
      canvas.getByText('Gambar gagal diunggah. Coba lagi dalam beberapa saat.'),
    ).toBeVisible();
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const Sent: Story = {
  args: { values: draftValues, status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pertanyaan terkirim')).toBeVisible();
  },
};

export const SentDesktop: Story = { ...Sent, globals: desktop };

export const LongContent: Story = { args: { values: longValues } };

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
