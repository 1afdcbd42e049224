import { graphql } from '../../gql';

/** Sections with their categories: the header menus and the shop page read this. */
export const SectionsQuery = graphql(`
  query Sections {
    sections {
      id
      name
      slug
      gender
      categories {
        id
        name
        slug
        image
      }
    }
  }
`);
