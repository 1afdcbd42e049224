import { graphql } from '../../gql';

/** The size chart of a product's category, read when the shopper opens the Size chart dialog. */
export const ProductSizeChartQuery = graphql(`
  query ProductSizeChart($id: ID!) {
    product(id: $id) {
      id
      category {
        id
        name
      }
      sizeChart {
        fit
        fitNote
        columns {
          kind
          label
        }
        rows {
          size
          measurements {
            kind
            cm
            inches
          }
        }
      }
    }
  }
`);
