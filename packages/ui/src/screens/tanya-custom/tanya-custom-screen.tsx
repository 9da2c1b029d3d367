import type { LinkComponentType } from '../../components/app-shell.tsx';
import type * as React from 'react';
import { useState } from 'react';
import {
  ImagePreviewDialog,
  type PreviewImage,
  usePreviewImage,
} from '../../components/image-preview-dialog.tsx';
import { ImageUpload } from '../../components/image-upload.tsx';
import {
  AskFormLayout,
  QUESTION_REQUIRED_MESSAGE,
  QuestionField,
  type AskFormStatus,
} from '../qna/ask-form.tsx';

/** What the member has written and attached, owned by the app so a draft survives (controlled). */
export interface TanyaCustomValues {
  question: string;
  /** An optional image (spec §7: /lainnya is multipart and may carry one). */
  image: File | null;
}

/** Props of {@link TanyaCustomScreen}. */
export interface TanyaCustomScreenProps {
  values: TanyaCustomValues;
  /** Every change, keystroke by keystroke, so the app can keep the draft. */
  onChange: (values: TanyaCustomValues) => void;
  status: AskFormStatus;
  /** The server's reason when `status` is `error`. */
  errorMessage?: string;
  /** Sends the question (POST crm/ex/v1/tanya-saham/lainnya) once it is written. */
  onSubmit: (question: { question: string; image: File | null }) => void;
  /** Spec §3 previewImage, when the app keeps it; the screen keeps its own otherwise. */
  previewImage?: PreviewImage;
  onPreviewImageChange?: (previewImage: PreviewImage) => void;
  /**
   * What shows under the question (the FAQ answers that may already answer it, spec §7 legacy
   * qa-auto-answer-v2); the app composes it.
   */
  questionSuggestions?: React.ReactNode;
  /** How links render: the app's router link, `'a'` by default. */
  LinkComponent?: LinkComponentType;
}

/**
 * Ask about another matter (spec §1 the custom question type; §2 /qna/tanya-custom/detail): a
 * question and, if it helps, one image (PNG, JPEG or WebP, spec §5's 2,040,000-byte limit). The
 * text and image go to `onChange` as they change, so a draft is never lost.
 * @example <TanyaCustomScreen values={draft} onChange={saveDraft} status="idle" onSubmit={send} />
 */
export function TanyaCustomScreen({
  values,
  onChange,
  status,
  errorMessage,
  onSubmit,
  previewImage,
  onPreviewImageChange,
  questionSuggestions,
  LinkComponent = 'a',
}: TanyaCustomScreenProps) {
  // Required-field messages wait for the first send, so an untouched form is not shouting.
  const [attempted, setAttempted] = useState(false);
  const [preview, setPreview] = usePreviewImage(previewImage, onPreviewImageChange);
  const questionError =
    attempted && !values.question.trim() ? QUESTION_REQUIRED_MESSAGE : undefined;
  return (
    <AskFormLayout
      title="Tanya analis tentang hal lain"
      description="Seputar investasi, cara membaca laporan keuangan, strategi, atau hal lain di luar satu saham dan portofolio."
      status={status}
      errorMessage={errorMessage}
      LinkComponent={LinkComponent}
      onSubmit={() => {
        setAttempted(true);
        const question = values.question.trim();
        if (question) onSubmit({ question, image: values.image });
      }}
    >
      <QuestionField
        value={values.question}
        onValueChange={(question) => onChange({ ...values, question })}
        error={questionError}
        rows={7}
        placeholder="Mis. Bagaimana cara menilai saham bank yang murah atau mahal?"
        description="Tulis selengkap mungkin agar analis bisa menjawab dengan tepat."
      />
      {questionSuggestions}
      <div className="flex flex-col gap-2">
        <p className="text-foreground text-sm font-semibold">
          Lampiran gambar <span className="text-muted-foreground font-normal">(opsional)</span>
        </p>
        <ImageUpload
          label="Unggah gambar"
          value={values.image}
          onValueChange={(image) => onChange({ ...values, image })}
          onPreview={(src) => setPreview({ isOpen: true, src })}
          disabled={status === 'submitting'}
        />
      </div>
      <ImagePreviewDialog
        {...preview}
        alt="Lampiran pertanyaan Anda"
        onOpenChange={(isOpen) => setPreview({ ...preview, isOpen })}
      />
    </AskFormLayout>
  );
}
