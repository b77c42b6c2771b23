// Reloading the page after an operation whose effect every screen must see (spec 1 §4: a season
// opened; §8: the general configuration saved). The operation's toast would vanish with the page, so
// it waits in sessionStorage (this tab only) and the reloaded frame shows it (useNoticeAfterReload).

export interface ReloadNotice {
  /** Already translated. */
  message: string;
  kind: 'success' | 'info';
}

const KEY = 'fbo.noticeAfterReload';

/** The browser's reload; tests replace it (`vi.spyOn(pageReload, 'reload')`): a test document cannot reload. */
export const pageReload = {
  reload: () => globalThis.location.reload(),
};

/** Reloads the page; `notice` is shown once the page is back. */
export function reloadPage(notice?: ReloadNotice): void {
  if (notice) {
    try {
      globalThis.sessionStorage?.setItem(KEY, JSON.stringify(notice));
    } catch {
      // Private mode or full storage: the page still reloads, without the toast.
    }
  }
  pageReload.reload();
}

/** The notice left by `reloadPage`, removed as it is read (shown once). */
export function takeNoticeAfterReload(): ReloadNotice | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return null;
    globalThis.sessionStorage.removeItem(KEY);
    const notice = JSON.parse(raw) as Partial<ReloadNotice>;
    return typeof notice.message === 'string' ? { message: notice.message, kind: notice.kind === 'info' ? 'info' : 'success' } : null;
  } catch {
    return null;
  }
}
