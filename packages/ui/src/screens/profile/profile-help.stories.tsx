import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DemoLink } from '../live/live.fixtures.ts';
import { HelpSection } from './profile-help.tsx';

const salesHref = `https://wa.me/6281122334455?text=${encodeURIComponent('Halo, saya Rina.')}`;
const tutorialHref = 'https://saham.example.id/tutorial';

const meta = {
  title: 'Components/Parts/Profile/HelpSection',
  component: HelpSection,
  args: {
    salesHref,
    helpHref: paths.qna(),
    onHelpClick: fn(),
    tutorialHref,
    onTutorialClick: fn(),
    terms: { open: false, onOpenChange: fn() },
    disclaimer: { open: false, onOpenChange: fn() },
    LinkComponent: DemoLink,
  },
  // The profile hands out one dialog at a time; local state stands in for it here.
  render: function Render(args) {
    const [open, setOpen] = useState<'terms' | 'disclaimer' | null>(
      args.terms.open ? 'terms' : args.disclaimer.open ? 'disclaimer' : null,
    );
    const dialog = (name: 'terms' | 'disclaimer') => ({
      open: open === name,
      onOpenChange: (next: boolean) => {
        args[name].onOpenChange(next);
        setOpen(next ? name : null);
      },
    });
    return <HelpSection {...args} terms={dialog('terms')} disclaimer={dialog('disclaimer')} />;
  },
} satisfies Meta<typeof HelpSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps a click on a link that opens a new tab inside the story. */
const stayOnPage = (link: HTMLElement) =>
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });

/**
 * Spec §2 profile help: the sales WhatsApp and the tutorial open in a new tab, the FAQ in the app;
 * the FAQ and tutorial clicks are reported (analytics).
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Bantuan & informasi' })).toBeVisible();
    const sales = canvas.getByRole('link', { name: /Hubungi sales via WhatsApp/ });
    await expect(sales).toHaveAttribute('href', salesHref);
    await expect(sales).toHaveAttribute('target', '_blank');
    await expect(sales).toHaveAttribute('rel', 'noopener noreferrer');
    const help = canvas.getByRole('link', { name: 'Pusat bantuan (FAQ)' });
    await expect(help).toHaveAttribute('href', paths.qna());
    await userEvent.click(help);
    await expect(args.onHelpClick).toHaveBeenCalledOnce();
    const tutorial = canvas.getByRole('link', { name: 'Tutorial' });
    await expect(tutorial).toHaveAttribute('href', tutorialHref);
    stayOnPage(tutorial);
    await userEvent.click(tutorial);
    await expect(args.onTutorialClick).toHaveBeenCalledOnce();
  },
};

/** No sales number (spec §3 phone_sales empty) and no tutorial: those rows are left out. */
export const WithoutSalesOrTutorial: Story = {
  args: { salesHref: undefined, tutorialHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Tutorial' })).not.toBeInTheDocument();
  },
};

/** The terms open from their row, to read only; closing gives focus back to the row. */
export const Terms: Story = {
  play: async ({ args, canvas }) => {
    const row = canvas.getByRole('button', { name: 'Syarat & Ketentuan' });
    await userEvent.click(row);
    await expect(args.terms.onOpenChange).toHaveBeenLastCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Syarat dan Ketentuan' });
    // Radix animates it in: visible once the animation has started.
    await waitFor(() => expect(dialog).toBeVisible());
    // Read only here: nothing to accept.
    await expect(screen.queryByRole('button', { name: 'Saya setuju' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.terms.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(row).toHaveFocus();
  },
};

/** The disclaimer opens from its row with the keyboard and closes with its own button. */
export const Disclaimer: Story = {
  play: async ({ args, canvas }) => {
    const row = canvas.getByRole('button', { name: 'Disclaimer' });
    row.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.disclaimer.onOpenChange).toHaveBeenLastCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer' });
    await expect(dialog).toHaveTextContent('bukan ajakan');
    const [close] = screen.getAllByRole('button', { name: 'Tutup' });
    if (!close) throw new globalThis.Error('no close button');
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(row).toHaveFocus();
  },
};

/** Spec §4: the profile can open with the terms showing. */
export const TermsOpen: Story = {
  args: { terms: { open: true, onOpenChange: fn() } },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: 'Syarat dan Ketentuan' }),
    ).toBeInTheDocument();
  },
};
