/**
 * The GraphQL playground served at /graphql and, for staff, at /admin/graphql: GraphiQL from npm,
 * bundled by Vite, no CDN. It talks to the endpoint it was loaded from and opens with example
 * operations in tabs (examples.ts), the docs explorer open on a wide screen, and a key button that
 * puts a token into the active tab's Authorization header (the last login's token, when this page
 * ran VerifyCode). On the admin endpoint every request (the schema's introspection too) needs the
 * staff token; headers are not saved, and the admin page keeps its tabs apart from the shoppers'.
 */
import 'graphiql/setup-workers/vite';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { ToolbarButton, useGraphiQL } from '@graphiql/react';
import { DOC_EXPLORER_PLUGIN } from '@graphiql/plugin-doc-explorer';
import { createGraphiQLFetcher, type Fetcher, type Storage } from '@graphiql/toolkit';
import 'graphiql/style.css';
import { SHOPPER_EXAMPLES, STAFF_EXAMPLES, STAFF_TOKEN_PLACEHOLDER, TOKEN_PLACEHOLDER, type PlaygroundExample } from './examples';

const isAdmin = window.location.pathname.startsWith('/admin/');
const endpoint = `${window.location.origin}${isAdmin ? '/admin/graphql' : '/graphql'}`;
// Plain JSON answers (the server does not stream @defer), so the wrapper below can read them.
const httpFetcher = createGraphiQLFetcher({ url: endpoint, enableIncrementalDelivery: false });

/** The token of the last successful verifyOtp run on this page (kept in memory only). */
let lastToken = '';
const fetcher: Fetcher = async (params, options) => {
  const result = await httpFetcher(params, options);
  const token = (result as { data?: { verifyOtp?: { login?: { token?: unknown } | null } } })?.data?.verifyOtp?.login?.token;
  if (typeof token === 'string') lastToken = token;
  return result;
};

const authorizationHeaders = (token: string) => JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2);

const tabsOf = (examples: PlaygroundExample[], placeholder: string) =>
  examples.map((example) => ({
    query: example.query,
    variables: example.variables ? JSON.stringify(example.variables, null, 2) : null,
    headers: example.needsToken ? authorizationHeaders(placeholder) : null,
  }));

/** The key button: asks for a token (offering the last login's) and writes the Authorization header of the active tab. */
function TokenButton() {
  const headerEditor = useGraphiQL((state) => state.headerEditor);
  return (
    <ToolbarButton
      label={isAdmin ? 'Use a staff token (Authorization header)' : 'Use a token (Authorization header): the last login’s, or paste one'}
      onClick={() => {
        const token = window.prompt(isAdmin ? 'Staff token (STAFF_TOKEN or a dashboard login):' : 'Token (from VerifyCode in the Log in tab):', lastToken);
        if (token?.trim()) headerEditor?.setValue(authorizationHeaders(token.trim()));
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <circle cx="7.5" cy="15.5" r="4.5" />
        <path d="M10.7 12.3 20 3M16 7l3 3M14 9l2 2" />
      </svg>
    </ToolbarButton>
  );
}

/** localStorage under an `admin:` prefix, so the two playgrounds do not share tabs. */
function prefixedStorage(prefix: string): Storage {
  const keys = () => Object.keys(localStorage).filter((key) => key.startsWith(prefix));
  return {
    getItem: (key) => localStorage.getItem(prefix + key),
    setItem: (key, value) => localStorage.setItem(prefix + key, value),
    removeItem: (key) => localStorage.removeItem(prefix + key),
    clear: () => {
      for (const key of keys()) localStorage.removeItem(key);
    },
    get length() {
      return keys().length;
    },
  };
}

// The docs explorer beside the editors when there is room; on a phone it is one tap away. The
// staff schema cannot load before a token is set, so its docs open on demand.
const openDocs = !isAdmin && window.matchMedia('(min-width: 900px)').matches;

const tabs = isAdmin ? tabsOf(STAFF_EXAMPLES, STAFF_TOKEN_PLACEHOLDER) : tabsOf(SHOPPER_EXAMPLES, TOKEN_PLACEHOLDER);
// GraphiQL fills the first tab's variables and headers editors only from these props; given when
// there are saved tabs they would add a tab on every visit, so only on a first visit.
const firstVisit = localStorage.getItem(`${isAdmin ? 'admin:' : ''}graphiql:tabState`) === null;

createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL
    fetcher={fetcher}
    defaultTabs={tabs}
    initialVariables={firstVisit ? (tabs[0].variables ?? undefined) : undefined}
    initialHeaders={firstVisit ? (tabs[0].headers ?? undefined) : undefined}
    defaultEditorToolsVisibility={isAdmin ? 'headers' : 'variables'}
    visiblePlugin={openDocs ? DOC_EXPLORER_PLUGIN : undefined}
    storage={isAdmin ? prefixedStorage('admin:') : undefined}
  >
    <GraphiQL.Toolbar>
      {({ prettify, copy, merge }) => (
        <>
          {prettify}
          {merge}
          {copy}
          <TokenButton />
        </>
      )}
    </GraphiQL.Toolbar>
  </GraphiQL>,
);
