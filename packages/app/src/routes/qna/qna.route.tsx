import { memberMessage } from '@saham/domain/member-messages';
import type { Category, Faq } from '@saham/domain/api/content';
import type { AskPermission } from '@saham/domain/api/types';
import { isMembershipKnown } from '@saham/domain/membership';
import { paths } from '@saham/domain/routes';
import { type QaPermission, classifyQaPermission } from '@saham/domain/server-messages';
import { AnswerSearch } from '@saham/ui/components/answer-search';
import type { LinkComponentProps } from '@saham/ui/components/app-shell';
import { QnaScreen } from '@saham/ui/screens/qna/qna-screen';
import { createContext, useContext, useEffect } from 'react';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { ensureMembership } from '../../state/auth.ts';
import { membership } from '../../state/membership.ts';
import { loadFaqCategories } from '../faq/faq-categories.ts';
import { useAnswerSearch } from './use-answer-suggestions.ts';
import { offerUpgradeIfNotVip, openTanyaSahamUpgrade } from './use-ask.ts';

/** Whether and how the member may ask now, as the main page shows it. */
interface AskState {
  permission: QaPermission;
  message?: string;
  activeChats?: number;
  /** A free member: asking is VIP-only (§6 on the reference server), so the forms offer the upgrade. */
  free: boolean;
}

/**
 * Spec §5: the server's message says why the member may not ask (classifyQaPermission). When a
 * refusal's words are not ones the rule knows, the check's own flags still say which limit it is.
 */
function permissionOf(check: AskPermission): QaPermission {
  if (check.can_ask) return 'none';
  const classified = classifyQaPermission(check.message);
  if (classified !== 'none') return classified;
  return check.has_unanswered ? 'ongoing' : 'maxReached';
}

/**
 * May the member ask now (§5, §6, §7 GET tanya-saham/check)? A free member is not asked about:
 * the server answers them with the membership message, which §8 turns into leaving for the
 * back-link, and the main page (FAQ, history) is theirs too. The membership is read first when this
 * page view does not know it yet.
 */
async function loadAskState(): Promise<AskState> {
  await ensureMembership();
  const known = isMembershipKnown(membership.status);
  if (known && !membership.status.is_vip) return { permission: 'none', free: true };
  const check = (await getApi().call('tanyaSahamCheck')).data;
  const permission = permissionOf(check);
  return {
    permission,
    message: permission === 'none' ? undefined : memberMessage(check.message),
    activeChats: check.active_chats,
    free: false,
  };
}

/**
 * spec §7 GET faqs/highlights: the questions chosen for this page. Opening one is counted by the
 * FAQ detail page's own qna_faq_detail, so the link adds no event.
 */
async function loadFaqHighlights(): Promise<Faq[]> {
  return (await getApi().call('faqHighlights')).data;
}

const askHrefs = new Set([paths.tanyaSaham(), paths.tanyaPortofolio(), paths.tanyaCustom()]);

/** What the main page's links need to know beyond their href. */
const QnaLinkContext = createContext<{ free: boolean; categories: readonly Category[] }>({
  free: false,
  categories: [],
});

/**
 * The main page's links: the router's link, plus the analytics of §2's Q&A catalogue (history
 * click, FAQ category click) and, for a free member, the upgrade popup instead of a form.
 */
function QnaLink({ href, onClick, ...props }: LinkComponentProps) {
  const { free, categories } = useContext(QnaLinkContext);
  return (
    <AppLink
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (href === paths.questionHistory()) track('qna_history_click', {});
        const category = categories.find((candidate) => paths.faq(candidate.slug) === href);
        if (category) track('qna_faq_category_click', { category: category.name });
        if (free && askHrefs.has(href)) {
          event.preventDefault();
          openTanyaSahamUpgrade();
        }
      }}
    />
  );
}

/**
 * spec §2 /qna, the Tanya Saham main page: the three question types (§1), the member's active chats
 * (§6, §9: at most 3), the way to the question history, the highlighted FAQs (§7 faqs/highlights)
 * with "Cari jawaban" above them (§7 legacy qa-auto-answer, each answer to /qna/faq/home/detail/{id})
 * and the FAQ categories (each to /qna/faq/{slug}). §5, §6: when one question is still unanswered or 3 chats are active, the types
 * are locked and the server's message says why.
 */
export function Component() {
  useEffect(() => {
    track('qna_main_page', {});
  }, []);

  const { state, retry } = useCall(['qnaMain'], () =>
    Promise.all([loadAskState(), loadFaqCategories(), loadFaqHighlights()]).catch(
      (error: unknown) => {
        // A membership refusal has already left for the back-link (§8); the popup says why, and
        // this page stays loading while it goes.
        if (offerUpgradeIfNotVip(error)) return new Promise<never>(() => undefined);
        throw error;
      },
    ),
  );

  const answerSearch = useAnswerSearch();

  if (state.status !== 'success') {
    return (
      <QnaScreen
        status={pendingStatus(state)}
        permission="none"
        faqCategories={[]}
        onRetry={retry}
      />
    );
  }
  const [ask, categories, highlights] = state.data;
  return (
    <QnaLinkContext value={{ free: ask.free, categories }}>
      <QnaScreen
        status="success"
        permission={ask.permission}
        permissionMessage={ask.message}
        activeChats={ask.activeChats}
        faqCategories={categories}
        faqHighlights={highlights}
        faqSearch={
          <AnswerSearch
            {...answerSearch}
            getHref={(faq) => paths.faqHomeDetail(faq.id)}
            LinkComponent={AppLink}
          />
        }
        onRetry={retry}
        LinkComponent={QnaLink}
      />
    </QnaLinkContext>
  );
}
