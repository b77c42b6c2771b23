// After a deploy, a screen of the previous build cannot load its chunk: the page reloads once per chunk.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from './reloadPage';
import { reloadOnStaleChunks } from './staleChunks';

/** A window as far as the watch reads it: its events and its session storage (kept across reloads). */
function fakeWindow() {
  const stored = new Map<string, string>();
  const sessionStorage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
  return Object.assign(new EventTarget(), { sessionStorage }) as unknown as Window;
}

/** Vite's event for a chunk that did not load; whether the app prevented the error. */
const failChunk = (target: Window, chunk: string) => {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error(`Failed to fetch dynamically imported module: http://x/assets/${chunk}`) });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('reloadOnStaleChunks', () => {
  const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  beforeEach(() => reload.mockClear());

  it('reloads once for a missing chunk, without the error page; the same chunk missing after the reload shows the error', () => {
    const target = fakeWindow();
    reloadOnStaleChunks(target);
    expect(failChunk(target, 'AnagraficaPage-abc.js')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page (same tab, same session storage) misses it again, however late: a real failure.
    expect(failChunk(target, 'AnagraficaPage-abc.js')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Another deploy later, another chunk: reloads again.
    expect(failChunk(target, 'SocietaPage-def.js')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
