import { graphql } from '../../gql';

/** Every field of an address the screens show or edit. */
export const AddressFields = graphql(`
  fragment AddressFields on Address {
    id
    fullName
    phone
    pincode
    city
    state
    houseName
    address
    locality
    landmark
    addressType
    isDefault
    latitude
    longitude
  }
`);

export const AddAddressMutation = graphql(`
  mutation AddAddress($input: AddressInput!) {
    addAddress(input: $input) {
      address {
        ...AddressFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      address {
        ...AddressFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const PincodeLookupQuery = graphql(`
  query PincodeLookup($pincode: String!) {
    pincode(pincode: $pincode) {
      pincode
      city
      state
    }
  }
`);

export const NearestPincodeQuery = graphql(`
  query NearestPincode($latitude: Float!, $longitude: Float!) {
    nearestPincode(latitude: $latitude, longitude: $longitude) {
      pincode
      city
      state
    }
  }
`);
