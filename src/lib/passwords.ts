// Client checks of the password forms (spec 1 §5): the new password and its confirmation are both
// required ('I campi Password sono Obbligatori'); match and strength are the server's to check.
export const PASSWORDS_REQUIRED_KEY = 'shell.passwords_required';

export interface PasswordForm {
  oldpassword?: string;
  password: string;
  confirmpassword: string;
}

/** The catalogue key of the failed check, or null when the form may be sent. */
export function checkPasswordForm(form: PasswordForm, { askOldPassword = false } = {}): string | null {
  if (!form.password || !form.confirmpassword) return PASSWORDS_REQUIRED_KEY;
  if (askOldPassword && !form.oldpassword) return PASSWORDS_REQUIRED_KEY;
  return null;
}

/** Every message of a failed answer, for an error box: field messages first, else the message. */
export function serverMessages(body: any, fallback: string): string[] {
  const fields = body?.fieldErrors ?? body?.errors;
  const list: string[] = [];
  if (fields && typeof fields === 'object') {
    for (const [k, v] of Object.entries(fields)) {
      if (k === 'root') continue;
      for (const m of Array.isArray(v) ? v : [v]) if (typeof m === 'string' && !list.includes(m)) list.push(m);
    }
  }
  if (!list.length) list.push(body?.errorMessage || body?.message || fallback);
  return list;
}
