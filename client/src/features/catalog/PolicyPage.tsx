import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { PolicyType } from '../../gql/graphql';
import { paths } from '../../config/paths';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { ErrorState, Loading } from '../../ui/States';
import { useDocumentTitle } from '../../ui/use-document-title';
import '../../routes/pages.css';
import { currentLanguage, t } from '../../i18n/i18n';

/** Text of an HTML fragment with its entities decoded ("Terms &amp; Conditions" → "Terms & Conditions"). */
const htmlText = (html: string) => new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';

const PolicyQuery = graphql(`
  query PolicyPage($type: PolicyType!, $lang: String) {
    policy(type: $type, lang: $lang) {
      type
      title
      content
    }
  }
`);

/**
 * A store page the owner writes in the dashboard, in the shopper's language (English when it has no
 * text in it); its HTML is sanitized by the server before it is stored and served, and the store's
 * figures are filled in. `children` follow the text (About Us: counters and testimonials).
 */
export function PolicyPage({ type, fallbackTitle, children }: { type: PolicyType; fallbackTitle: string; children?: React.ReactNode }) {
  const { data, loading, error } = useQuery(PolicyQuery, { variables: { type, lang: currentLanguage() } });
  const title = data?.policy.title ?? fallbackTitle;
  useDocumentTitle(title);
  // The page's own <h1> shows the title; drop a leading heading that only repeats it (compared as
  // text: the stored heading spells "&" as "&amp;").
  const content = (data?.policy.content ?? '').replace(/^\s*<h[12][^>]*>([^<]*)<\/h[12]>/i, (heading, text: string) => (htmlText(text).trim() === title.trim() ? '' : heading));
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: title }]} />
      <article className="prose policy-body">
        <h1>{title}</h1>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes policy HTML with sanitize-html before sending it */}
        {loading && !data ? <Loading /> : error && !data ? <ErrorState text={t('Failed to fetch data')} /> : <div dangerouslySetInnerHTML={{ __html: content }} />}
      </article>
      {children}
    </div>
  );
}
