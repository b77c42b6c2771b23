// Where the focus goes after a refused save, declared once for the dialogs and the page forms.
//
// A keyboard user who pressed 'Salva' and was refused must land on what to correct, not on <body> (the
// save button was disabled while the server worked) nor on a button at the bottom of a long form while
// the error sits screens above (audit):
// - `focusFirstError(box)`: the first field of `box` marked in error (aria-invalid, read-only or not:
//   its message is what the user must hear), else the refusal's message (`data-refusal`, tabIndex -1);
// - `<FocusAfterRefusal container={ref} />`: inside a react-admin / react-hook-form form, does it after
//   every refused submit (FormDialog, the club form);
// - `useFocusAfterRefusal(ref)`: for a form keeping its own state (the member form); call what it
//   returns once the errors are set, the focus moves after they are drawn;
// - `useFocusFirstField(ref)`: a form that opens in place of the button that opened it (the member's
//   'Modifica') gives its first field the focus, so that it does not fall to <body>.
// The buttons keep the focus while they work: `BusyButton` (./BusyButton.tsx).
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useFormState } from 'react-hook-form';
import { firstField } from './dialogFocus';

/** Focuses the first field of `box` in error, else its refusal message; whether anything took the focus. */
export function focusFirstError(box: ParentNode | null | undefined): boolean {
  const target = firstField(box, { invalid: true }) ?? box?.querySelector<HTMLElement>('[data-refusal]') ?? null;
  target?.focus();
  return !!target;
}

/** In a react-hook-form form: after a refused submit, the focus goes to the first field in error. */
export function FocusAfterRefusal({ container }: { container: RefObject<HTMLElement | null> }) {
  const { isSubmitting, submitCount } = useFormState();
  useEffect(() => {
    if (isSubmitting || !submitCount) return;
    focusFirstError(container.current);
  }, [isSubmitting, submitCount, container]);
  return null;
}

/** For a form with its own state: returns `refused()`, which moves the focus once the errors are drawn. */
export function useFocusAfterRefusal(container: RefObject<HTMLElement | null>): () => void {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) focusFirstError(container.current);
  }, [refusals, container]);
  return useCallback(() => setRefusals((n) => n + 1), []);
}

/** As the form appears, its first field takes the focus (unless something inside it already has it). */
export function useFocusFirstField(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const box = container.current;
    if (!box || box.contains(box.ownerDocument.activeElement)) return;
    firstField(box)?.focus();
  }, [container]);
}
