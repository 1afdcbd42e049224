import { useEffect } from 'react';
import { t } from '../i18n/i18n';

/** The title of pages that have none of their own (and of index.html, before the app starts). */
export const STORE_TITLE = 'Kapda · Fashion for India';

/**
 * Sets the tab's title for the current screen: "<title> · Kapda", or the store's title when
 * `title` is empty (the title is passed through t(), so a fixed English title shows translated) (home, or while the screen's data is loading). Every route calls it, so
 * history, bookmarks and tabs tell screens apart.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${t(title)} · Kapda` : t(STORE_TITLE);
  }, [title]);
}
