import type { AutoAnswer } from '@saham/domain/api/types';
import {
  SUGGESTION_DEBOUNCE_MS,
  shownSuggestions,
  suggestionQuery,
} from '@saham/domain/answer-suggestions';
import type {
  AnswerSuggestionsProps,
  SuggestionFeedback,
} from '@saham/ui/components/answer-suggestions';
import type { AnswerSearchProps } from '@saham/ui/components/answer-search';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getApi } from '../../http/client.ts';
import { useCall } from '../../lib/use-call.ts';
import { openUpgrade } from '../../state/ui.ts';

const NONE: readonly AutoAnswer[] = [];

/** After the pause, asks for the FAQ answers to `val`, unless a newer text came first. */
async function askAutoAnswers(
  call: 'qaAutoAnswer' | 'qaAutoAnswerV2',
  val: string,
  stock: string,
  signal: AbortSignal,
): Promise<readonly AutoAnswer[]> {
  await new Promise((resolve) => setTimeout(resolve, SUGGESTION_DEBOUNCE_MS));
  signal.throwIfAborted();
  const response = await getApi().call(call, { query: stock ? { val, stock } : { val }, signal });
  return response.data;
}

/**
 * The FAQ answers to a typed text (spec §7 legacy qa-auto-answer or qa-auto-answer-v2, §3 val),
 * once the text is worth asking about and typing has paused (domain answer-suggestions). A further
 * keystroke is a new key: it aborts the pause or the call on its way, so only the latest text is
 * asked about and typing is never held up. The last answers stay while the next text is asked
 * about, so the list does not flicker; a failed call shows nothing: suggestions are an aid.
 */
function useAutoAnswers(
  call: 'qaAutoAnswer' | 'qaAutoAnswerV2',
  typed: string,
  stock: string,
): { answers: readonly AutoAnswer[]; status: 'idle' | 'loading' | 'success' } {
  const val = suggestionQuery(typed);
  // useCall runs the load only for a key, so only for a text worth asking about.
  const { state } = useCall(val === null ? null : [call, val, stock], (signal) =>
    val === null ? Promise.resolve(NONE) : askAutoAnswers(call, val, stock, signal),
  );
  const [shown, setShown] = useState(NONE);
  let latest: readonly AutoAnswer[] | null = NONE;
  if (state.status === 'success') latest = state.data;
  else if (state.status === 'loading') latest = null;
  // Adjusting state while rendering (React's pattern for state derived from a changing input).
  if (latest !== null && latest !== shown) setShown(latest);
  if (state.status === 'success') return { answers: state.data, status: 'success' };
  if (state.status === 'loading') return { answers: shown, status: 'loading' };
  return { answers: NONE, status: 'idle' };
}

/**
 * The ask forms' suggestions (spec §7 legacy qa-auto-answer-v2): the FAQ answers that may already
 * answer the question being typed, about `stock` when one is chosen, and "Apakah ini menjawab?"
 * (POST qa-auto-answer-v2 {qa_id, is_helpful}). Ya thanks the member (the question stays, to send
 * or not); Tidak, once recorded, hides that suggestion for the rest of the visit. A failed answer
 * says so with a retry; the typed question is never touched.
 * @example <AnswerSuggestions {...useAnswerSuggestions(values.question, values.stock)} />
 */
export function useAnswerSuggestions(typed: string, stock = ''): AnswerSuggestionsProps {
  const navigateTo = useNavigate();
  const { answers } = useAutoAnswers('qaAutoAnswerV2', typed, stock);
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(() => new Set());
  const [feedback, setFeedback] = useState<Readonly<Record<number, SuggestionFeedback>>>({});

  function answer(id: number, isHelpful: boolean) {
    if (feedback[id]?.status === 'sending') return;
    const mark = (status: SuggestionFeedback['status']) =>
      setFeedback((all) => ({ ...all, [id]: { status, isHelpful } }));
    mark('sending');
    getApi()
      .call('qaAutoAnswerV2Feedback', { body: { qa_id: id, is_helpful: isHelpful } })
      .then(() => {
        mark('sent');
        if (!isHelpful) setDismissed((ids) => new Set(ids).add(id));
      })
      .catch(() => mark('error'));
  }

  return {
    suggestions: shownSuggestions(answers, dismissed),
    feedback,
    onFeedback: answer,
    onUpgrade: () => openUpgrade('faq'),
    onNavigate: (path) => void navigateTo(path),
  };
}

/**
 * The Q&A main page's "Cari jawaban" (spec §7 legacy qa-auto-answer): display-only suggestions,
 * so the call without feedback; the text is the page's own and is not kept.
 * @example <AnswerSearch {...useAnswerSearch()} getHref={(faq) => paths.faqHomeDetail(faq.id)} />
 */
export function useAnswerSearch(): Pick<
  AnswerSearchProps,
  'value' | 'onValueChange' | 'status' | 'results'
> {
  const [value, setValue] = useState('');
  const { answers, status } = useAutoAnswers('qaAutoAnswer', value, '');
  return {
    value,
    onValueChange: setValue,
    status,
    results: shownSuggestions(answers),
  };
}
