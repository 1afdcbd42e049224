/**
 * The GraphQL playground served at /graphql: GraphiQL from npm, bundled by Vite, no CDN.
 */
import 'graphiql/setup-workers/vite';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';

const fetcher = createGraphiQLFetcher({ url: `${window.location.origin}/graphql` });

const defaultQuery = `# Welcome to the Kapda store API.
# Press the run button (or Ctrl-Enter) to try a query; open the docs on the left to explore.
query Sections {
  sections {
    id
    name
    gender
    categories {
      id
      name
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />);
