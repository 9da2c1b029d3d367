import { stockCodeFromQuery } from '@saham/domain/stock-code-query';
import { AnswerSuggestions } from '@saham/ui/components/answer-suggestions';
import { TanyaSahamScreen } from '@saham/ui/screens/tanya-saham/tanya-saham-screen';
import { useSearchParams } from 'react-router-dom';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { askDraftKeys, readStockDraft, useAskDraft } from './ask-drafts.ts';
import { useAnswerSuggestions } from './use-answer-suggestions.ts';
import { useAskPermission, useAskSubmit } from './use-ask.ts';
import { useStockOptions } from './use-stock-options.ts';

/**
 * spec §2 /qna/tanya-saham/detail: ask the analyst about one stock. The stock is found with §7's
 * stock list call and a query; the question goes to §7 POST crm/ex/v1/tanya-saham. §5, §6: the
 * permission check runs first (useAskPermission) and a refusal on send shows the server's message.
 * The typed search, chosen stock and question are a draft until the question is created; then the
 * member lands on its chat. While the question is typed, the FAQ answers that may already answer
 * it show under it (§7 legacy qa-auto-answer-v2, about the chosen stock). A link may choose the
 * stock (`?stock=BBCA`, from a stock's page "Tanya analis"): a valid code replaces the draft's stock
 * and keeps its question; anything else is ignored.
 */
export function Component() {
  useAskPermission();
  const [params] = useSearchParams();
  const linkedStock = stockCodeFromQuery(params.get('stock'));
  const draft = useAskDraft(askDraftKeys.stock, () => {
    const stored = readStockDraft();
    return linkedStock ? { ...stored, stock: linkedStock } : stored;
  });
  const stocks = useStockOptions(draft.values.search);
  const { status, errorMessage, submit } = useAskSubmit();
  const suggestions = useAnswerSuggestions(draft.values.question, draft.values.stock);

  return (
    <TanyaSahamScreen
      values={draft.values}
      onChange={draft.set}
      stockOptions={stocks.options}
      stockSearchStatus={stocks.status}
      onRetryStockSearch={stocks.retry}
      status={status}
      errorMessage={errorMessage}
      questionSuggestions={<AnswerSuggestions {...suggestions} />}
      onSubmit={({ stock, question }) =>
        void submit({
          send: async () =>
            (
              await getApi().call('tanyaSahamCreate', {
                body: { stock, question },
                flow: 'qaPermission',
              })
            ).data,
          sent: () => {
            draft.clear();
            track('qna_ask_stock', { emiten: stock, question });
          },
        })
      }
      LinkComponent={AppLink}
    />
  );
}
