import { checkAppVersion } from '@saham/domain/app-version';
import { APP_VERSION, STATE_STORE_KEY, THEME_STORAGE_KEY } from '@saham/domain/constants';
import { snapshot, subscribe } from 'valtio';
import { dialCode } from './dial-code.ts';
import { drafts } from './drafts.ts';
import { membership } from './membership.ts';
import { otp } from './otp.ts';
import { popups } from './popups.ts';
import { session } from './session.ts';

/*
 * spec §3, §9: state is persisted in local browser storage under one state-store key. What
 * persists: the session, membership, selected dial code, OTP record (so a reload cannot skip the
 * resend wait), drafts (so typed text survives) and the popups the member closed (§4's closed
 * flag, so they do not return on every reload). UI flags, lists and the popups on screen describe
 * one page view and start fresh.
 */
const persisted = { session, membership, dialCode, otp, drafts, popups } as const;

/**
 * The fields kept of a store that is only partly persisted. The dial-code country list (about 240
 * entries) is fetched once per page view: kept, it was re-serialised into local storage on every
 * state change and made a member's first render differ from the prerendered page (issue 5).
 */
const persistedFields: { readonly [K in keyof typeof persisted]?: readonly string[] } = {
  dialCode: ['selected'],
  popups: ['closedPopups'],
};

function persistable(name: keyof typeof persisted, value: object): object {
  const fields = persistedFields[name];
  if (!fields) return value;
  return Object.fromEntries(Object.entries(value).filter(([field]) => fields.includes(field)));
}

type Persisted = { [K in keyof typeof persisted]?: Partial<(typeof persisted)[K]> } & {
  version?: string;
};

function readStore(storage: Storage): Persisted {
  try {
    const parsed = JSON.parse(storage.getItem(STATE_STORE_KEY) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Persisted) : {};
  } catch {
    // A damaged store is a first visit, not a blank screen.
    return {};
  }
}

function writeStore(storage: Storage): void {
  const state: Persisted = { version: APP_VERSION };
  for (const [name, store] of Object.entries(persisted)) {
    (state as Record<string, unknown>)[name] = persistable(
      name as keyof typeof persisted,
      snapshot(store),
    );
  }
  try {
    storage.setItem(STATE_STORE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the app keeps working for this page view.
  }
}

/**
 * Restores the persisted state, applies §1's version rule, then writes every change back.
 * Returns 'reload' when the stored version differs from 3.3.4 stable (the caller reloads).
 * @example if (hydrate(localStorage) === 'reload') location.reload()
 */
export function hydrate(storage: Storage): 'ready' | 'reload' {
  const stored = readStore(storage);
  const version = checkAppVersion(stored.version);
  for (const [name, store] of Object.entries(persisted)) {
    const saved = stored[name as keyof typeof persisted];
    if (saved && typeof saved === 'object') {
      Object.assign(store, persistable(name as keyof typeof persisted, saved));
    }
  }
  if (version.store !== null) writeStore(storage);
  let pending = false;
  for (const store of Object.values(persisted)) {
    subscribe(store, () => {
      // One write per burst of changes (a login sets several fields at once).
      if (pending) return;
      pending = true;
      queueMicrotask(() => {
        pending = false;
        writeStore(storage);
      });
    });
  }
  return version.reload ? 'reload' : 'ready';
}

/**
 * §4 login step 2: clear other local storage, keeping the state store and the device's theme
 * (issue 28: the theme is the device's, not an account's, so it stays from one login to the next).
 * @example clearOtherStorage(localStorage)
 */
export function clearOtherStorage(storage: Storage): void {
  for (const key of Object.keys(storage)) {
    if (key !== STATE_STORE_KEY && key !== THEME_STORAGE_KEY) storage.removeItem(key);
  }
}

/**
 * Writes the state now (before a full-page navigation that would drop a pending write).
 * @example flushStore(localStorage)
 */
export function flushStore(storage: Storage): void {
  writeStore(storage);
}
