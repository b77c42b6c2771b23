// The access pages' action button. While its request runs it is marked busy (aria-disabled) and ignores
// clicks, but keeps the keyboard focus: a disabled button drops the focus to the page, and a keyboard
// user who pressed 'Accedi' and read 'Login errata' had to find the form again (QA). `disabled` stays
// for a button that cannot act at all (e.g. an incomplete reset link).
import type { ButtonHTMLAttributes } from 'react';

export interface AccessButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
}

export function AccessButton({ busy = false, onClick, type = 'button', ...rest }: AccessButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className="acc-btn"
      aria-disabled={busy || undefined}
      onClick={(e) => {
        // Also stops a form's submission (a click, or Enter in one of its fields) while busy.
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}
