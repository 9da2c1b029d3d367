import { type LeadFormValues, readLeadFormDraft } from '@saham/domain/lead';
import { drafts, saveDraft } from './drafts.ts';

/*
 * The lead form is typed text the member must not lose (issue 5): the dashboard's and each landing
 * page's form keep their values as a draft under their own key until the lead is sent.
 */

/**
 * The lead form kept under `key`, or the empty form when there is none (or it cannot be read).
 * @example readLeadDraft('dashboard:lead') // { name: 'Budi', phone: '', interest: '' }
 */
export function readLeadDraft(key: string): LeadFormValues {
  return readLeadFormDraft(drafts.text[key]);
}

/** Keeps the lead form's values under `key`, as the signed-in member's draft. */
export function saveLeadDraft(key: string, values: LeadFormValues): void {
  saveDraft(key, JSON.stringify(values));
}
