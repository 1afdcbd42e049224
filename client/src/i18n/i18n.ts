/**
 * The shopper's language (English or Hindi): a tiny `t()` over a lazily loaded catalogue.
 *
 * The English text itself is the key (`t('Add to Cart')`): a string nobody has translated yet
 * still renders, in English. The Hindi catalogue (hi.json) is fetched only when Hindi is chosen.
 * The choice is remembered per device (localStorage) and mirrored in `<html lang>`. On a change
 * the app re-renders from the root (client/src/app/mount.tsx keys the router by language), so
 * plain `t()` calls anywhere, in components or in hooks, see the new language.
 * Why not i18next: see README, Decisions ("Hindi").
 */
import { useSyncExternalStore } from 'react';

export type Language = 'en' | 'hi';
export const LANGUAGES: readonly Language[] = ['en', 'hi'];
/** The language names as a switch shows them: each in its own script. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

const STORAGE_KEY = 'kapda.language';
type Catalogue = Record<string, string>;
export type Vars = Record<string, string | number | null | undefined>;

let language: Language = storedLanguage();
const catalogues: Partial<Record<Language, Catalogue>> = { en: {} };
const listeners = new Set<() => void>();

function storedLanguage(): Language {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en'; // storage blocked (private mode): English
  }
}

/** Fills `{name}` placeholders from `vars`. */
export function interpolate(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name] ?? '') : whole));
}

/** The text in the current language (English when the catalogue has no entry), placeholders filled. */
export function t(english: string, vars?: Vars): string {
  const translated = language === 'en' ? undefined : catalogues[language]?.[english];
  return interpolate(translated || english, vars);
}

export const currentLanguage = (): Language => language;

/** Locales for Intl: Indian digit grouping in both; English dates in the house's en-GB style. */
export const numberLocale = (): string => (language === 'hi' ? 'hi-IN' : 'en-IN');
export const dateLocale = (): string => (language === 'hi' ? 'hi-IN' : 'en-GB');
/** The value of `<html lang>` and of the Accept-Language header sent to the server. */
export const languageTag = (): string => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** Fetches a language's catalogue once (Hindi is its own chunk). */
export async function loadLanguage(next: Language): Promise<void> {
  if (catalogues[next]) return;
  if (next === 'hi') catalogues.hi = (await import('./hi.json')).default as Catalogue;
}

/** Mirrors the language in `<html lang>` (the staff dashboard at /admin stays English). */
export function applyDocumentLanguage(): void {
  if (typeof document === 'undefined') return;
  const admin = globalThis.location?.pathname.startsWith('/admin');
  document.documentElement.lang = admin ? 'en-IN' : languageTag();
}

/** Switches the language: loads its catalogue, remembers it on this device, re-renders the app. */
export async function setLanguage(next: Language): Promise<void> {
  await loadLanguage(next);
  language = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // not remembered: this tab still switches
  }
  applyDocumentLanguage();
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

/**
 * Marks an English text defined ahead of time (a module constant, a table of labels) as a key of
 * the catalogue; it stays English there and is translated with t() where it is shown.
 */
export const msg = <Text extends string>(english: Text): Text => english;
