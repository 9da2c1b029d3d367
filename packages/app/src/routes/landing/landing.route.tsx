import { type LeadFormValues, type LeadSubmission, emptyLeadFormValues } from '@saham/domain/lead';
import { fillNamePlaceholder, whatsappChatUrl } from '@saham/domain/text';
import type { LeadStatus } from '@saham/ui/components/lead-capture';
import {
  LandingPageScreen,
  type LandingPageState,
} from '@saham/ui/screens/landing-page/landing-page-screen';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { failureMessage } from '../../http/failure-message.ts';
import { config, getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { clearDraft } from '../../state/drafts.ts';
import { readLeadDraft, saveLeadDraft } from '../../state/lead-draft.ts';
import { membership } from '../../state/membership.ts';
import { session } from '../../state/session.ts';
import { throwIfMissing } from '../missing-record.ts';

/** The lead form's draft: typed text survives a failed call, a refresh or an expired session. */
const leadDraftKey = (slug: string) => `landing:${slug}:lead`;

/** The member's name as HTML text, for a `[nama]` inside the page's HTML. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );
}

/**
 * spec §2 /landing/{id}: a console-made campaign page by its slug (§7 GET
 * console/public/v1/landing-page/{slug}), its `[nama]` placeholders filled with the member's name
 * (§3), and its lead form (§1 lead capture, §7 POST crm/ex/v1/lead). A sent lead opens WhatsApp
 * with the response's whatsapp_text, its line-break codes turned into '.' and a newline (§7). A
 * page that does not exist is the not-found screen (the route's error boundary).
 */
export function Component() {
  const { id: slug = '' } = useParams();
  // Each page has its own form and draft.
  return <LandingPage key={slug} slug={slug} />;
}

function LandingPage({ slug }: { slug: string }) {
  const navigateTo = useNavigate();
  const { user } = useSnapshot(session);
  const { status: member } = useSnapshot(membership);
  const [leadValues, setLeadValues] = useState<LeadFormValues>(() =>
    readLeadDraft(leadDraftKey(slug)),
  );
  const [leadStatus, setLeadStatus] = useState<LeadStatus>({ status: 'idle' });
  const salesPhone = member.phone_sales ?? config.salesPhone;
  const memberName = user?.name ?? null;

  const { state, retry } = useCall(['landingPage', slug], (signal) =>
    getApi()
      .call('landingPage', { params: { slug }, signal })
      .then((response) => response.data),
  );
  // A page that does not exist is the not-found screen, through the route's error boundary.
  throwIfMissing(state, 'slug');

  function changeLead(values: LeadFormValues) {
    setLeadValues(values);
    saveLeadDraft(leadDraftKey(slug), values);
    if (leadStatus.status === 'error') setLeadStatus({ status: 'idle' });
  }

  async function submitLead(submission: LeadSubmission) {
    if (leadStatus.status === 'submitting') return;
    setLeadStatus({ status: 'submitting' });
    try {
      // The page's slug is where the lead came from, so sales know which campaign it answered.
      const response = await getApi().call('leadCreate', {
        body: { ...submission, source: slug },
      });
      const raw = response.data.whatsapp_text;
      const whatsappText = raw === null ? null : fillNamePlaceholder(raw, submission.name);
      clearDraft(leadDraftKey(slug));
      setLeadValues({ ...emptyLeadFormValues });
      setLeadStatus({ status: 'success', whatsappText });
      // The hand-over to sales: WhatsApp opens with the text; the success state keeps the same
      // link for a browser that blocked the new tab.
      if (salesPhone) {
        window.open(whatsappChatUrl(salesPhone, whatsappText), '_blank', 'noopener,noreferrer');
      }
    } catch (error) {
      // The typed values stay in the form (and in the draft) for another try.
      setLeadStatus({ status: 'error', message: failureMessage(error) });
    }
  }

  const screenState: LandingPageState =
    state.status === 'success'
      ? {
          status: 'success',
          page: {
            ...state.data,
            title: fillNamePlaceholder(state.data.title, memberName),
            content: fillNamePlaceholder(
              state.data.content,
              memberName === null ? null : escapeHtml(memberName),
            ),
          },
        }
      : { status: pendingStatus(state) };

  return (
    <LandingPageScreen
      {...screenState}
      onRetry={retry}
      onNavigate={(path) => void navigateTo(path)}
      lead={
        state.status === 'success'
          ? {
              values: leadValues,
              onValuesChange: changeLead,
              onSubmit: (submission) => void submitLead(submission),
              status: leadStatus,
              salesPhone,
            }
          : undefined
      }
      LinkComponent={AppLink}
    />
  );
}
