// Where the focus goes inside a dialog, declared once.
//
// - `firstField(box)`: the first field a user can type in or choose from (input, select, combobox,
//   textarea) that is enabled, visible and not read-only; never a button. `{ invalid: true }`: the
//   first one marked in error (FormDialog after a refused save), read-only or not: its message is what
//   the user must hear.
// - `FOCUS_FIRST_FIELD`: the transition callbacks that give the first field the focus as a dialog
//   opens, so the user types at once instead of pressing Tab first. Every MUI Dialog of the app gets
//   them from the theme (src/layout/theme.ts), as it gets its timings: FormDialog, the registration
//   dialogs' shell, filters and pickers alike. A dialog without a field (a SI/NO question, a read-only
//   view) keeps the focus where MUI puts it, on the dialog itself, and a button given `autoFocus`
//   (SI/NO's 'NO') keeps it.
//   Until the user does anything (a key, a pointer, typing, the focus moved elsewhere) the dialog's
//   content is watched, while the focus is still on the dialog: a field that comes later (a record
//   still loading, selects filled from a query) takes it when it appears. A field still loading says so
//   with `aria-busy` (the generated dialogs' reference selects): the focus waits for it rather than
//   going to the field after it. If the field given the focus goes away (a select of twinned clubs
//   replaced by 'none'), the focus goes back to the dialog, not to the page. A field that has the
//   focus keeps it: moving it would run its blur (a money field writes 0,00).

const FIELD = 'input, select, textarea, [role="combobox"]';
/** Inputs that are buttons or nothing to type in (a file input hides behind its button). */
const NOT_A_FIELD = new Set(['hidden', 'button', 'submit', 'reset', 'image', 'file']);
/** Content still loading: the focus waits for it. */
const BUSY = '[aria-busy="true"]';
/** What MUI focuses as a dialog opens (its paper). */
const DIALOG = '[role="dialog"], [role="alertdialog"]';

type Control = HTMLElement & { disabled?: boolean; readOnly?: boolean };

function isField(el: Control, readOnlyToo = false): boolean {
  if (el instanceof HTMLInputElement && NOT_A_FIELD.has(el.type)) return false;
  if (el.disabled || el.getAttribute('aria-disabled') === 'true') return false;
  if (!readOnlyToo && (el.readOnly || el.getAttribute('aria-readonly') === 'true')) return false;
  // tabIndex -1: a stand-in no one types in (MUI Select's native input, a multiline field's twin).
  if (el.tabIndex < 0 || el.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
  if (typeof el.checkVisibility === 'function') return el.checkVisibility({ visibilityProperty: true });
  const style = getComputedStyle(el);
  return style.display !== 'none' && style.visibility !== 'hidden';
}

/** A radio group is entered at its chosen option, as Tab does. */
function groupEntry(el: HTMLElement, box: ParentNode): HTMLElement {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked || !el.name) return el;
  const chosen = [...box.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.name === el.name && r.checked);
  return chosen && isField(chosen) ? chosen : el;
}

/** The first field of `box` a user can fill in (with `invalid`, the first marked in error), or null. */
export function firstField(box: ParentNode | null | undefined, { invalid = false } = {}): HTMLElement | null {
  if (!box) return null;
  for (const el of box.querySelectorAll<Control>(FIELD)) {
    if (invalid ? el.getAttribute('aria-invalid') === 'true' && isField(el, true) : isField(el)) return groupEntry(el, box);
  }
  return null;
}

/** The field to focus as the dialog opens: the first one, or null while content before it is still loading. */
function openingField(box: HTMLElement): HTMLElement | null {
  for (const el of box.querySelectorAll<Control>(`${BUSY}, ${FIELD}`)) {
    if (el.matches(BUSY)) return null;
    if (isField(el)) return groupEntry(el, box);
  }
  return null;
}

/** The dialogs opened (by the node their transition animates) and how to end the watch of each. */
const opened = new WeakMap<HTMLElement, () => void>();

/**
 * Gives the first field of the dialog in `node` (the element its transition animates) the focus, now
 * and as its content changes, for as long as the focus is still where the opening (or this) left it.
 */
function focusFirstFieldOf(node: HTMLElement) {
  if (opened.has(node)) return;
  const doc = node.ownerDocument;
  const opener = doc.activeElement && !node.contains(doc.activeElement) ? doc.activeElement : null;
  let given: HTMLElement | null = null;
  // Nobody has chosen anything yet: the focus is on the dialog itself, still on what opened it (MUI
  // moves it in after the first paint) or nowhere. A field or button the dialog focused itself
  // (`autoFocus`) is a choice.
  const onDialog = () => {
    const active = doc.activeElement;
    return !active || active === doc.body || active === opener || active === node || (node.contains(active) && active.matches(DIALOG));
  };
  const settle = () => {
    if (!node.isConnected || !(onDialog() || doc.activeElement === given)) return stop();
    if (!onDialog()) return; // the field given keeps the focus
    const field = openingField(node);
    if (field) (given = field).focus();
    else if (given) node.querySelector<HTMLElement>(DIALOG)?.focus(); // it went away
  };
  const observer = new MutationObserver(settle);
  const onFocusIn = () => !(onDialog() || doc.activeElement === given) && stop();
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
    doc.removeEventListener('input', stop, true);
    doc.removeEventListener('focusin', onFocusIn, true);
  };
  opened.set(node, stop);
  // Fields appear or go (childList), become usable or finish loading (their attributes).
  observer.observe(node, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'readonly', 'aria-disabled', 'aria-readonly', 'aria-hidden', 'aria-busy', 'hidden', 'tabindex'],
  });
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
  // A phone's keyboard, a paste or an autofill may type without a key event.
  doc.addEventListener('input', stop, true);
  doc.addEventListener('focusin', onFocusIn, true);
  settle();
}

/** The dialog in `node` starts to leave: the watch ends; opened again (`keepMounted`), it starts afresh. */
function forget(node: HTMLElement) {
  opened.get(node)?.();
  opened.delete(node);
}

/**
 * The transition callbacks of a dialog (its `slotProps.transition`): the first field takes the focus as
 * the dialog starts to appear (onEntered only counts when transitions are switched off: once per
 * opening); the watch ends, at the latest, when the dialog starts to leave.
 */
export const FOCUS_FIRST_FIELD = { onEntering: focusFirstFieldOf, onEntered: focusFirstFieldOf, onExit: forget };
