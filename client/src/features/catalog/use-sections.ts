import { useQuery } from '@apollo/client/react';
import type { SectionsQuery as SectionsAnswer } from '../../gql/graphql';
import { prerenderedAnswer } from './prerendered';
import { SectionsQuery } from './sections.query';

type Sections = SectionsAnswer['sections'];

/** The sections the server sent with this page's HTML (every prerendered page), read once per load. */
const sentWithPage = prerenderedAnswer<SectionsAnswer>('Sections')?.sections;

function useSectionsQuery(): Sections | undefined {
  return useQuery(SectionsQuery).data?.sections;
}

function useSectionsSentWithPage(): Sections | undefined {
  return sentWithPage;
}

/**
 * Sections with their categories (the header's menus, a listing's title); undefined until known.
 * Where the page's HTML carries them (server/src/app/page-data.ts) they are used for the whole page
 * load: no Apollo watch and no request on the first view (#17); a new load gets what staff changed.
 * Which hook runs is fixed when this module loads, so every render calls the same hooks.
 */
export const useSections = sentWithPage ? useSectionsSentWithPage : useSectionsQuery;
