import { useEffect } from 'react';
import { t } from '../i18n/i18n';

/**
 * Sets the tab's title for the current screen: "<title> · <brand>", or "<brand> · Fashion for India" when
 * `title` is empty (the title is passed through t(), so a fixed English title shows translated) (home, or while the screen's data is loading). Every route calls it, so
 * history, bookmarks and tabs tell screens apart.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    screenTitle = title ?? null;
    applyTitle();
  }, [title]);
}

/** The store's brand (its settings, given by the header once known) and the current screen's title. */
let storeBrand: string | null = null;
let screenTitle: string | null = null;

function applyTitle(): void {
  if (!storeBrand) {
    // Before the brand is known: the page shell's own title (index.html, served with the store's brand).
    if (screenTitle) document.title = t(screenTitle);
    return;
  }
  document.title = screenTitle ? `${t(screenTitle)} · ${storeBrand}` : t('{brand} · Fashion for India', { brand: storeBrand });
}

/** Sets the brand every tab title ends with (the owner's brand name, from the store's settings). */
export function setStoreBrand(brand: string | null): void {
  if (brand === storeBrand) return;
  storeBrand = brand;
  applyTitle();
}
