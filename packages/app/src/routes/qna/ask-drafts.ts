import type { TanyaCustomValues } from '@saham/ui/screens/tanya-custom/tanya-custom-screen';
import type {
  PortfolioRowDraft,
  TanyaPortofolioValues,
} from '@saham/ui/screens/tanya-portofolio/tanya-portofolio-screen';
import type { TanyaSahamValues } from '@saham/ui/screens/tanya-saham/tanya-saham-screen';
import { useRef, useState } from 'react';
import { onLogoutReset } from '../../state/auth.ts';
import { clearDraft, readDraft, saveDraft } from '../../state/drafts.ts';

/*
 * The three ask forms' drafts. Their text goes into the persisted drafts store (state/drafts.ts) as
 * JSON on every change, so it survives leaving the screen, a reload, an expired session (401 ->
 * /refresh-token -> back) and a failed send; it is cleared only once the server accepted the
 * question. An attached image is a File, which local storage cannot hold: it is kept in memory for
 * this page view, which covers leaving the screen and the refresh-token round trip (both stay in
 * the single-page app) but not a reload.
 */

/** The drafts' keys in the drafts store, one per ask form. */
export const askDraftKeys = {
  stock: 'qna:tanya-saham',
  custom: 'qna:tanya-custom',
  portfolio: 'qna:tanya-portofolio',
} as const;

/** One of the ask forms' draft keys. */
export type AskDraftKey = (typeof askDraftKeys)[keyof typeof askDraftKeys];

const images = new Map<AskDraftKey, File>();

/** The image attached to a form's draft in this page view, or null. */
export function readDraftImage(key: AskDraftKey): File | null {
  return images.get(key) ?? null;
}

function saveDraftImage(key: AskDraftKey, image: File | null): void {
  if (image) images.set(key, image);
  else images.delete(key);
}

// spec §4 logout resets the Q&A record. The typed text stays for this member's next login (a
// session that could not be refreshed logs out too) and is dropped if someone else logs in
// (state/drafts.ts claimDrafts); the in-memory images go now.
onLogoutReset(() => images.clear());

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The stored JSON of a draft, or null when there is none or it is damaged. */
function readStored(key: AskDraftKey): Record<string, unknown> | null {
  const stored = readDraft(key);
  if (stored === '') return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isRecord(parsed) ? parsed : null;
  } catch {
    // A damaged draft is no draft: the form starts empty rather than failing to open.
    return null;
  }
}

/** The ask-about-a-stock form's draft. */
export function readStockDraft(): TanyaSahamValues {
  const stored = readStored(askDraftKeys.stock);
  return {
    search: text(stored?.search),
    stock: text(stored?.stock),
    question: text(stored?.question),
  };
}

/** The ask-about-another-matter form's draft, with its image if this page view still holds it. */
export function readCustomDraft(): TanyaCustomValues {
  const stored = readStored(askDraftKeys.custom);
  return { question: text(stored?.question), image: readDraftImage(askDraftKeys.custom) };
}

/** The ask-about-a-portfolio form's values plus the portfolio an earlier attempt created. */
export interface PortfolioDraft extends TanyaPortofolioValues {
  /**
   * The portfolio (§7 portofolio/add) a failed send already created, so sending again reuses and
   * updates it instead of leaving a duplicate behind; null before the first attempt.
   */
  portfolioId: number | null;
}

/** A fresh portfolio form: one empty row (the screen's own first row key). */
const emptyPortfolioDraft: PortfolioDraft = {
  rows: [{ key: 'row-1', stock: '', lot: '', buyPrice: '' }],
  question: '',
  image: null,
  portfolioId: null,
};

function portfolioRow(value: unknown): PortfolioRowDraft | null {
  if (!isRecord(value) || typeof value.key !== 'string' || value.key === '') return null;
  return {
    key: value.key,
    stock: text(value.stock),
    lot: text(value.lot),
    buyPrice: text(value.buyPrice),
  };
}

/** The ask-about-a-portfolio form's draft, with its screenshot if this page view still holds it. */
export function readPortfolioDraft(): PortfolioDraft {
  const stored = readStored(askDraftKeys.portfolio);
  if (!stored) return { ...emptyPortfolioDraft, image: readDraftImage(askDraftKeys.portfolio) };
  const rows = Array.isArray(stored.rows)
    ? stored.rows.map(portfolioRow).filter((row) => row !== null)
    : [];
  const portfolioId =
    typeof stored.portfolioId === 'number' && Number.isSafeInteger(stored.portfolioId)
      ? stored.portfolioId
      : null;
  return {
    rows: rows.length > 0 ? rows : emptyPortfolioDraft.rows,
    question: text(stored.question),
    image: readDraftImage(askDraftKeys.portfolio),
    portfolioId,
  };
}

/** Whether a draft's text holds anything the member typed (a row's key is not typed). */
function hasContent(value: Record<string, unknown>): boolean {
  return Object.values(value).some((field) => {
    if (typeof field === 'string') return field.trim() !== '';
    if (typeof field === 'number') return true;
    if (Array.isArray(field))
      return field.some((item) => isRecord(item) && hasContent({ ...item, key: '' }));
    return false;
  });
}

/** Keeps a draft: its text in the persisted store (an empty form leaves none), its image in memory. */
function writeAskDraft(key: AskDraftKey, values: object): void {
  const { image, ...rest } = values as { image?: unknown };
  saveDraftImage(key, image instanceof File ? image : null);
  saveDraft(key, hasContent(rest) ? JSON.stringify(rest) : '');
}

/** A form's draft as the route drives it. */
export interface AskDraft<T> {
  /** What the screen renders. */
  values: T;
  /** Every change from the screen: shown and saved at once. */
  set: (next: T) => void;
  /** A change computed from the latest values (for a step that finishes while the member types). */
  update: (change: (current: T) => T) => void;
  /** Forgets the draft, once the server accepted the question (never on an error). */
  clear: () => void;
}

/**
 * A form's values kept as a draft: restored when the screen opens, saved on every change.
 * @example const draft = useAskDraft(askDraftKeys.stock, readStockDraft)
 */
export function useAskDraft<T extends object>(key: AskDraftKey, read: () => T): AskDraft<T> {
  const [values, setValues] = useState(read);
  const latest = useRef(values);
  const set = (next: T) => {
    latest.current = next;
    setValues(next);
    writeAskDraft(key, next);
  };
  return {
    values,
    set,
    update: (change) => set(change(latest.current)),
    clear: () => {
      saveDraftImage(key, null);
      clearDraft(key);
    },
  };
}
