// A tab opened before a new version was deployed asks for screens' chunks that no longer exist (their
// names carry the previous build's hashes): the screen failed to load and the error page offered only
// 'Indietro'. Vite announces such a failure ('vite:preloadError'); the page then reloads, gets the new
// version and opens the same address (the session is kept in localStorage). Once: a chunk still
// missing right after a reload is a real failure, and its error page shows.
import { pageReload } from './reloadPage';

const KEY = 'fbo.staleChunkReloadAt';
/** A failure within this long after such a reload is not a stale tab. */
export const STALE_RELOAD_WINDOW_MS = 10_000;

export function reloadOnStaleChunks(target: Window = window, now: () => number = Date.now): void {
  target.addEventListener('vite:preloadError', () => {
    let last = 0;
    try {
      last = Number(target.sessionStorage.getItem(KEY) ?? 0);
      if (now() - last < STALE_RELOAD_WINDOW_MS) return;
      target.sessionStorage.setItem(KEY, String(now()));
    } catch {
      // No storage: reloading could not be stopped from repeating; the error page shows instead.
      return;
    }
    pageReload.reload();
  });
}
