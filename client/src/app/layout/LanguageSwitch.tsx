import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { LANGUAGE_NAMES, LANGUAGES, setLanguage, t, useLanguage, type Language } from '../../i18n/i18n';

/** Which switch had focus when the language changed: the app re-renders from its root, focus comes back here. */
let refocusId: string | null = null;

/**
 * English | हिन्दी: two toggle buttons (aria-pressed), each name in its own language and script
 * (`lang`), so a shopper who reads only one of them finds it. Shown in the header on wide screens,
 * in the phone menu and in the footer.
 */
export function LanguageSwitch({ id, className = '' }: { id: string; className?: string }) {
  const current = useLanguage();
  const client = useApolloClient();
  useEffect(() => {
    if (refocusId !== id) return;
    refocusId = null;
    document.getElementById(`${id}-${current}`)?.focus();
  }, [id, current]);

  const choose = (language: Language) => {
    if (language === current) return;
    refocusId = id;
    // The screens on show ask again: the server's texts in them (order status, notifications,
    // coupon messages) come back in the new language (Accept-Language).
    void setLanguage(language).then(() => client.refetchQueries({ include: 'active' }));
  };

  return (
    <div className={`language-switch ${className}`} role="group" aria-label={t('Language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          id={`${id}-${language}`}
          type="button"
          lang={language === 'hi' ? 'hi-IN' : 'en-IN'}
          className="language-switch__option"
          aria-pressed={language === current}
          onClick={() => choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
