import ExternalLinkIcon from 'lucide-react/icons/external-link';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { buttonVariants } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';

/** Spec §3 client state `previewImage {isOpen, src}`: whether the preview shows, and what. */
export interface PreviewImage {
  isOpen: boolean;
  src: string;
}

/** The preview when nothing is shown (§3 previewImage's initial value). */
export const CLOSED_PREVIEW: PreviewImage = Object.freeze({ isOpen: false, src: '' });

/**
 * A screen's §3 previewImage: the app's when it passes one (with its change callback), the
 * screen's own, starting closed, otherwise.
 * @example const [preview, setPreview] = usePreviewImage(previewImage, onPreviewImageChange);
 */
export function usePreviewImage(
  value: PreviewImage | undefined,
  onChange: ((previewImage: PreviewImage) => void) | undefined,
) {
  return useControllableState({ value, defaultValue: CLOSED_PREVIEW, onChange });
}

/** Props of {@link ImagePreviewDialog}: the §3 previewImage fields plus Radix's dialog callbacks. */
export type ImagePreviewDialogProps = Partial<PreviewImage> & {
  /** Called when the member closes it (Escape, the X, the overlay); the app clears `isOpen`. */
  onOpenChange?: (open: boolean) => void;
  /** Open on first render when `isOpen` is not given (stories, uncontrolled use). */
  defaultOpen?: boolean;
  /** What the image shows; read as the image's text alternative and under the title. */
  alt?: string;
  /** The dialog's title. */
  title?: string;
  /** The words of the link that opens the original in a new tab. */
  openOriginalLabel?: string;
  className?: string;
};

/**
 * Shows an image full size in the shared Radix dialog (focus trapped, Escape and the overlay close
 * it). Spread the app's §3 `previewImage` into it: `<ImagePreviewDialog {...previewImage} />`.
 * @example <ImagePreviewDialog isOpen={preview.isOpen} src={preview.src} alt="Grafik BBCA" onOpenChange={(open) => !open && closePreview()} />
 */
export function ImagePreviewDialog({
  isOpen,
  src = '',
  onOpenChange,
  defaultOpen,
  alt = 'Gambar lampiran',
  title = 'Pratinjau gambar',
  openOriginalLabel = 'Buka gambar asli',
  className,
}: ImagePreviewDialogProps) {
  // Nothing to show without a source: never open an empty frame.
  const open = isOpen === undefined ? undefined : isOpen && src !== '';
  // The preview opens from a thumbnail, not a DialogTrigger; DialogContent gives focus back to it.
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogContent size="lg" data-slot="image-preview-dialog" className={cn('gap-3', className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{alt}</DialogDescription>
        </DialogHeader>
        {src ? (
          <div className="bg-muted flex min-h-40 items-center justify-center overflow-hidden rounded-xl">
            <img src={src} alt={alt} className="max-h-[70dvh] w-auto max-w-full object-contain" />
          </div>
        ) : null}
        {src ? (
          <DialogFooter>
            <a
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              <ExternalLinkIcon aria-hidden />
              {openOriginalLabel}
              <span className="sr-only"> (tab baru)</span>
            </a>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
