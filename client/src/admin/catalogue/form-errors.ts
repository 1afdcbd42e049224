/** Field-level errors of a refused save: the server's `fieldErrors` (field path → message). */
import { CombinedGraphQLErrors } from '@apollo/client';

export interface FormErrors {
  /** The message at the top of the form. */
  summary: string | null;
  byField: Record<string, string>;
}

export const NO_ERRORS: FormErrors = { summary: null, byField: {} };

export function formErrorsOf(error: unknown): FormErrors {
  if (!error) return NO_ERRORS;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const list = (first?.extensions?.fieldErrors as Array<{ field: string; message: string }> | undefined) ?? [];
    const byField: Record<string, string> = {};
    for (const item of list) byField[item.field] ??= item.message;
    const field = first?.extensions?.field;
    if (typeof field === 'string' && first?.message) byField[field] ??= first.message;
    const count = Object.keys(byField).length;
    const summary = count > 1 ? `Please fix ${count} fields marked below. Nothing was saved.` : `${first?.message ?? 'Something went wrong.'} Nothing was saved.`;
    return { summary, byField };
  }
  return { summary: error instanceof Error ? error.message : 'Something went wrong.', byField: {} };
}
