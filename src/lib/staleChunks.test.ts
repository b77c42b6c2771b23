// After a deploy, a screen of the previous build cannot load its chunk: the page reloads once.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from './reloadPage';
import { reloadOnStaleChunks, STALE_RELOAD_WINDOW_MS } from './staleChunks';

/** A window as far as the watch reads it: its events and its session storage. */
function fakeWindow() {
  const stored = new Map<string, string>();
  const sessionStorage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
  return Object.assign(new EventTarget(), { sessionStorage }) as unknown as Window;
}

const failChunk = (target: Window) => target.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error('Failed to fetch dynamically imported module') }));

describe('reloadOnStaleChunks', () => {
  const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  beforeEach(() => reload.mockClear());

  it('reloads the page when a chunk of the previous build is missing, once within the window, again after it', () => {
    let clock = 1_000_000;
    const target = fakeWindow();
    reloadOnStaleChunks(target, () => clock);
    failChunk(target);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page failing again at once: a real failure, no reload loop.
    clock += 1000;
    failChunk(target);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, later on: reloads again.
    clock += STALE_RELOAD_WINDOW_MS;
    failChunk(target);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
