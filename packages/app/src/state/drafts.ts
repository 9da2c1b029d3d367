import { proxy } from 'valtio';
import { session } from './session.ts';

/**
 * What a member is typing that must survive an expired session, a refresh or a dropped
 * connection (a question, a reply, a lead form): kept by a stable key, persisted with the state
 * store, cleared only once the server accepted it. `owner` is the account that typed them: a
 * logout (even a forced one, when a session cannot be refreshed) keeps them for that member's
 * next login, and a login by anyone else on the device starts with none.
 * @example drafts.text['reply:42'] = 'Kapan target tercapai?'
 */
export const drafts = proxy<{ owner: number | null; text: Record<string, string> }>({
  owner: null,
  text: {},
});

/**
 * Part of §4 login success: the drafts belong to the member now logging in; another member's
 * are dropped unread.
 * @example claimDrafts(user.id)
 */
export function claimDrafts(accountId: number): void {
  if (drafts.owner !== accountId) drafts.text = {};
  drafts.owner = accountId;
}

/** The draft under `key`, or ''. */
export function readDraft(key: string): string {
  return drafts.text[key] ?? '';
}

/** Keeps a draft (an empty one is dropped), as the signed-in member's. */
export function saveDraft(key: string, value: string): void {
  if (value === '') return clearDraft(key);
  drafts.owner ??= session.user?.id ?? null;
  drafts.text[key] = value;
}

/** Forgets a draft once it was sent. */
export function clearDraft(key: string): void {
  drafts.text = Object.fromEntries(Object.entries(drafts.text).filter(([name]) => name !== key));
}
