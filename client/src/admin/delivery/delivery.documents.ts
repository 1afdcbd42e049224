/** GraphQL documents of the delivery-area screen (typed from admin-schema.graphql by codegen). */
import { graphql } from '../gql';

export const SERVICEABLE_PINCODES = graphql(`
  query ServiceablePincodes($search: String, $deliverable: Boolean, $offset: Int) {
    serviceablePincodes(search: $search, deliverable: $deliverable, limit: 50, offset: $offset) {
      totalCount
      deliverableCount
      items {
        pincode
        city
        state
        deliverable
        codAvailable
        deliveryDays
      }
    }
  }
`);

export const PREVIEW_PINCODES = graphql(`
  query PreviewPincodeImport($csv: String!, $replace: Boolean!) {
    previewPincodeImport(csv: $csv, replace: $replace) {
      rows
      switchedOn
      switchedOff
      deliverableAfter
      problemCount
      problems {
        line
        message
      }
    }
  }
`);

export const IMPORT_PINCODES = graphql(`
  mutation ImportPincodes($csv: String!, $replace: Boolean!) {
    importPincodes(csv: $csv, replace: $replace) {
      rows
      deliverableAfter
    }
  }
`);

export const SET_PINCODE = graphql(`
  mutation SetPincodeServiceable($pincode: String!, $deliverable: Boolean!) {
    setPincodeServiceable(pincode: $pincode, deliverable: $deliverable) {
      pincode
      deliverable
      codAvailable
      deliveryDays
    }
  }
`);

export const PINCODES_CSV = graphql(`
  query ServiceablePincodesCsv {
    serviceablePincodesCsv
  }
`);
