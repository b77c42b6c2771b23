// A change of screen within the app gives the new screen's heading the focus (audit): a launcher card,
// a sidebar link or a row menu's 'Gestione Tesseramenti' left the focus on <body> (what was pressed
// went away) or on the sidebar link, and a screen reader heard nothing of the new screen.
//
// On a change of path (not on the first page, not when only the query string changes: a dialog opened
// by URL, a tab) the screen's first <h1> in <main> takes the focus (tabIndex -1, removed again when it
// loses it); while the screen has no heading yet (its chunk or its record still loading) <main> holds
// the focus, and the heading takes it when it appears. The focus is moved only when it was lost (on
// <body>) or is in the frame around the screen (sidebar, header): a control of the screen that stays,
// as the members list when a member opens beside it, keeps it, and so does anything the screen focuses
// itself (a form's first field, a dialog). The watch ends once a heading has the focus (a screen reader
// in browse mode sends no keys: a heading replaced later, a title with a count, a reload, would pull the
// focus back while the user reads elsewhere), at the user's first key or pointer, when the focus goes
// anywhere else, or at the next change of screen. The skip link ('Vai al contenuto') still leads to <main>.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** The parts of the frame around the screen: focus left there by a change of screen moves to it. */
const FRAME = 'nav, header, [role="banner"], [role="navigation"]';

/** Not hidden (a visually hidden heading counts: a screen reader reads it). */
const shown = (el: HTMLElement) => (typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true);

/** Gives `el` the focus, focusable for the time it keeps it when it is not focusable itself. */
function focusHeld(el: HTMLElement) {
  if (!el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '-1');
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });
  }
  el.focus();
}

/** Moves the focus into the screen shown in `main`, now and as its heading appears; returns the end of the watch. */
export function focusNewScreen(main: HTMLElement): () => void {
  const doc = main.ownerDocument;
  let given: HTMLElement | null = null;
  const movable = () => {
    const active = doc.activeElement as HTMLElement | null;
    if (!active || active === doc.body || active === main || active === given) return true;
    return !main.contains(active) && !!active.closest(FRAME) && !active.closest('[role="dialog"], [role="alertdialog"]');
  };
  const settle = () => {
    if (!main.isConnected || !movable()) return stop();
    const target = [...main.querySelectorAll<HTMLElement>('h1')].find(shown) ?? main;
    if (target !== doc.activeElement) {
      given = target;
      focusHeld(target);
    }
    // The screen's heading has it: done. <main> only holds it until the heading appears.
    if (target !== main && target === doc.activeElement) stop();
  };
  const observer = new MutationObserver(settle);
  const onFocusIn = () => !movable() && stop();
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
    doc.removeEventListener('focusin', onFocusIn, true);
  };
  observer.observe(main, { childList: true, subtree: true });
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
  doc.addEventListener('focusin', onFocusIn, true);
  settle();
  return stop;
}

/** In the frame: at every change of path after the first, the focus goes to the new screen (focusNewScreen). */
export function useFocusOnScreenChange(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const first = last.current === null || last.current === pathname;
    last.current = pathname;
    if (first || !main.current) return;
    return focusNewScreen(main.current);
  }, [pathname, main]);
}
