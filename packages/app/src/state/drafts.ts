import { proxy } from 'valtio';

/**
 * What a member is typing that must survive an expired session, a refresh or a dropped
 * connection (a question, a reply, a lead form): kept by a stable key, persisted with the state
 * store, cleared only once the server accepted it.
 * @example drafts.text['reply:42'] = 'Kapan target tercapai?'
 */
export const drafts = proxy<{ text: Record<string, string> }>({ text: {} });

/** The draft under `key`, or ''. */
export function readDraft(key: string): string {
  return drafts.text[key] ?? '';
}

/** Keeps a draft (an empty one is dropped). */
export function saveDraft(key: string, value: string): void {
  if (value === '') clearDraft(key);
  else drafts.text[key] = value;
}

/** Forgets a draft once it was sent. */
export function clearDraft(key: string): void {
  drafts.text = Object.fromEntries(Object.entries(drafts.text).filter(([name]) => name !== key));
}
