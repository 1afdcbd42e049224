import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { paths } from '../../config/paths';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { ErrorState, Loading } from '../../ui/States';
import '../../routes/pages.css';

const PolicyQuery = graphql(`
  query PolicyPage($type: String!) {
    policy(type: $type, lang: "en") {
      type
      title
      content
    }
  }
`);

/** A server-provided policy page; its HTML is sanitized by the server before it is stored and served. */
export function PolicyPage({ type, fallbackTitle }: { type: 'privacy-policy' | 'terms'; fallbackTitle: string }) {
  const { data, loading, error } = useQuery(PolicyQuery, { variables: { type } });
  const title = data?.policy.title ?? fallbackTitle;
  // The page's own <h1> shows the title; drop a leading heading that only repeats it.
  const content = (data?.policy.content ?? '').replace(/^\s*<h[12][^>]*>([^<]*)<\/h[12]>/i, (heading, text: string) => (text.trim() === title.trim() ? '' : heading));
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: 'Home', to: paths.home }, { label: title }]} />
      <article className="prose policy-body">
        <h1>{title}</h1>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes policy HTML with sanitize-html before sending it */}
        {loading && !data ? <Loading /> : error && !data ? <ErrorState text="Failed to fetch data" /> : <div dangerouslySetInnerHTML={{ __html: content }} />}
      </article>
    </div>
  );
}
