/**
 * The example operations the playgrounds open with, one tab each. They are documentation that
 * runs: server/test/http/playground-examples.test.ts validates every one against schema.graphql /
 * admin-schema.graphql, so a schema change that breaks an example fails the tests.
 */

export interface PlaygroundExample {
  /** What the tab teaches (also the first comment line of its operation). */
  title: string;
  query: string;
  variables?: Record<string, unknown>;
  /** Needs a login: the tab's headers editor holds the Authorization header to fill in. */
  needsToken?: boolean;
}

/** What a tab that needs a login starts with in its Headers editor. */
export const TOKEN_PLACEHOLDER = 'PASTE_THE_TOKEN_FROM_THE_LOG_IN_TAB';
export const STAFF_TOKEN_PLACEHOLDER = 'PASTE_YOUR_STAFF_TOKEN';

export const SHOPPER_EXAMPLES: PlaygroundExample[] = [
  {
    title: 'Browse',
    query: `# Browse: sections, categories, a page of
# products. Run: Ctrl-Enter or ▶. Docs: the
# book icon (left) lists every type and field.
# Next page: pageInfo.endCursor as "after"
# (variables below) while hasNextPage; first
# 0 to 100 (last/before page backwards).
query Browse($after: String) {
  sections {
    id
    name
    categories {
      id
      name
      image
    }
  }
  products(first: 6, sort: RELEVANCE, after: $after, filter: { inStockOnly: true }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      slug
      name
      price { amount currencyCode }
      originalPrice { amount currencyCode }
      discountPercent
      image
      averageRating
    }
  }
}
`,
    variables: { after: null },
  },
  {
    title: 'Product and search',
    query: `# Search (the header's search box), then one
# product with its colours and sizes: put an id
# from the answer in the variables, then pick
# ProductPage from ▶'s menu.
query Search($text: String!) {
  searchProducts(text: $text, first: 5) {
    nodes {
      id
      name
      price { amount currencyCode }
      image
    }
  }
}

query ProductPage($id: ID!) {
  product(id: $id) {
    id
    name
    description
    price { amount currencyCode }
    variants {
      id
      colorName
      images
      sizes {
        size
        discountedPrice { amount currencyCode }
        inStock
        stock
      }
    }
  }
}
`,
    variables: { text: 'kurta', id: '1' },
  },
  {
    title: 'Log in',
    query: `# Log in: run SendCode, put the code in the
# variables ("otp"), run VerifyCode. In
# development the code is in SendCode's answer;
# in production it goes by SMS only.
# The token VerifyCode answers goes in the
# Headers of the next tabs:
#   { "Authorization": "Bearer <token>" }
# The key button (toolbar) offers the last one.
# Every mutation answers userErrors: a wrong
# code is { field: ["otp"], code: INVALID }.
mutation SendCode($phone: String!) {
  sendOtp(phone: $phone) {
    otpSent {
      message
      otp
      resendAfterSeconds
    }
    userErrors {
      field
      code
      message
    }
  }
}

mutation VerifyCode($phone: String!, $otp: String!) {
  verifyOtp(phone: $phone, otp: $otp) {
    login {
      token
      expiresAt
      isNewCustomer
      customer {
        id
        phone
      }
    }
    userErrors {
      field
      code
      message
    }
  }
}
`,
    variables: { phone: '9876543210', otp: '' },
  },
  {
    title: 'Cart',
    query: `# The cart (token in Headers). The server
# prices every line. A line is a product id,
# one of its colours (variants.colorName) and
# sizes (variants.sizes.size).
mutation AddToCart($line: CartLineInput!) {
  addToCart(line: $line) {
    cart {
      itemCount
      total { amount currencyCode }
      lines {
        id
        productName
        color
        size
        quantity
        price { amount currencyCode }
        lineTotal { amount currencyCode }
      }
    }
    userErrors {
      field
      code
      message
    }
  }
}

query MyCart {
  cart {
    itemCount
    subtotal { amount currencyCode }
    discount { amount currencyCode }
    total { amount currencyCode }
    coupon {
      code
    }
  }
}
`,
    variables: { line: { productId: '1', color: 'Maroon', size: 'M', quantity: 1 } },
    needsToken: true,
  },
  {
    title: 'Place an order',
    query: `# Checkout (token in Headers): save an address
# once, then place the cart as an order. A
# retry with the same idempotencyKey answers
# the same order, never a second one. ONLINE
# answers a payment to open in the widget.
mutation SaveAddress($input: AddressInput!) {
  addAddress(input: $input) {
    address {
      id
      city
      state
    }
    userErrors {
      field
      code
      message
    }
  }
}

mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    created
    order {
      id
      orderNumber
      status
      totalAmount { amount currencyCode }
    }
    payment {
      provider
      providerOrderId
      amountPaise
    }
    userErrors {
      field
      code
      message
    }
  }
}
`,
    variables: {
      input: { addressId: '1', paymentMethod: 'COD', idempotencyKey: 'checkout-1' },
    },
    needsToken: true,
  },
  {
    title: 'Track it',
    query: `# An order's status and history (token in
# Headers; null when the id is not yours).
# Live: subscribe to orderStatusChanged over
# WebSocket on /graphql
# (graphql-ws). invoiceDownloadUrl (once it
# ships) works with no header for 15 minutes.
query TrackOrder($id: ID!) {
  order(id: $id) {
    orderNumber
    status
    statusLabel
    statusHistory {
      status
      label
      date
      note
    }
    canCancel
    invoiceNumber
    invoiceDownloadUrl
  }
}

query MyOrders {
  myOrders(first: 5) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      orderNumber
      statusLabel
      totalAmount { amount currencyCode }
      createdAt
    }
  }
}
`,
    variables: { id: '1' },
    needsToken: true,
  },
];

export const STAFF_EXAMPLES: PlaygroundExample[] = [
  {
    title: 'Overview',
    query: `# Kapda staff API. Every request needs a staff
# token, in Headers below (or the key button):
#   { "Authorization": "Bearer <staff token>" }
# then re-fetch the schema (↻) for the Docs.
# Each operation names the roles it needs.
query Overview {
  currentStaff {
    id
    role
  }
  dashboardOverview {
    todayOrders
    todayRevenue
    waiting {
      status
      count
    }
    lowStock {
      productName
      colorName
      size
      stock
    }
  }
}
`,
    needsToken: true,
  },
  {
    title: 'Orders',
    query: `# Orders to work on (fulfilment, owner),
# newest first; filter by status, payment, text.
query PlacedOrders($filter: AdminOrderFilter) {
  adminOrders(filter: $filter, limit: 10) {
    total
    orders {
      id
      orderNumber
      statusLabel
      customerName
      city
      paymentMethod
      totalAmount
    }
  }
}
`,
    variables: { filter: { status: 'PLACED' } },
    needsToken: true,
  },
  {
    title: 'Ship an order',
    query: `# Move an order along (fulfilment, owner):
# confirm, then ship with the tracking number.
# The shopper is notified; the audit log keeps it.
mutation Confirm($orderId: ID!) {
  confirmOrder(orderId: $orderId) {
    status
  }
}

mutation Ship($orderId: ID!, $courier: String!, $trackingNumber: String!) {
  shipOrder(orderId: $orderId, courier: $courier, trackingNumber: $trackingNumber) {
    status
    invoiceNumber
  }
}
`,
    variables: { orderId: '1', courier: 'Delhivery', trackingNumber: 'DL123456' },
    needsToken: true,
  },
  {
    title: 'Low stock',
    query: `# Products with a size below its low-stock
# threshold (catalogue, owner).
query LowStock {
  adminProducts(lowStockOnly: true, limit: 20) {
    totalCount
    items {
      id
      name
      categoryName
      totalStock
      lowStockSizes
      published
    }
  }
}
`,
    needsToken: true,
  },
];
