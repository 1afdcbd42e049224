import { getToken } from '../session/session-store';
import { languageTag, t } from '../../i18n/i18n';

/**
 * Downloads one of an order's PDF tax documents, its invoice or its credit note (the bearer token
 * is needed, so a plain link will not do). `fileName` is what the browser saves it as.
 */
export async function downloadInvoice(url: string, fileName: string): Promise<void> {
  const token = getToken();
  // Accept-Language: a refusal's message comes back in the shopper's language.
  const response = await fetch(url, { headers: { 'accept-language': languageTag(), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new Error(body?.message ?? t('Could not download the document.'));
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
