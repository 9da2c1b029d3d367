import { AnswerSuggestions } from '@saham/ui/components/answer-suggestions';
import { TanyaCustomScreen } from '@saham/ui/screens/tanya-custom/tanya-custom-screen';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { askDraftKeys, readCustomDraft, useAskDraft } from './ask-drafts.ts';
import { useAnswerSuggestions } from './use-answer-suggestions.ts';
import { useAskPermission, useAskSubmit } from './use-ask.ts';

/**
 * spec §2 /qna/tanya-custom/detail: ask the analyst about another matter, with an optional image.
 * §7 POST crm/ex/v1/tanya-saham/lainnya travels as multipart form data; §5, §9: an image over
 * 2,040,000 bytes is refused before sending (the picker refuses it, and the send checks again).
 * §5, §6: the permission check runs first and a refusal on send shows the server's message. The
 * question is a draft until it is created; then the member lands on its chat. While it is typed,
 * the FAQ answers that may already answer it show under it (§7 legacy qa-auto-answer-v2).
 */
export function Component() {
  useAskPermission();
  const draft = useAskDraft(askDraftKeys.custom, readCustomDraft);
  const { status, errorMessage, submit } = useAskSubmit();
  const suggestions = useAnswerSuggestions(draft.values.question);

  return (
    <TanyaCustomScreen
      values={draft.values}
      onChange={draft.set}
      status={status}
      errorMessage={errorMessage}
      questionSuggestions={<AnswerSuggestions {...suggestions} />}
      onSubmit={({ question, image }) =>
        void submit({
          image,
          send: async () =>
            (
              await getApi().call('tanyaSahamLainnya', {
                body: { question, image: image ?? undefined },
                flow: 'qaPermission',
              })
            ).data,
          sent: () => {
            draft.clear();
            track('qna_ask_other', { question });
          },
        })
      }
      LinkComponent={AppLink}
    />
  );
}
