// The dialog's validation from the declaration's zod body — the same schema (and Italian messages) the
// server applies — reduced to the first message of each field shown in the dialog.
import type { ResourceDeclaration } from '../../resources/types';
import { inputFields } from '../../resources/types';

export type FormErrors = Record<string, string>;

/**
 * A react-admin `validate` function. Values the dialog does not edit (the selected season) are
 * added from `extra`; errors on fields outside the dialog are left to the server.
 */
export function zodValidator(decl: ResourceDeclaration, extra: () => Record<string, unknown> = () => ({})) {
  const shown = new Set(inputFields(decl).map((f) => f.source));
  return (values: Record<string, unknown>): FormErrors => {
    const result = decl.body.safeParse({ ...values, ...extra() });
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (shown.has(field) && !(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}

/**
 * Whether the declaration's body refuses the field left empty, as a select's blank choice leaves it:
 * a required select offers no blank choice to pick (it could only be refused on save); an optional
 * one keeps it, so the choice can be cleared.
 */
export function refusesEmpty(decl: ResourceDeclaration, source: string): boolean {
  try {
    const result = decl.body.safeParse({ [source]: '' });
    return !result.success && result.error.issues.some((issue) => issue.path[0] === source);
  } catch {
    // A refinement written for whole bodies: no answer, so the select keeps its blank choice as before.
    return false;
  }
}
