import type { AutoAnswer } from '@saham/domain/api/types';
import { isAnswerWithheld } from '@saham/domain/answer-suggestions';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import LightbulbIcon from 'lucide-react/icons/lightbulb';
import LockIcon from 'lucide-react/icons/lock';
import ThumbsDownIcon from 'lucide-react/icons/thumbs-down';
import ThumbsUpIcon from 'lucide-react/icons/thumbs-up';
import type * as React from 'react';
import { useId, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';
import { RichContent } from './rich-content.tsx';
import { Spinner } from './spinner.tsx';

/** A suggested FAQ answer as the list shows it (domain api/types AutoAnswer). */
export type AnswerSuggestion = Pick<AutoAnswer, 'id' | 'question' | 'answer'>;

/** Where the member's "Apakah ini menjawab?" for one suggestion is. */
export interface SuggestionFeedback {
  status: 'sending' | 'sent' | 'error';
  /** Ya (true) or Tidak (false): what was sent, and what a retry sends again. */
  isHelpful: boolean;
}

/** Props of {@link AnswerSuggestions}. */
export type AnswerSuggestionsProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The suggestions to show, best first (the app has already cut and filtered them). */
  suggestions: readonly AnswerSuggestion[];
  /** The member's answer per suggestion id, once given. */
  feedback?: Readonly<Record<number, SuggestionFeedback>>;
  /** Ya or Tidak on one suggestion (and Coba lagi after a failed send, with the same answer). */
  onFeedback: (id: number, isHelpful: boolean) => void;
  /** A VIP-only answer was withheld: the member asks for the upgrade offer. */
  onUpgrade: () => void;
  /** An in-app link inside an answer was clicked; the app routes to the path. */
  onNavigate?: (path: string) => void;
  /** Suggestions open from the start (stories); the member opens and closes them afterwards. */
  defaultExpanded?: readonly number[];
};

const choices = [
  { isHelpful: true, label: 'Ya', Icon: ThumbsUpIcon },
  { isHelpful: false, label: 'Tidak', Icon: ThumbsDownIcon },
] as const;

function Feedback({
  suggestion,
  feedback,
  onFeedback,
}: {
  suggestion: AnswerSuggestion;
  feedback: SuggestionFeedback | undefined;
  onFeedback: AnswerSuggestionsProps['onFeedback'];
}) {
  const promptId = useId();
  if (feedback?.status === 'sent' && feedback.isHelpful) {
    return (
      <p className="text-success flex items-start gap-2 text-sm">
        <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        Terima kasih! Senang jawaban ini membantu. Anda tetap bisa mengirim pertanyaan ke analis.
      </p>
    );
  }
  const sending = feedback?.status === 'sending';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <p id={promptId} className="text-foreground text-sm font-semibold">
          Apakah ini menjawab?
        </p>
        <div role="group" aria-labelledby={promptId} className="flex gap-2">
          {choices.map(({ isHelpful, label, Icon }) => (
            <Button
              key={label}
              variant="outline"
              size="sm"
              disabled={sending}
              aria-describedby={`${promptId}-q`}
              onClick={() => onFeedback(suggestion.id, isHelpful)}
            >
              <Icon aria-hidden />
              {label}
            </Button>
          ))}
        </div>
        <span id={`${promptId}-q`} className="sr-only">
          {suggestion.question}
        </span>
      </div>
      {sending ? <Spinner label="Mengirim jawaban Anda…" showLabel size="sm" /> : null}
      {feedback?.status === 'error' ? (
        <p role="alert" className="text-danger flex flex-wrap items-center gap-2 text-sm">
          Jawaban Anda belum terkirim. Periksa koneksi, lalu coba lagi.
          <Button
            variant="link"
            size="sm"
            onClick={() => onFeedback(suggestion.id, feedback.isHelpful)}
          >
            Coba lagi
          </Button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The FAQ answers that may already answer the question being typed (spec §7 legacy
 * qa-auto-answer-v2): each question opens to its answer (sanitised as every FAQ answer is), with
 * "Apakah ini menjawab? Ya / Tidak" (POST qa-auto-answer-v2). A VIP-only answer that came back
 * empty offers the upgrade instead (spec §6). Nothing when there are no suggestions.
 * @example <AnswerSuggestions suggestions={shown} feedback={feedback} onFeedback={rate} onUpgrade={showUpgrade} />
 */
export function AnswerSuggestions({
  suggestions,
  feedback = {},
  onFeedback,
  onUpgrade,
  onNavigate,
  defaultExpanded = [],
  className,
  ...props
}: AnswerSuggestionsProps) {
  const id = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(defaultExpanded));
  const toggle = (suggestionId: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(suggestionId)) next.delete(suggestionId);
      else next.add(suggestionId);
      return next;
    });

  return (
    <>
      {/* Said once when suggestions appear, without moving the focus away from the typing. */}
      <p aria-live="polite" className="sr-only">
        {suggestions.length > 0 ? `${suggestions.length} jawaban FAQ yang mungkin cocok` : ''}
      </p>
      {suggestions.length > 0 ? (
        // A plain block under its heading, not a named landmark: it sits inside the ask form, whose
        // question field is the one thing labelled "Pertanyaan" there.
        <div
          data-slot="answer-suggestions"
          className={cn(
            'border-border bg-card shadow-card flex flex-col gap-2 rounded-xl border p-3',
            className,
          )}
          {...props}
        >
          <h2 className="text-foreground flex items-center gap-2 px-1 text-sm font-bold">
            <LightbulbIcon aria-hidden className="text-primary size-4 shrink-0" />
            Mungkin ini menjawab pertanyaan Anda
          </h2>
          <ul className="divide-border flex flex-col divide-y">
            {suggestions.map((suggestion) => {
              const open = expanded.has(suggestion.id);
              const panelId = `${id}-answer-${suggestion.id}`;
              const withheld = isAnswerWithheld(suggestion);
              return (
                <li key={suggestion.id} data-slot="answer-suggestion" className="py-1">
                  <h3>
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => toggle(suggestion.id)}
                      className={cn(
                        'group flex min-h-11 w-full items-center gap-2 rounded-lg px-1 py-2 text-left',
                        'text-card-foreground text-sm font-semibold',
                        'hover:bg-accent focus-visible:ring-ring outline-none focus-visible:ring-2',
                      )}
                    >
                      {withheld ? (
                        <LockIcon aria-hidden className="text-muted-foreground size-4 shrink-0" />
                      ) : null}
                      <span className="min-w-0 flex-1">{suggestion.question}</span>
                      <ChevronDownIcon
                        aria-hidden
                        className="text-muted-foreground duration-fast size-4 shrink-0 transition-transform group-aria-expanded:rotate-180"
                      />
                    </button>
                  </h3>
                  <div
                    id={panelId}
                    hidden={!open}
                    data-slot="answer-suggestion-panel"
                    className="flex flex-col gap-3 px-1 pt-1 pb-3"
                  >
                    {withheld ? (
                      <div className="flex flex-col items-start gap-2">
                        <p className="text-muted-foreground text-sm">
                          Jawaban ini khusus untuk member VIP.
                        </p>
                        <Button size="sm" onClick={onUpgrade}>
                          Upgrade ke VIP
                        </Button>
                      </div>
                    ) : (
                      <>
                        <RichContent
                          html={suggestion.answer}
                          headingLevel={4}
                          onNavigate={onNavigate}
                          className="text-sm"
                        />
                        <Feedback
                          suggestion={suggestion}
                          feedback={feedback[suggestion.id]}
                          onFeedback={onFeedback}
                        />
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </>
  );
}
