// A tab opened before a new version was deployed asks for screens' chunks that no longer exist (their
// names carry the previous build's hashes): the screen failed to load and the error page offered only
// 'Indietro'. Vite announces such a failure ('vite:preloadError', the error naming the chunk); the page
// then reloads, gets the new version and opens the same address (the session is kept in localStorage).
// Once per chunk: the same chunk missing again after the reload is a real failure, and its error page
// shows (however long the reload took; a time window let a slow phone reload for ever).
import { pageReload } from './reloadPage';

const KEY = 'fbo.staleChunkReloaded';

/** What names the failed chunk: the error's message ('Failed to fetch dynamically imported module: …/X-hash.js'). */
const failureOf = (event: Event) => String((event as Event & { payload?: unknown }).payload instanceof Error ? (event as Event & { payload: Error }).payload.message : 'chunk');

export function reloadOnStaleChunks(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const failure = failureOf(event);
    try {
      if (target.sessionStorage.getItem(KEY) === failure) return;
      target.sessionStorage.setItem(KEY, failure);
    } catch {
      // No storage: reloading could not be stopped from repeating; the error page shows instead.
      return;
    }
    // Reloading: no error page flashing meanwhile.
    event.preventDefault();
    pageReload.reload();
  });
}
