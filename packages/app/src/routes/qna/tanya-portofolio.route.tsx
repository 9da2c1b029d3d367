import { TanyaPortofolioScreen } from '@saham/ui/screens/tanya-portofolio/tanya-portofolio-screen';
import { track } from '../../analytics/track.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { askDraftKeys, readPortfolioDraft, useAskDraft } from './ask-drafts.ts';
import { sendPortfolioQuestion } from './send-portfolio.ts';
import { useAskPermission, useAskSubmit } from './use-ask.ts';

/**
 * spec §2 /qna/tanya-portofolio/detail: ask the analyst about a portfolio. The rows (§3 stock, lot,
 * buy_price; §5 numeric key filter and emoji-and-space filter in the screen), an optional
 * screenshot (§5, §9 upload limit, checked before sending) and the question go out through §7's
 * portfolio add/update (multipart), detail and send calls. §5, §6: the permission check runs first
 * and a refusal on send shows the server's message. Everything typed is a draft until the question
 * is created, including the portfolio a failed attempt already created; then the member lands on
 * the question's chat.
 */
export function Component() {
  useAskPermission();
  const draft = useAskDraft(askDraftKeys.portfolio, readPortfolioDraft);
  const { status, errorMessage, submit } = useAskSubmit();
  const { portfolioId, ...values } = draft.values;

  return (
    <TanyaPortofolioScreen
      values={values}
      onChange={(next) => draft.update((current) => ({ ...current, ...next }))}
      status={status}
      errorMessage={errorMessage}
      onSubmit={(question) =>
        void submit({
          image: question.image,
          send: () =>
            sendPortfolioQuestion(question, portfolioId, (created) =>
              draft.update((current) => ({ ...current, portfolioId: created })),
            ),
          sent: () => {
            draft.clear();
            track('qna_ask_portfolio', { question: question.question });
          },
        })
      }
      LinkComponent={AppLink}
    />
  );
}
