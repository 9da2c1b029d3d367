import type { Meta, StoryObj } from '@storybook/react-vite';
import { UPLOAD_LIMIT_BYTES } from '@saham/domain/constants';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImagePreviewDialog, type PreviewImage } from './image-preview-dialog.tsx';
import { demoPngFile, sizedPngFile } from './image-upload.fixtures.ts';
import { ImageUpload, type ImageUploadProps } from './image-upload.tsx';

const meta = {
  title: 'Components/ImageUpload',
  component: ImageUpload,
  args: { onValueChange: fn(), onReject: fn(), className: 'max-w-md' },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithImage: Story = {
  args: { defaultValue: demoPngFile('grafik-bbca.png') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Pratinjau grafik-bbca.png' })).toBeVisible();
    await expect(canvas.getByLabelText('Ganti gambar')).toBeInTheDocument();
  },
};

/** Picking an accepted image shows its thumbnail and hands the file to the form. */
export const PicksAnImage: Story = {
  play: async ({ args, canvas }) => {
    const file = demoPngFile('portofolio-saya.png');
    await userEvent.upload(canvas.getByLabelText('Unggah gambar'), file);
    await expect(args.onValueChange).toHaveBeenCalledWith(file);
    await expect(
      await canvas.findByRole('img', { name: 'Pratinjau portofolio-saya.png' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus portofolio-saya.png' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Spec §5: a file larger than 2,040,000 bytes is flagged too large, and no preview shows. */
export const OversizeImage: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Unggah gambar');
    await userEvent.upload(input, sizedPngFile('laporan-keuangan.png', UPLOAD_LIMIT_BYTES + 1));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ukuran gambar 2,05 MB melebihi batas 2,04 MB. Pilih gambar yang lebih kecil.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/melebihi batas 2,04 MB/);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'too-large' }),
    );
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();

    // A smaller file clears the error.
    await userEvent.upload(input, demoPngFile('grafik-bbca.png'));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('img', { name: 'Pratinjau grafik-bbca.png' })).toBeVisible();
  },
};

/** Spec §5: only a file LARGER than the limit is refused; exactly 2,040,000 bytes is fine. */
export const ExactlyAtTheLimit: Story = {
  play: async ({ args, canvas }) => {
    const file = sizedPngFile('tepat-batas.png', UPLOAD_LIMIT_BYTES);
    await userEvent.upload(canvas.getByLabelText('Unggah gambar'), file);
    await expect(args.onValueChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** A file that is not PNG, JPEG or WebP (dragged past the picker's filter) is refused. */
export const WrongType: Story = {
  play: async ({ args, canvas }) => {
    const user = userEvent.setup({ applyAccept: false });
    const gif = new File(['GIF89a'], 'animasi.gif', { type: 'image/gif' });
    await user.upload(canvas.getByLabelText('Unggah gambar'), gif);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Format gambar harus PNG, JPEG, atau WebP.',
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** An error from elsewhere, such as the server refusing the upload. */
export const WithError: Story = {
  args: { error: 'Gambar gagal diunggah. Coba lagi.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gambar gagal diunggah. Coba lagi.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Unggah gambar')).toBeDisabled();
  },
};

function UploadWithPreview(args: ImageUploadProps) {
  const [preview, setPreview] = useState<PreviewImage>({ isOpen: false, src: '' });
  return (
    <>
      <ImageUpload {...args} onPreview={(src) => setPreview({ isOpen: true, src })} />
      <ImagePreviewDialog
        {...preview}
        alt="Gambar yang akan dikirim"
        onOpenChange={(isOpen) => setPreview((current) => ({ ...current, isOpen }))}
      />
    </>
  );
}

/** The thumbnail opens the full-size preview (spec §3 previewImage); Escape closes it. */
export const OpensPreview: Story = {
  args: { defaultValue: demoPngFile('grafik-bbca.png') },
  render: (args) => <UploadWithPreview {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const thumbnail = await canvas.findByRole('button', {
      name: 'Lihat grafik-bbca.png ukuran penuh',
    });
    await userEvent.click(thumbnail);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Pratinjau gambar' });
    const image = within(dialog).getByRole('img', { name: 'Gambar yang akan dikirim' });
    await waitFor(() => expect(image).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(thumbnail).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { defaultValue: demoPngFile('screenshot-portofolio-januari-2026-lengkap.png') },
  globals: { viewport: { value: 'mobile' } },
};

/** The compact picker of a chat's reply box: no empty tile until an image is chosen. */
export const Compact: Story = {
  args: { compact: true, label: 'Lampirkan gambar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Lampirkan gambar')).toHaveAccessibleDescription(
      /Maksimal 2,04 MB/,
    );
    await userEvent.upload(canvas.getByLabelText('Lampirkan gambar'), demoPngFile('chart.png'));
    await expect(await canvas.findByRole('img', { name: 'Pratinjau chart.png' })).toBeVisible();
  },
};
