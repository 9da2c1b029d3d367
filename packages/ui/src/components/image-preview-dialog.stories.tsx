import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import {
  ImagePreviewDialog,
  type ImagePreviewDialogProps,
  type PreviewImage,
} from './image-preview-dialog.tsx';
import { demoChartPng, demoPortfolioPng } from './image-upload.fixtures.ts';

const meta = {
  title: 'Components/ImagePreviewDialog',
  component: ImagePreviewDialog,
  args: {
    isOpen: true,
    src: demoChartPng,
    alt: 'Grafik candlestick BBCA harian',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ImagePreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, as the app shows it when §3 previewImage is { isOpen: true, src }. */
export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Pratinjau gambar' });
    await expect(dialog).toHaveAccessibleDescription('Grafik candlestick BBCA harian');
    const image = within(dialog).getByRole('img', { name: 'Grafik candlestick BBCA harian' });
    await waitFor(() => expect(image).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: /Buka gambar asli/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Portrait: Story = {
  args: { src: demoPortfolioPng, alt: 'Screenshot portofolio' },
  globals: { viewport: { value: 'mobile' } },
};

/** A closed preview, or one without a source, renders nothing. */
export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const WithoutSource: Story = {
  args: { src: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

function PreviewFromChat(args: ImagePreviewDialogProps) {
  const [preview, setPreview] = useState<PreviewImage>({ isOpen: false, src: '' });
  return (
    <>
      <Button variant="outline" onClick={() => setPreview({ isOpen: true, src: demoChartPng })}>
        Lihat lampiran
      </Button>
      <ImagePreviewDialog
        {...args}
        {...preview}
        onOpenChange={(isOpen) => {
          args.onOpenChange?.(isOpen);
          setPreview((current) => ({ ...current, isOpen }));
        }}
      />
    </>
  );
}

/** Opening traps focus in the dialog; Escape closes it and focus returns to what opened it. */
export const OpensAndClosesOnEscape: Story = {
  render: (args) => <PreviewFromChat {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Lihat lampiran' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Pratinjau gambar' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};
