/** What a failed staff call says on screen, with the field it is about when the server names one. */
import { CombinedGraphQLErrors } from '@apollo/client';

export interface ShownError {
  code: string;
  message: string;
  field?: string;
}

export function shownError(error: unknown): ShownError | null {
  if (!error) return null;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = String(first?.extensions?.code ?? 'ERROR');
    const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : undefined;
    if (code === 'FORBIDDEN') return { code, message: 'Your staff role may not do this: the server refused. Ask an owner if you need it.' };
    return { code, message: first?.message ?? 'Something went wrong.', field };
  }
  return { code: 'ERROR', message: error instanceof Error ? error.message : 'Something went wrong.' };
}
