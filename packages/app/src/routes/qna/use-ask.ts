import type { Ticket } from '@saham/domain/api/types';
import { paths } from '@saham/domain/routes';
import { checkUpload } from '@saham/domain/validation';
import { uploadTooLargeMessage } from '@saham/ui/components/image-upload';
import type { AskFormStatus } from '@saham/ui/screens/qna/ask-form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../http/api.ts';
import { getApi } from '../../http/client.ts';
import { useCall } from '../../lib/use-call.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { openUpgrade } from '../../state/ui.ts';

/**
 * spec §6: the reference server keeps Tanya Saham for VIP members and answers a free member with
 * 'not membership/membership is expired'; the HTTP layer has already sent them to the back-link
 * (§8), and the upgrade popup (§2) says why.
 * @example if (offerUpgradeIfNotVip(error)) return
 */
export function offerUpgradeIfNotVip(error: unknown): boolean {
  if (!isApiError(error) || error.decision.effect.kind !== 'backLink') return false;
  openTanyaSahamUpgrade();
  return true;
}

/** Opens the upgrade-to-VIP popup for Tanya Saham (its own words explain the VIP feature). */
export function openTanyaSahamUpgrade(): void {
  openUpgrade('tanya-saham');
}

/**
 * The ask forms' permission check (spec §5, §6, §7 GET tanya-saham/check): a member who may not
 * ask now (one question still unanswered, or 3 active chats) goes back to /qna, which shows the
 * server's message and no way into a form; the draft stays stored for later. A free member gets
 * the upgrade popup. Any other failure leaves the form usable: the send itself is checked by the
 * server again and its refusal is shown on the form.
 * @example useAskPermission()
 */
export function useAskPermission(): void {
  const navigateTo = useNavigate();
  useCall(['tanyaSahamCheck'], async (signal) => {
    try {
      const response = await getApi().call('tanyaSahamCheck', { signal });
      if (!signal.aborted && !response.data.can_ask)
        void navigateTo(paths.qna(), { replace: true });
      return response.data;
    } catch (error) {
      // Even once aborted: the back-link navigation may already have unmounted the form.
      offerUpgradeIfNotVip(error);
      throw error;
    }
  });
}

/** What one send does: the call(s) that create the question, and what follows its success. */
export interface AskSend {
  /** The attached image, checked against §5's upload limit before anything is sent. */
  image?: File | null;
  /** Creates the question; answers the new ticket. */
  send: () => Promise<Ticket>;
  /** After success, before leaving: clear the draft, track the event. */
  sent: (ticket: Ticket) => void;
}

/**
 * The ask forms' send: the form's status and the server's refusal; on success the member lands on
 * the new question's chat (§2 /qna/history/{id}). The typed question is never cleared on an error
 * (the draft stays), and the §8 effects that leave the page (refresh token, logout alert, back-link)
 * return the form to idle instead of showing an error.
 * @example const { status, errorMessage, submit } = useAskSubmit()
 */
export function useAskSubmit(): {
  status: AskFormStatus;
  errorMessage: string | undefined;
  submit: (ask: AskSend) => Promise<void>;
} {
  const navigateTo = useNavigate();
  const [status, setStatus] = useState<AskFormStatus>('idle');
  const [errorMessage, setErrorMessage] = useState<string | undefined>();

  async function submit({ image, send, sent }: AskSend): Promise<void> {
    if (status === 'submitting') return;
    // spec §5, §9: a file over 2,040,000 bytes is too large; it is refused here, never sent.
    const upload = image ? checkUpload(image) : null;
    if (upload?.kind === 'too-large') {
      setErrorMessage(uploadTooLargeMessage(upload.size));
      setStatus('error');
      return;
    }
    setStatus('submitting');
    setErrorMessage(undefined);
    try {
      const ticket = await send();
      sent(ticket);
      void navigateTo(paths.questionHistoryDetail(ticket.id), { replace: true });
    } catch (error) {
      if (isApiError(error)) {
        const { kind } = error.decision.effect;
        if (kind === 'redirectToRefresh' || kind === 'logoutAlert' || kind === 'backLink') {
          offerUpgradeIfNotVip(error);
          setStatus('idle');
          return;
        }
      }
      // §5, §6: qaOngoing and qaMaxChats carry the server's own message, as does any refusal.
      setErrorMessage(failureMessage(error));
      setStatus('error');
    }
  }

  return { status, errorMessage, submit };
}
