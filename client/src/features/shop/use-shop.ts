/**
 * The store's own facts (the server's `shop`: the owner's settings): its brand, how to reach it,
 * and the shipping and returns figures checkout charges. Every text that states one of them is
 * built here from those figures (shop-texts.ts), so the footer, About Us, the policy pages, the
 * cart and checkout cannot contradict the bill (issue 26).
 */
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const ShopFactsQuery = graphql(`
  query ShopFacts {
    shop {
      configured
      brandName
      logoUrl
      legalName
      supportPhone
      supportEmail
      supportHours
      officeAddress
      mapUrl
      socialLinks {
        facebook
        instagram
        twitter
        linkedin
      }
      codFee {
        amount
        currencyCode
      }
      freeShippingOver {
        amount
        currencyCode
      }
      returnWindowDays
      deliveryDays
    }
  }
`);

export interface ShopFacts {
  configured: boolean;
  brandName: string;
  logoUrl: string | null;
  legalName: string | null;
  supportPhone: string;
  supportEmail: string;
  supportHours: string;
  officeAddress: string;
  mapUrl: string;
  socialLinks: { facebook: string; instagram: string; twitter: string; linkedin: string };
  codFee: { amount: string; currencyCode: string };
  freeShippingOver: { amount: string; currencyCode: string } | null;
  returnWindowDays: number;
  deliveryDays: number;
}

/** The store's facts, or null until the first answer (one request per page load, then the cache). */
export function useShop(): ShopFacts | null {
  const { data } = useQuery(ShopFactsQuery, { fetchPolicy: 'cache-first' });
  return (data?.shop as ShopFacts | undefined) ?? null;
}
