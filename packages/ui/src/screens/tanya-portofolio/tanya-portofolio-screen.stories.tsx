import type { Meta, StoryObj } from '@storybook/react-vite';
import { UPLOAD_LIMIT_BYTES } from '@saham/domain/constants';
import { paths, routes } from '@saham/domain/routes';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { demoPortfolioPng, sizedPngFile } from '../../components/image-upload.fixtures.ts';
import { QUESTION_REQUIRED_MESSAGE } from '../qna/ask-form.tsx';
import { draftValues, emptyValues, longValues } from './tanya-portofolio.fixtures.ts';
import {
  TanyaPortofolioScreen,
  type TanyaPortofolioScreenProps,
} from './tanya-portofolio-screen.tsx';

/** The screen as the app drives it: the draft lives outside, and every change reaches onChange. */
function DrivenTanyaPortofolio(args: TanyaPortofolioScreenProps) {
  const [values, setValues] = useState(args.values);
  return (
    <TanyaPortofolioScreen
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
  title: 'Screens/TanyaPortofolio/Tanya Portofolio',
  component: TanyaPortofolioScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell
        activeRoute="tanyaPortofolio"
        title={routes.tanyaPortofolio.meta.title}
        backHref={paths.qna()}
        hideMenu
      >
        <Story />
      </AppShell>
    ),
  ],
  render: (args) => <DrivenTanyaPortofolio {...args} />,
  args: { values: emptyValues, onChange: fn(), status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof TanyaPortofolioScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

export const Mobile: Story = {};

export const Desktop: Story = { globals: desktop };

/** Rows are added (focus moves into the new one) and removed; the last row cannot be removed. */
export const AddAndRemoveRows: Story = {
  play: async ({ canvas }) => {
    const rows = () => canvas.getAllByRole('group', { name: /^Saham \d$/ });
    await expect(rows()).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Hapus saham 1' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Tambah saham' }));
    await expect(rows()).toHaveLength(2);
    const second = within(rows()[1] as HTMLElement);
    await expect(second.getByLabelText('Kode saham')).toHaveFocus();
    await userEvent.keyboard('bbri');
    await expect(second.getByLabelText('Kode saham')).toHaveValue('BBRI');

    await userEvent.click(canvas.getByRole('button', { name: 'Hapus BBRI' }));
    await expect(rows()).toHaveLength(1);
    await expect(within(rows()[0] as HTMLElement).getByLabelText('Kode saham')).toHaveFocus();
  },
};

export const AddAndRemoveRowsDesktop: Story = { ...AddAndRemoveRows, globals: desktop };

/** Spec §5 numeric key filter: lot and price take only digits and a period. */
export const NumericKeyFilter: Story = {
  play: async ({ canvas }) => {
    const lot = canvas.getByLabelText('Lot');
    await userEvent.type(lot, '1e0,a5');
    await expect(lot).toHaveValue('105');
    const price = canvas.getByLabelText('Harga beli (Rp)');
    await userEvent.type(price, 'Rp9.250-');
    await expect(price).toHaveValue('9.250');
    await userEvent.type(canvas.getByLabelText('Kode saham'), 'bb ca');
    await expect(canvas.getByLabelText('Kode saham')).toHaveValue('BBCA');
    // lots x 100 shares x price: 105 x 100 x 9.250
    await expect(canvas.getAllByText('Rp 97.125.000').length).toBeGreaterThan(0);
  },
};

export const NumericKeyFilterDesktop: Story = { ...NumericKeyFilter, globals: desktop };

/** Spec §5: a screenshot over 2,040,000 bytes shows the size error and is not attached. */
export const OversizeImage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText('Unggah screenshot'),
      sizedPngFile('screenshot-besar.png', UPLOAD_LIMIT_BYTES + 1),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ukuran gambar 2,05 MB melebihi batas 2,04 MB. Pilih gambar yang lebih kecil.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const OversizeImageDesktop: Story = { ...OversizeImage, globals: desktop };

/** A complete portfolio and question are sent in the §3 payload's field names. */
export const FillAndSend: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Kode saham'), 'bbca');
    await userEvent.type(canvas.getByLabelText('Lot'), '10');
    await userEvent.type(canvas.getByLabelText('Harga beli (Rp)'), '9.250');
    await userEvent.type(canvas.getByLabelText('Pertanyaan'), 'Tahan atau jual?');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim pertanyaan' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      rows: [{ stock: 'BBCA', lot: 10, buy_price: 9250 }],
      question: 'Tahan atau jual?',
      image: null,
    });
  },
};

export const FillAndSendDesktop: Story = { ...FillAndSend, globals: desktop };

/** An incomplete row and a missing question are named; nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Kode saham'), 'tlkm');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim pertanyaan' }));
    await expect(canvas.getByLabelText('Lot')).toHaveAccessibleDescription(
      'Isi jumlah lot (angka lebih dari 0).',
    );
    await expect(canvas.getByLabelText('Harga beli (Rp)')).toHaveAccessibleDescription(
      'Isi harga beli (angka lebih dari 0).',
    );
    await expect(canvas.getByLabelText('Kode saham')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Pertanyaan')).toHaveAccessibleDescription(
      expect.stringContaining(QUESTION_REQUIRED_MESSAGE),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredFieldsDesktop: Story = { ...RequiredFields, globals: desktop };

/** A restored draft: rows, screenshot and question are back, with each row's value and the total. */
export const Draft: Story = {
  args: { values: draftValues },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group', { name: /^Saham \d$/ })).toHaveLength(3);
    await expect(canvas.getByText('Rp 24.410.000')).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Lihat portofolio-januari.png ukuran penuh' }),
    ).toBeVisible();
  },
};

export const DraftDesktop: Story = { ...Draft, globals: desktop };

/** Spec §3 previewImage open: the screenshot full size. */
export const DialogOpen: Story = {
  args: {
    values: draftValues,
    previewImage: { isOpen: true, src: demoPortfolioPng },
    onPreviewImageChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Pratinjau gambar' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onPreviewImageChange).toHaveBeenCalledWith({
      isOpen: false,
      src: demoPortfolioPng,
    });
  },
};

export const DialogOpenDesktop: Story = { ...DialogOpen, globals: desktop };

export const Submitting: Story = {
  args: { values: draftValues, status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mengirim…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Tambah saham' })).toBeDisabled();
  },
};

export const SubmittingDesktop: Story = { ...Submitting, globals: desktop };

export const Error: Story = {
  args: {
    values: draftValues,
    status: 'error',
    errorMessage: 'Portofolio gagal disimpan. Silakan coba lagi.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Portofolio gagal disimpan. Silakan coba lagi.')).toBeVisible();
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
