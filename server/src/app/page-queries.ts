/**
 * The client's own operations for the first view of the listing and product pages
 * (client/src/features/catalog/ListingScreen.tsx, routes/product-details.tsx,
 * routes/product-category-list.tsx, features/catalog/sections.query.ts). The server runs them to
 * prerender those pages and hands the answers to the client, which then renders from them without
 * asking again: the text must stay the client's (client/src/features/catalog/prerender.test.tsx
 * compares them with the generated documents).
 */
const PRODUCT_CARD_FRAGMENT = `
fragment ProductCard_product on Product {
  id
  name
  description
  averageRating
  inStock
  price {
    amount
    currencyCode
  }
  originalPrice {
    amount
    currencyCode
  }
  discountPercent
  image
  hoverImage
  variants {
    id
    colorName
    sizes {
      id
      size
      stock
    }
  }
}`;

export const PRODUCT_LISTING_QUERY = `
query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $last: Int, $before: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
    totalCount
    totalCountExact
    pageInfo {
      hasNextPage
      hasPreviousPage
      startCursor
      endCursor
    }
    nodes {
      ...ProductCard_product
    }
    facets {
      sizes {
        value
        count
      }
      colors {
        value
        count
      }
      sleeves {
        value
        count
      }
      necks {
        value
        count
      }
      types {
        value
        count
      }
    }
  }
}
${PRODUCT_CARD_FRAGMENT}`;

export const PRODUCT_DETAILS_QUERY = `
query ProductDetails($id: ID!) {
  product(id: $id) {
    id
    name
    subtitle
    seoTitle
    seoDescription
    description
    specifications
    materialCare
    averageRating
    numReviews
    inStock
    price {
      amount
      currencyCode
    }
    originalPrice {
      amount
      currencyCode
    }
    discountPercent
    image
    category {
      id
      name
    }
    variants {
      id
      colorName
      colorValue
      images
      sizes {
        id
        size
        originalPrice {
          amount
          currencyCode
        }
        discountedPrice {
          amount
          currencyCode
        }
        discountPercent
        stock
      }
    }
    recommendations {
      ...ProductCard_product
    }
  }
}
${PRODUCT_CARD_FRAGMENT}`;

export const CATEGORY_PRODUCTS_QUERY = `
query CategoryProducts($categoryId: ID!) {
  category(id: $categoryId) {
    id
    name
  }
  products(filter: {categoryId: $categoryId}, first: 4) {
    totalCount
    nodes {
      ...ProductCard_product
    }
  }
}
${PRODUCT_CARD_FRAGMENT}`;

export const SECTIONS_QUERY = `
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
}`;

/** Money as the API answers it. */
export interface MoneyAnswer {
  amount: string;
  currencyCode: string;
}

/** What the markup reads of a product card (the ProductCard_product fragment). */
export interface CardProduct {
  id: string;
  name: string;
  description: string;
  averageRating: number;
  inStock: boolean;
  price: MoneyAnswer;
  originalPrice: MoneyAnswer;
  discountPercent: number;
  image: string;
  hoverImage?: string | null;
  variants: { id: string; colorName: string; sizes: { id: string; size: string; stock: number }[] }[];
}

export interface SectionsAnswer {
  sections: { id: string; name: string; slug: string; categories: { id: string; name: string; slug: string }[] }[];
}

export interface ListingAnswer {
  products: { totalCount: number; nodes: CardProduct[] };
}

export interface CategoryProductsAnswer {
  category: { id: string; name: string } | null;
  products: { totalCount: number; nodes: CardProduct[] } | null;
}

export interface ProductAnswer {
  product: {
    id: string;
    name: string;
    seoTitle: string;
    seoDescription: string;
    subtitle: string | null;
    averageRating: number;
    numReviews: number;
    inStock: boolean;
    price: MoneyAnswer;
    originalPrice: MoneyAnswer;
    discountPercent: number;
    image: string;
    category: { id: string; name: string };
    variants: { id: string; colorName: string; images: string[] }[];
  } | null;
}
