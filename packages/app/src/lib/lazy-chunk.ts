import { CHUNK_LOAD_TIMEOUT_MS } from '@saham/domain/constants';

const RELOADED_KEY = 'saham-chunk-reload';

/** A chunk that did not arrive within §9's 120 s. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('Chunk load timed out');
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * Loads a route's code with §9's 120 s chunk timeout. When a deployed chunk is gone (a new
 * version replaced the files the open page knows), the page reloads once to pick up the new
 * version instead of failing; a second failure in a row is a real error for the route's boundary.
 * @example lazy: () => loadChunk(() => import('./routes/login.tsx'))
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError()), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    const module = await Promise.race([load(), timeout]);
    // No module: the import failed and the page is already reloading (main.tsx's
    // vite:preloadError handler); until the reload replaces it, show nothing new.
    if (module === undefined) return new Promise<T>(() => undefined);
    // No session storage where the build prerenders a page (Node).
    globalThis.sessionStorage?.removeItem(RELOADED_KEY);
    return module;
  } catch (error) {
    if (!(error instanceof ChunkTimeoutError) && reloadForNewVersion()) {
      // The reload replaces the page; until it does, show nothing new.
      return new Promise<T>(() => undefined);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reloads the page to pick up a new version, once: true when it reloads, false when this page
 * view already reloaded for a missing chunk (the chunk is not coming: an error to show, not a
 * reason to reload forever). Any lazily loaded code that fails (Vite's `vite:preloadError`) uses
 * it too.
 * @example if (reloadForNewVersion()) event.preventDefault()
 */
export function reloadForNewVersion(): boolean {
  if (sessionStorage.getItem(RELOADED_KEY) !== null) return false;
  sessionStorage.setItem(RELOADED_KEY, '1');
  window.location.reload();
  return true;
}
