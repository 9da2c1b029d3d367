import type { Meta, StoryObj } from '@storybook/react-vite';
import CrownIcon from 'lucide-react/icons/crown';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>
          <CrownIcon aria-hidden />
          Upgrade ke VIP
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upgrade ke VIP</DialogTitle>
          <DialogDescription>
            Buka semua trading ideas, analisis lengkap dan Tanya Saham langsung ke analis.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Nanti saja</Button>
          </DialogClose>
          <Button>Hubungi sales</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, keeps focus inside, closes on Escape and gives focus back. */
export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Upgrade ke VIP' });
    await userEvent.click(trigger);
    // The dialog is portalled to <body>, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade ke VIP' });
    await expect(dialog).toHaveAccessibleDescription(/Buka semua trading ideas/);

    await step('focus is trapped inside', async () => {
      for (let press = 0; press < 5; press += 1) {
        await userEvent.tab();
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

/**
 * With reduced motion (as the story tests run) it makes no entrance at all: it is visible, with
 * its backdrop, the moment it is there, not one frame later. A 1 ms fade still began at opacity 0
 * and stayed there until the next frame, which a busy machine held back while a play function
 * already typed into the dialog and found its messages invisible. With motion it fades and zooms.
 */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade ke VIP' });
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(dialog).animationName).toBe(reduced ? 'none' : 'zoom-in');
    await expect(overlay && getComputedStyle(overlay).animationName).toBe(
      reduced ? 'none' : 'fade-in',
    );
    if (reduced) await expect(dialog).toBeVisible();
    else await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The close button in the corner has a name. */
export const ClosesWithButton: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** On a phone the sheet rises from the bottom, within thumb reach. */
export const Sheet: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent variant="sheet">
        <DialogHeader>
          <DialogTitle>Urutkan trading ideas</DialogTitle>
          <DialogDescription>Pilih urutan yang ingin Anda lihat.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button width="full">Terapkan</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Urutkan trading ideas' });
    await expect(sheet).toHaveAttribute('data-variant', 'sheet');
    await waitFor(() =>
      expect(sheet.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0),
    );
  },
};

/** The same sheet is a centred dialog on a desktop. */
export const SheetOnDesktop: Story = {
  ...Sheet,
  globals: { viewport: { value: 'desktop' } },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Urutkan trading ideas' });
    await waitFor(() =>
      expect(sheet.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight - 16),
    );
  },
};

/** A choice the member must make: no corner X, and the buttons say what happens. */
export const LogoutAlert: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent showCloseButton={false} size="sm">
        <DialogHeader>
          <DialogTitle>Keluar dari akun?</DialogTitle>
          <DialogDescription>Anda perlu masuk lagi untuk melihat trading ideas.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Batal</Button>
          </DialogClose>
          <Button variant="destructive">Keluar</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    await screen.findByRole('dialog', { name: 'Keluar dari akun?' });
    await expect(screen.queryByRole('button', { name: 'Tutup' })).not.toBeInTheDocument();
  },
};

/** Long text scrolls inside the dialog; the footer stays reachable. */
export const LongContent: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Syarat dan Ketentuan</DialogTitle>
          <DialogDescription>Baca dan setujui untuk melanjutkan.</DialogDescription>
        </DialogHeader>
        <div className="text-muted-foreground flex flex-col gap-3 text-sm">
          {Array.from({ length: 12 }, (_, index) => (
            <p key={index}>
              {index + 1}. Informasi trading ideas bukan merupakan ajakan untuk membeli atau menjual
              saham. Keputusan investasi sepenuhnya menjadi tanggung jawab anggota, dan kinerja masa
              lalu tidak menjamin hasil di masa depan.
            </p>
          ))}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Saya setuju</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};
