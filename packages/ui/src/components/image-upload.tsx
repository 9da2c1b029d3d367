import { UPLOAD_LIMIT_BYTES } from '@saham/domain/constants';
import { idNumberFormat } from '@saham/domain/number-format';
import { checkUpload } from '@saham/domain/validation';
import type { UPLOAD_IMAGE_TYPES } from '@saham/domain/api/tanya-saham';
import ImageIcon from 'lucide-react/icons/image';
import ImageUpIcon from 'lucide-react/icons/image-up';
import Trash2Icon from 'lucide-react/icons/trash-2';
import type * as React from 'react';
import { useCallback, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { buttonVariants } from './button.tsx';
import { IconButton } from './icon-button.tsx';

/**
 * The image types a question or reply may attach. The domain's UPLOAD_IMAGE_TYPES is the source
 * (the server checks it); it is restated here because that module carries the zod schemas, which
 * the ui must not bundle for one list. The two `satisfies` lines fail to compile if they drift.
 */
export const ACCEPTED_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
] as const satisfies readonly (typeof UPLOAD_IMAGE_TYPES)[number][];
type _SameTypes = [(typeof UPLOAD_IMAGE_TYPES)[number]] extends [
  (typeof ACCEPTED_IMAGE_TYPES)[number],
]
  ? true
  : false;
const _sameTypes: _SameTypes = true;

/**
 * Megabytes as Indonesians write them ('2,04 MB'), to two decimals. `up` rounds up, so a file just
 * over the limit never reads as the limit itself ('2,05 MB melebihi batas 2,04 MB').
 */
function formatMegabytes(bytes: number, rounding: 'nearest' | 'up' = 'nearest'): string {
  const hundredths = bytes / 10_000;
  const megabytes = (rounding === 'up' ? Math.ceil(hundredths) : Math.round(hundredths)) / 100;
  return `${idNumberFormat({ maximumFractionDigits: 2 }).format(megabytes)} MB`;
}

/** A chosen file's size: KB under a megabyte ('48 KB'), MB above it ('1,5 MB'). */
function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000)
    return `${idNumberFormat().format(Math.max(1, Math.round(bytes / 1_000)))} KB`;
  return formatMegabytes(bytes);
}

/** The most an image may weigh, as the hint and the error say it (spec §9: 2,040,000 bytes). */
export const UPLOAD_LIMIT_LABEL = formatMegabytes(UPLOAD_LIMIT_BYTES);

/**
 * Spec §5 flags a file over the limit as too large but shows no text; these are our words, with the
 * file's own size so the member knows how much to shrink it.
 * @example uploadTooLargeMessage(2_040_001) // 'Ukuran gambar 2,05 MB melebihi batas 2,04 MB. Pilih gambar yang lebih kecil.'
 */
export function uploadTooLargeMessage(size: number): string {
  return `Ukuran gambar ${formatMegabytes(size, 'up')} melebihi batas ${UPLOAD_LIMIT_LABEL}. Pilih gambar yang lebih kecil.`;
}

/** What the member sees when the file is not PNG, JPEG or WebP. */
export const UPLOAD_TYPE_MESSAGE_ID = 'Format gambar harus PNG, JPEG, atau WebP.';

/** Why a picked file was not taken. */
export type ImageUploadRejection = {
  reason: 'too-large' | 'type';
  file: File;
  message: string;
};

function isAcceptedType(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * Shows the picked file in an <img> through a blob URL, made when the image element mounts and
 * revoked when it unmounts or the file changes (a React 19 ref cleanup), so no URL outlives its
 * thumbnail. the ref holds the live URL for the full-size preview.
 */
function usePreviewUrl(file: File | null) {
  const current = useRef<string | null>(null);
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !file) return;
      const url = URL.createObjectURL(file);
      current.current = url;
      image.src = url;
      return () => {
        URL.revokeObjectURL(url);
        if (current.current === url) current.current = null;
      };
    },
    [file],
  );
  return [attach, current] as const;
}

/** Props of {@link ImageUpload}. */
export type ImageUploadProps = Omit<
  React.ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'children'
> & {
  /** The picker's words, which are also the file input's accessible name. */
  label?: string;
  /** The picker's words once an image is chosen. */
  changeLabel?: string;
  /** A hint under the picker; by default the accepted types and the size limit. */
  description?: React.ReactNode;
  /** The chosen image (controlled); only an accepted file is ever chosen. */
  value?: File | null;
  /** The first image when uncontrolled. */
  defaultValue?: File | null;
  /** Called with an accepted file, or null when the member removes it. */
  onValueChange?: (file: File | null) => void;
  /** Called when a picked file is refused (too large or not an image type we accept). */
  onReject?: (rejection: ImageUploadRejection) => void;
  /** An error from elsewhere (e.g. the server refused the upload); shown like a rejection. */
  error?: string;
  /** Opens the full-size preview (ImagePreviewDialog) for the thumbnail's image. */
  onPreview?: (src: string) => void;
  /** The file input's id (one is generated otherwise). */
  inputId?: string;
  /** The form field name of the file input. */
  name?: string;
  disabled?: boolean;
  /**
   * A smaller picker for tight places such as a chat's reply box: no empty tile and the hint only
   * for screen readers, until an image is chosen.
   */
  compact?: boolean;
};

/**
 * Picks one image for a question or a reply: a labelled file input styled as a button, a thumbnail
 * preview of the chosen image, and the spec §5 size check (`checkUpload`: over 2,040,000 bytes is too
 * large, otherwise a preview shows). Only PNG, JPEG and WebP are accepted.
 * @example <ImageUpload value={values.image} onValueChange={(image) => onChange({ ...values, image })} onPreview={openPreview} />
 */
export function ImageUpload({
  className,
  label = 'Unggah gambar',
  changeLabel = 'Ganti gambar',
  description,
  value,
  defaultValue = null,
  onValueChange,
  onReject,
  error,
  onPreview,
  inputId,
  name,
  disabled = false,
  compact = false,
  ...props
}: ImageUploadProps) {
  const [file, setFile] = useControllableState<File | null>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const [rejection, setRejection] = useState<string | null>(null);
  const [attachPreview, previewUrlRef] = usePreviewUrl(file);
  const generatedId = useId();
  const id = inputId ?? `${generatedId}-input`;
  const descriptionId = `${generatedId}-description`;
  const errorId = `${generatedId}-error`;
  const shownError = rejection ?? error ?? null;

  function reject(next: ImageUploadRejection) {
    setRejection(next.message);
    onReject?.(next);
  }

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Clear the input so picking the same file again still fires a change.
    event.target.value = '';
    if (!picked) return;
    if (!isAcceptedType(picked.type)) {
      reject({ reason: 'type', file: picked, message: UPLOAD_TYPE_MESSAGE_ID });
      return;
    }
    // spec §5: a file larger than 2,040,000 bytes is flagged too large, otherwise it is previewed.
    const check = checkUpload(picked);
    if (check.kind === 'too-large') {
      reject({ reason: 'too-large', file: picked, message: uploadTooLargeMessage(check.size) });
      return;
    }
    setRejection(null);
    setFile(picked);
  }

  return (
    <div
      data-slot="image-upload"
      data-invalid={shownError ? true : undefined}
      className={cn('flex flex-col', className)}
      {...props}
    >
      <div className="flex items-center gap-3">
        {file ? (
          onPreview ? (
            <button
              type="button"
              data-slot="image-upload-thumbnail"
              className="border-border bg-muted focus-visible:ring-ring focus-visible:ring-offset-background size-16 shrink-0 cursor-zoom-in overflow-hidden rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-offset-2"
              onClick={() => {
                if (previewUrlRef.current) onPreview(previewUrlRef.current);
              }}
              aria-label={`Lihat ${file.name} ukuran penuh`}
            >
              <img ref={attachPreview} alt="" className="size-full object-cover" />
            </button>
          ) : (
            <img
              ref={attachPreview}
              alt={`Pratinjau ${file.name}`}
              data-slot="image-upload-thumbnail"
              className="border-border bg-muted size-16 shrink-0 rounded-lg border object-cover"
            />
          )
        ) : compact ? null : (
          <div
            aria-hidden
            className="border-input bg-muted text-muted-foreground flex size-16 shrink-0 items-center justify-center rounded-lg border border-dashed [&_svg]:size-6"
          >
            <ImageIcon />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <input
            id={id}
            name={name}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={disabled}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${descriptionId} ${errorId}` : descriptionId}
            // Visually hidden but focusable: Tab reaches it, Space opens the picker, and the label
            // below shows its focus ring (peer-focus-visible).
            className="peer sr-only"
            onChange={handleChange}
          />
          <label
            htmlFor={id}
            className={cn(
              buttonVariants({ variant: compact ? 'ghost' : 'outline', size: 'sm' }),
              compact && 'px-2',
              'peer-focus-visible:ring-ring peer-focus-visible:ring-offset-background peer-focus-visible:ring-2 peer-focus-visible:ring-offset-2',
              'peer-disabled:pointer-events-none peer-disabled:opacity-50',
            )}
          >
            <ImageUpIcon aria-hidden />
            {file ? changeLabel : label}
          </label>
          {file ? (
            <p className="text-foreground w-full truncate text-sm" title={file.name}>
              {file.name}{' '}
              <span className="text-muted-foreground">· {formatFileSize(file.size)}</span>
            </p>
          ) : null}
          <p
            id={descriptionId}
            className={cn('text-muted-foreground text-xs', compact && !file && 'sr-only')}
          >
            {description ?? `PNG, JPEG, atau WebP. Maksimal ${UPLOAD_LIMIT_LABEL}.`}
          </p>
        </div>
        {file ? (
          <IconButton
            aria-label={`Hapus ${file.name}`}
            size="sm"
            className="text-muted-foreground"
            disabled={disabled}
            onClick={() => {
              setRejection(null);
              setFile(null);
            }}
          >
            <Trash2Icon aria-hidden />
          </IconButton>
        ) : null}
      </div>
      <p
        id={errorId}
        role="alert"
        data-slot="image-upload-error"
        className="text-danger mt-2 text-sm font-medium empty:mt-0"
      >
        {shownError}
      </p>
    </div>
  );
}
