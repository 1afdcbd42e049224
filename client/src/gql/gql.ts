/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccountDeletionCheck {\n    accountDeletionCheck {\n      canDelete\n      ordersKept\n      blockers {\n        orderNumber\n        reason\n      }\n    }\n  }\n": typeof types.AccountDeletionCheckDocument,
    "\n  mutation SendAccountDeletionCode {\n    sendAccountDeletionCode {\n      otpSent {\n        otp\n        resendAfterSeconds\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SendAccountDeletionCodeDocument,
    "\n  mutation DeleteMyAccount($otp: String!) {\n    deleteMyAccount(otp: $otp) {\n      receipt {\n        reference\n        ordersAnonymised\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      dataExportLink {\n        url\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  fragment AddressFields on Address {\n    id\n    fullName\n    phone\n    pincode\n    city\n    state\n    houseName\n    address\n    locality\n    landmark\n    addressType\n    isDefault\n    latitude\n    longitude\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AddAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      address {\n        ...AddressFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  query PincodeLookup($pincode: String!) {\n    pincode(pincode: $pincode) {\n      pincode\n      city\n      state\n    }\n  }\n": typeof types.PincodeLookupDocument,
    "\n  query NearestPincode($latitude: Float!, $longitude: Float!) {\n    nearestPincode(latitude: $latitude, longitude: $longitude) {\n      pincode\n      city\n      state\n    }\n  }\n": typeof types.NearestPincodeDocument,
    "\n  query Both($lines: [CartLineInput!]!) {\n    cart { id itemCount lines { id quantity } quote { lines { id quantity } } }\n    cartPreview(lines: $lines) { id itemCount lines { id quantity } quote { lines { id quantity } } }\n  }\n": typeof types.BothDocument,
    "\n  fragment CartQuoteFields on Quote {\n    itemCount\n    subtotal { amount currencyCode }\n    discount { amount currencyCode }\n    couponCode\n    lines {\n      id\n      unitPrice { amount currencyCode }\n      originalPrice { amount currencyCode }\n      discountPercent\n      quantity\n      maxQuantity\n      limitMessage\n      lineTotal { amount currencyCode }\n    }\n    options {\n      paymentMethod\n      subtotal { amount currencyCode }\n      discount { amount currencyCode }\n      shipping { amount currencyCode }\n      tax { amount currencyCode }\n      taxIncluded { amount currencyCode }\n      total { amount currencyCode }\n    }\n    messages {\n      code\n      lineId\n      message\n    }\n  }\n": typeof types.CartQuoteFieldsFragmentDoc,
    "\n  fragment CartFields on Cart {\n    id\n    itemCount\n    subtotal { amount currencyCode }\n    discount { amount currencyCode }\n    total { amount currencyCode }\n    couponMessage\n    coupon {\n      code\n      discount { amount currencyCode }\n    }\n    lines {\n      id\n      productId\n      productName\n      categoryName\n      color\n      colorValue\n      size\n      image\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n      priceSeen { amount currencyCode }\n      priceChanged\n      quantity\n      stock\n      maxQuantity\n      outOfStock\n      insufficientStock\n      lineTotal { amount currencyCode }\n    }\n    quote {\n      ...CartQuoteFields\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n": typeof types.UserErrorFieldsFragmentDoc,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  query CartPreview($lines: [CartLineInput!]!) {\n    cartPreview(lines: $lines) {\n      ...CartFields\n    }\n  }\n": typeof types.CartPreviewDocument,
    "\n  mutation AddToCart($line: CartLineInput!) {\n    addToCart(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartQuantity($line: CartLineInput!) {\n    updateCartQuantity(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateCartQuantityDocument,
    "\n  mutation RemoveFromCart($line: CartLineKeyInput!) {\n    removeFromCart(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ClearCartDocument,
    "\n  mutation MergeCart($lines: [CartLineInput!]!, $mergeKey: String) {\n    mergeCart(lines: $lines, mergeKey: $mergeKey) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.MergeCartDocument,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      hasNextPage\n      items {\n        ...ProductCard_product\n      }\n      facets {\n        sizes {\n          value\n          count\n        }\n        colors {\n          value\n          count\n        }\n        sleeves {\n          value\n          count\n        }\n        necks {\n          value\n          count\n        }\n        types {\n          value\n          count\n        }\n      }\n    }\n  }\n": typeof types.ProductListingDocument,
    "\n  query PolicyPage($type: PolicyType!) {\n    policy(type: $type, lang: \"en\") {\n      type\n      title\n      content\n    }\n  }\n": typeof types.PolicyPageDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    averageRating\n    inStock\n    price { amount currencyCode }\n    originalPrice { amount currencyCode }\n    discountPercent\n    image\n    hoverImage\n    variants {\n      id\n      colorName\n      sizes {\n        id\n        size\n        stock\n      }\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query Sections {\n    sections {\n      id\n      name\n      slug\n      gender\n      categories {\n        id\n        name\n        slug\n        image\n      }\n    }\n  }\n": typeof types.SectionsDocument,
    "\n  query ProductSizeChart($id: ID!) {\n    product(id: $id) {\n      id\n      category {\n        id\n        name\n      }\n      sizeChart {\n        fit\n        fitNote\n        columns {\n          kind\n          label\n        }\n        rows {\n          size\n          measurements {\n            kind\n            cm\n            inches\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductSizeChartDocument,
    "\n  query Coupons {\n    coupons {\n      id\n      code\n      title\n      description\n      discountType\n      discountPercent\n      flatDiscount { amount currencyCode }\n      maxDiscount { amount currencyCode }\n      minOrderAmount { amount currencyCode }\n      expiryDate\n      firstOrderOnly\n    }\n  }\n": typeof types.CouponsDocument,
    "\n  mutation ApplyCoupon($code: String!) {\n    applyCoupon(code: $code) {\n      message\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ApplyCouponDocument,
    "\n  mutation ClearCoupon {\n    clearCoupon {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ClearCouponDocument,
    "\n  query CheckPincode($pincode: String!) {\n    checkPincode(pincode: $pincode) {\n      pincode\n      deliverable\n      estimatedDate\n      deliveryDays\n      codAvailable\n      city\n      state\n      message\n    }\n  }\n": typeof types.CheckPincodeDocument,
    "\n  query Notifications {\n    notifications {\n      id\n      unreadCount\n      items {\n        id\n        title\n        body\n        sentAt\n        read\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      id\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  fragment OrderFields on Order {\n    id\n    orderNumber\n    status\n    statusLabel\n    paymentStatus\n    paymentMethod\n    itemsSubtotal { amount currencyCode }\n    discountAmount { amount currencyCode }\n    shippingCharge { amount currencyCode }\n    taxAmount { amount currencyCode }\n    totalAmount { amount currencyCode }\n    couponCode\n    cancelReason\n    createdAt\n    canCancel\n    canPay\n    invoiceNumber\n    invoiceUrl\n    creditNoteNumber\n    creditNoteUrl\n    shippingAddress {\n      fullName\n      phone\n      houseName\n      address\n      locality\n      landmark\n      city\n      state\n      pincode\n      addressType\n    }\n    items {\n      id\n      productId\n      productName\n      colorName\n      colorValue\n      size\n      image\n      originalPrice { amount currencyCode }\n      discountedPrice { amount currencyCode }\n      quantity\n      lineTotal { amount currencyCode }\n    }\n    statusHistory {\n      status\n      label\n      note\n      date\n    }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  fragment PaymentSessionFields on PaymentSession {\n    provider\n    keyId\n    providerOrderId\n    amountPaise\n    amount { amount currencyCode }\n    currency\n    orderId\n    orderNumber\n    prefillName\n    prefillContact\n  }\n": typeof types.PaymentSessionFieldsFragmentDoc,
    "\n  query MyOrders {\n    myOrders(limit: 40) {\n      ...OrderFields\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": typeof types.OrderDocument,
    "\n  query CheckoutAddresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n": typeof types.CheckoutAddressesDocument,
    "\n  query CheckoutDelivery($pincode: String!) {\n    checkPincode(pincode: $pincode) {\n      deliverable\n      codAvailable\n      message\n    }\n  }\n": typeof types.CheckoutDeliveryDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      created\n      order {\n        ...OrderFields\n      }\n      payment {\n        ...PaymentSessionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  mutation StartPayment($orderId: ID!) {\n    startPayment(orderId: $orderId) {\n      payment {\n        ...PaymentSessionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.StartPaymentDocument,
    "\n  mutation VerifyPayment($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.VerifyPaymentDocument,
    "\n  mutation RecordPaymentFailure($input: PaymentFailureInput!) {\n    recordPaymentFailure(input: $input) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RecordPaymentFailureDocument,
    "\n  query StoreSettings {\n    storeSettings {\n      onlinePaymentsEnabled\n      paymentProvider\n      onlinePaymentsMessage\n      maxUnitsPerSize\n    }\n  }\n": typeof types.StoreSettingsDocument,
    "\n  mutation CancelOrder($orderId: ID!, $reason: String!) {\n    cancelOrder(orderId: $orderId, reason: $reason) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  subscription OrderStatusChanged($orderId: ID) {\n    orderStatusChanged(orderId: $orderId) {\n      orderId\n      status\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.OrderStatusChangedDocument,
    "\n  fragment ReturnCard_return on ReturnRequest {\n    id\n    returnNumber\n    orderId\n    orderItemId\n    kind\n    status\n    statusLabel\n    quantity\n    reasonLabel\n    productName\n    size\n    exchangeSize\n    pickupDate\n    refundAmount { amount currencyCode }\n    refundTo\n    creditNoteNumber\n    rejectReason\n    trackingNumber\n    courier\n    history {\n      status\n      label\n      date\n    }\n  }\n": typeof types.ReturnCard_ReturnFragmentDoc,
    "\n  query ReturnOptions($orderId: ID!) {\n    returnOptions(orderId: $orderId) {\n      orderId\n      eligible\n      message\n      windowEndsAt\n      refundTo\n      pickupDates\n      reasons {\n        value\n        label\n      }\n      items {\n        orderItemId\n        productName\n        colorName\n        size\n        image\n        returnable\n        openReturnId\n        exchangeSizes {\n          size\n          inStock\n        }\n      }\n    }\n    myReturns(orderId: $orderId) {\n      ...ReturnCard_return\n    }\n  }\n": typeof types.ReturnOptionsDocument,
    "\n  query MyReturns {\n    myReturns {\n      ...ReturnCard_return\n    }\n  }\n": typeof types.MyReturnsDocument,
    "\n  mutation RequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      returnRequest {\n        ...ReturnCard_return\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestReturnDocument,
    "\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    title\n    text\n    authorName\n    createdAt\n    updatedAt\n    verifiedBuyer\n    photos\n  }\n": typeof types.ReviewItem_ReviewFragmentDoc,
    "\n  query ProductReviews($productId: ID!, $first: Int, $after: String) {\n    productReviews(productId: $productId, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      items {\n        ...ReviewItem_review\n      }\n    }\n  }\n": typeof types.ProductReviewsDocument,
    "\n  query ReviewEligibility($productId: ID!) {\n    reviewEligibility(productId: $productId) {\n      canWrite\n      reason\n      myReview {\n        ...ReviewItem_review\n      }\n    }\n  }\n": typeof types.ReviewEligibilityDocument,
    "\n  mutation WriteReview($productId: ID!, $input: ReviewInput!) {\n    writeReview(productId: $productId, input: $input) {\n      review {\n        ...ReviewItem_review\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.WriteReviewDocument,
    "\n  mutation EditReview($reviewId: ID!, $input: ReviewInput!) {\n    editReview(reviewId: $reviewId, input: $input) {\n      review {\n        ...ReviewItem_review\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.EditReviewDocument,
    "\n  mutation ReportReview($reviewId: ID!, $reason: String) {\n    reportReview(reviewId: $reviewId, reason: $reason) {\n      reported\n      hidden\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ReportReviewDocument,
    "\n  query SearchDropdown($text: String!) {\n    searchProducts(text: $text, limit: 6) {\n      id\n      name\n      image\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n    }\n  }\n": typeof types.SearchDropdownDocument,
    "\n  mutation Logout {\n    logout {\n      loggedOut\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query WishlistState {\n    wishlist {\n      id\n      count\n      productIds\n    }\n  }\n": typeof types.WishlistStateDocument,
    "\n  mutation ToggleWishlist($productId: ID!) {\n    toggleWishlist(productId: $productId) {\n      id\n      count\n      productIds\n    }\n  }\n": typeof types.ToggleWishlistDocument,
    "\n  query ContactInfo {\n    contactInfo {\n      address\n      phone\n      email\n      mapUrl\n      socialLinks {\n        facebook\n        twitter\n        instagram\n        linkedin\n      }\n    }\n  }\n": typeof types.ContactInfoDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      contactMessageId\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SubmitContactMessageDocument,
    "\n  query Home {\n    homePage {\n      banners {\n        id\n        title\n        subtitle\n        image\n        link\n      }\n      offers {\n        id\n        slug\n        title\n        description\n        poster\n      }\n      deals {\n        maxPrice { amount currencyCode }\n        label\n        image\n      }\n      testimonials {\n        id\n        name\n        city\n        text\n        rating\n      }\n      deliveryCities\n      newArrivals(limit: 10) {\n        ...ProductCard_product\n      }\n      bestSellers(limit: 10) {\n        ...ProductCard_product\n      }\n      trending(limit: 10) {\n        ...ProductCard_product\n      }\n    }\n    sellers: products(filter: { inStockOnly: true }, sort: RATING, pageSize: 8) {\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query MyAddresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n": typeof types.MyAddressesDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedAddressId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      addresses {\n        id\n        isDefault\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  query MyProfile {\n    me {\n      id\n      name\n      phone\n      email\n      dob\n      gender\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      customer {\n        id\n        name\n        email\n        dob\n        gender\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query OfferProducts($id: ID!) {\n    offer(id: $id) {\n      id\n      title\n      description\n      poster\n      products {\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.OfferProductsDocument,
    "\n  query CategoryProducts($categoryId: ID!) {\n    category(id: $categoryId) {\n      id\n      name\n    }\n    products(filter: { categoryId: $categoryId }, pageSize: 4) {\n      totalCount\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.CategoryProductsDocument,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      subtitle\n      description\n      specifications\n      materialCare\n      averageRating\n      numReviews\n      inStock\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n      discountPercent\n      image\n      category {\n        id\n        name\n      }\n      variants {\n        id\n        colorName\n        colorValue\n        images\n        sizes {\n          id\n          size\n          originalPrice { amount currencyCode }\n          discountedPrice { amount currencyCode }\n          discountPercent\n          stock\n        }\n      }\n      recommendations {\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ProductDetailsDocument,
    "\n  query ShopCategories {\n    categories {\n      id\n      name\n      image\n      sectionId\n    }\n    sections {\n      id\n      name\n    }\n  }\n": typeof types.ShopCategoriesDocument,
    "\n  mutation SendOtp($phone: String!) {\n    sendOtp(phone: $phone) {\n      otpSent {\n        phone\n        message\n        otp\n        resendAfterSeconds\n        expiresInSeconds\n      }\n      userErrors {\n        ...UserErrorFields\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.SendOtpDocument,
    "\n  mutation VerifyOtp($phone: String!, $otp: String!) {\n    verifyOtp(phone: $phone, otp: $otp) {\n      login {\n        token\n        isNewCustomer\n        customer {\n          id\n          phone\n          name\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  query MyWishlist {\n    wishlist {\n      id\n      count\n      productIds\n      items {\n        id\n        productId\n        addedAt\n        product {\n          id\n          name\n          subtitle\n          description\n          price { amount currencyCode }\n          originalPrice { amount currencyCode }\n          discountPercent\n          image\n          inStock\n          sizeLabels\n        }\n      }\n    }\n  }\n": typeof types.MyWishlistDocument,
};
const documents: Documents = {
    "\n  query AccountDeletionCheck {\n    accountDeletionCheck {\n      canDelete\n      ordersKept\n      blockers {\n        orderNumber\n        reason\n      }\n    }\n  }\n": types.AccountDeletionCheckDocument,
    "\n  mutation SendAccountDeletionCode {\n    sendAccountDeletionCode {\n      otpSent {\n        otp\n        resendAfterSeconds\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SendAccountDeletionCodeDocument,
    "\n  mutation DeleteMyAccount($otp: String!) {\n    deleteMyAccount(otp: $otp) {\n      receipt {\n        reference\n        ordersAnonymised\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteMyAccountDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      dataExportLink {\n        url\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  fragment AddressFields on Address {\n    id\n    fullName\n    phone\n    pincode\n    city\n    state\n    houseName\n    address\n    locality\n    landmark\n    addressType\n    isDefault\n    latitude\n    longitude\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AddAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      address {\n        ...AddressFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  query PincodeLookup($pincode: String!) {\n    pincode(pincode: $pincode) {\n      pincode\n      city\n      state\n    }\n  }\n": types.PincodeLookupDocument,
    "\n  query NearestPincode($latitude: Float!, $longitude: Float!) {\n    nearestPincode(latitude: $latitude, longitude: $longitude) {\n      pincode\n      city\n      state\n    }\n  }\n": types.NearestPincodeDocument,
    "\n  query Both($lines: [CartLineInput!]!) {\n    cart { id itemCount lines { id quantity } quote { lines { id quantity } } }\n    cartPreview(lines: $lines) { id itemCount lines { id quantity } quote { lines { id quantity } } }\n  }\n": types.BothDocument,
    "\n  fragment CartQuoteFields on Quote {\n    itemCount\n    subtotal { amount currencyCode }\n    discount { amount currencyCode }\n    couponCode\n    lines {\n      id\n      unitPrice { amount currencyCode }\n      originalPrice { amount currencyCode }\n      discountPercent\n      quantity\n      maxQuantity\n      limitMessage\n      lineTotal { amount currencyCode }\n    }\n    options {\n      paymentMethod\n      subtotal { amount currencyCode }\n      discount { amount currencyCode }\n      shipping { amount currencyCode }\n      tax { amount currencyCode }\n      taxIncluded { amount currencyCode }\n      total { amount currencyCode }\n    }\n    messages {\n      code\n      lineId\n      message\n    }\n  }\n": types.CartQuoteFieldsFragmentDoc,
    "\n  fragment CartFields on Cart {\n    id\n    itemCount\n    subtotal { amount currencyCode }\n    discount { amount currencyCode }\n    total { amount currencyCode }\n    couponMessage\n    coupon {\n      code\n      discount { amount currencyCode }\n    }\n    lines {\n      id\n      productId\n      productName\n      categoryName\n      color\n      colorValue\n      size\n      image\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n      priceSeen { amount currencyCode }\n      priceChanged\n      quantity\n      stock\n      maxQuantity\n      outOfStock\n      insufficientStock\n      lineTotal { amount currencyCode }\n    }\n    quote {\n      ...CartQuoteFields\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n": types.UserErrorFieldsFragmentDoc,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": types.CartDocument,
    "\n  query CartPreview($lines: [CartLineInput!]!) {\n    cartPreview(lines: $lines) {\n      ...CartFields\n    }\n  }\n": types.CartPreviewDocument,
    "\n  mutation AddToCart($line: CartLineInput!) {\n    addToCart(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartQuantity($line: CartLineInput!) {\n    updateCartQuantity(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateCartQuantityDocument,
    "\n  mutation RemoveFromCart($line: CartLineKeyInput!) {\n    removeFromCart(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ClearCartDocument,
    "\n  mutation MergeCart($lines: [CartLineInput!]!, $mergeKey: String) {\n    mergeCart(lines: $lines, mergeKey: $mergeKey) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.MergeCartDocument,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      hasNextPage\n      items {\n        ...ProductCard_product\n      }\n      facets {\n        sizes {\n          value\n          count\n        }\n        colors {\n          value\n          count\n        }\n        sleeves {\n          value\n          count\n        }\n        necks {\n          value\n          count\n        }\n        types {\n          value\n          count\n        }\n      }\n    }\n  }\n": types.ProductListingDocument,
    "\n  query PolicyPage($type: PolicyType!) {\n    policy(type: $type, lang: \"en\") {\n      type\n      title\n      content\n    }\n  }\n": types.PolicyPageDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    averageRating\n    inStock\n    price { amount currencyCode }\n    originalPrice { amount currencyCode }\n    discountPercent\n    image\n    hoverImage\n    variants {\n      id\n      colorName\n      sizes {\n        id\n        size\n        stock\n      }\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query Sections {\n    sections {\n      id\n      name\n      slug\n      gender\n      categories {\n        id\n        name\n        slug\n        image\n      }\n    }\n  }\n": types.SectionsDocument,
    "\n  query ProductSizeChart($id: ID!) {\n    product(id: $id) {\n      id\n      category {\n        id\n        name\n      }\n      sizeChart {\n        fit\n        fitNote\n        columns {\n          kind\n          label\n        }\n        rows {\n          size\n          measurements {\n            kind\n            cm\n            inches\n          }\n        }\n      }\n    }\n  }\n": types.ProductSizeChartDocument,
    "\n  query Coupons {\n    coupons {\n      id\n      code\n      title\n      description\n      discountType\n      discountPercent\n      flatDiscount { amount currencyCode }\n      maxDiscount { amount currencyCode }\n      minOrderAmount { amount currencyCode }\n      expiryDate\n      firstOrderOnly\n    }\n  }\n": types.CouponsDocument,
    "\n  mutation ApplyCoupon($code: String!) {\n    applyCoupon(code: $code) {\n      message\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ApplyCouponDocument,
    "\n  mutation ClearCoupon {\n    clearCoupon {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ClearCouponDocument,
    "\n  query CheckPincode($pincode: String!) {\n    checkPincode(pincode: $pincode) {\n      pincode\n      deliverable\n      estimatedDate\n      deliveryDays\n      codAvailable\n      city\n      state\n      message\n    }\n  }\n": types.CheckPincodeDocument,
    "\n  query Notifications {\n    notifications {\n      id\n      unreadCount\n      items {\n        id\n        title\n        body\n        sentAt\n        read\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      id\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  fragment OrderFields on Order {\n    id\n    orderNumber\n    status\n    statusLabel\n    paymentStatus\n    paymentMethod\n    itemsSubtotal { amount currencyCode }\n    discountAmount { amount currencyCode }\n    shippingCharge { amount currencyCode }\n    taxAmount { amount currencyCode }\n    totalAmount { amount currencyCode }\n    couponCode\n    cancelReason\n    createdAt\n    canCancel\n    canPay\n    invoiceNumber\n    invoiceUrl\n    creditNoteNumber\n    creditNoteUrl\n    shippingAddress {\n      fullName\n      phone\n      houseName\n      address\n      locality\n      landmark\n      city\n      state\n      pincode\n      addressType\n    }\n    items {\n      id\n      productId\n      productName\n      colorName\n      colorValue\n      size\n      image\n      originalPrice { amount currencyCode }\n      discountedPrice { amount currencyCode }\n      quantity\n      lineTotal { amount currencyCode }\n    }\n    statusHistory {\n      status\n      label\n      note\n      date\n    }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  fragment PaymentSessionFields on PaymentSession {\n    provider\n    keyId\n    providerOrderId\n    amountPaise\n    amount { amount currencyCode }\n    currency\n    orderId\n    orderNumber\n    prefillName\n    prefillContact\n  }\n": types.PaymentSessionFieldsFragmentDoc,
    "\n  query MyOrders {\n    myOrders(limit: 40) {\n      ...OrderFields\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": types.OrderDocument,
    "\n  query CheckoutAddresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n": types.CheckoutAddressesDocument,
    "\n  query CheckoutDelivery($pincode: String!) {\n    checkPincode(pincode: $pincode) {\n      deliverable\n      codAvailable\n      message\n    }\n  }\n": types.CheckoutDeliveryDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      created\n      order {\n        ...OrderFields\n      }\n      payment {\n        ...PaymentSessionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  mutation StartPayment($orderId: ID!) {\n    startPayment(orderId: $orderId) {\n      payment {\n        ...PaymentSessionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.StartPaymentDocument,
    "\n  mutation VerifyPayment($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.VerifyPaymentDocument,
    "\n  mutation RecordPaymentFailure($input: PaymentFailureInput!) {\n    recordPaymentFailure(input: $input) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RecordPaymentFailureDocument,
    "\n  query StoreSettings {\n    storeSettings {\n      onlinePaymentsEnabled\n      paymentProvider\n      onlinePaymentsMessage\n      maxUnitsPerSize\n    }\n  }\n": types.StoreSettingsDocument,
    "\n  mutation CancelOrder($orderId: ID!, $reason: String!) {\n    cancelOrder(orderId: $orderId, reason: $reason) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  subscription OrderStatusChanged($orderId: ID) {\n    orderStatusChanged(orderId: $orderId) {\n      orderId\n      status\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": types.OrderStatusChangedDocument,
    "\n  fragment ReturnCard_return on ReturnRequest {\n    id\n    returnNumber\n    orderId\n    orderItemId\n    kind\n    status\n    statusLabel\n    quantity\n    reasonLabel\n    productName\n    size\n    exchangeSize\n    pickupDate\n    refundAmount { amount currencyCode }\n    refundTo\n    creditNoteNumber\n    rejectReason\n    trackingNumber\n    courier\n    history {\n      status\n      label\n      date\n    }\n  }\n": types.ReturnCard_ReturnFragmentDoc,
    "\n  query ReturnOptions($orderId: ID!) {\n    returnOptions(orderId: $orderId) {\n      orderId\n      eligible\n      message\n      windowEndsAt\n      refundTo\n      pickupDates\n      reasons {\n        value\n        label\n      }\n      items {\n        orderItemId\n        productName\n        colorName\n        size\n        image\n        returnable\n        openReturnId\n        exchangeSizes {\n          size\n          inStock\n        }\n      }\n    }\n    myReturns(orderId: $orderId) {\n      ...ReturnCard_return\n    }\n  }\n": types.ReturnOptionsDocument,
    "\n  query MyReturns {\n    myReturns {\n      ...ReturnCard_return\n    }\n  }\n": types.MyReturnsDocument,
    "\n  mutation RequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      returnRequest {\n        ...ReturnCard_return\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestReturnDocument,
    "\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    title\n    text\n    authorName\n    createdAt\n    updatedAt\n    verifiedBuyer\n    photos\n  }\n": types.ReviewItem_ReviewFragmentDoc,
    "\n  query ProductReviews($productId: ID!, $first: Int, $after: String) {\n    productReviews(productId: $productId, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      items {\n        ...ReviewItem_review\n      }\n    }\n  }\n": types.ProductReviewsDocument,
    "\n  query ReviewEligibility($productId: ID!) {\n    reviewEligibility(productId: $productId) {\n      canWrite\n      reason\n      myReview {\n        ...ReviewItem_review\n      }\n    }\n  }\n": types.ReviewEligibilityDocument,
    "\n  mutation WriteReview($productId: ID!, $input: ReviewInput!) {\n    writeReview(productId: $productId, input: $input) {\n      review {\n        ...ReviewItem_review\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.WriteReviewDocument,
    "\n  mutation EditReview($reviewId: ID!, $input: ReviewInput!) {\n    editReview(reviewId: $reviewId, input: $input) {\n      review {\n        ...ReviewItem_review\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.EditReviewDocument,
    "\n  mutation ReportReview($reviewId: ID!, $reason: String) {\n    reportReview(reviewId: $reviewId, reason: $reason) {\n      reported\n      hidden\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ReportReviewDocument,
    "\n  query SearchDropdown($text: String!) {\n    searchProducts(text: $text, limit: 6) {\n      id\n      name\n      image\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n    }\n  }\n": types.SearchDropdownDocument,
    "\n  mutation Logout {\n    logout {\n      loggedOut\n    }\n  }\n": types.LogoutDocument,
    "\n  query WishlistState {\n    wishlist {\n      id\n      count\n      productIds\n    }\n  }\n": types.WishlistStateDocument,
    "\n  mutation ToggleWishlist($productId: ID!) {\n    toggleWishlist(productId: $productId) {\n      id\n      count\n      productIds\n    }\n  }\n": types.ToggleWishlistDocument,
    "\n  query ContactInfo {\n    contactInfo {\n      address\n      phone\n      email\n      mapUrl\n      socialLinks {\n        facebook\n        twitter\n        instagram\n        linkedin\n      }\n    }\n  }\n": types.ContactInfoDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      contactMessageId\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SubmitContactMessageDocument,
    "\n  query Home {\n    homePage {\n      banners {\n        id\n        title\n        subtitle\n        image\n        link\n      }\n      offers {\n        id\n        slug\n        title\n        description\n        poster\n      }\n      deals {\n        maxPrice { amount currencyCode }\n        label\n        image\n      }\n      testimonials {\n        id\n        name\n        city\n        text\n        rating\n      }\n      deliveryCities\n      newArrivals(limit: 10) {\n        ...ProductCard_product\n      }\n      bestSellers(limit: 10) {\n        ...ProductCard_product\n      }\n      trending(limit: 10) {\n        ...ProductCard_product\n      }\n    }\n    sellers: products(filter: { inStockOnly: true }, sort: RATING, pageSize: 8) {\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  query MyAddresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n": types.MyAddressesDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedAddressId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      addresses {\n        id\n        isDefault\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SetDefaultAddressDocument,
    "\n  query MyProfile {\n    me {\n      id\n      name\n      phone\n      email\n      dob\n      gender\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      customer {\n        id\n        name\n        email\n        dob\n        gender\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query OfferProducts($id: ID!) {\n    offer(id: $id) {\n      id\n      title\n      description\n      poster\n      products {\n        ...ProductCard_product\n      }\n    }\n  }\n": types.OfferProductsDocument,
    "\n  query CategoryProducts($categoryId: ID!) {\n    category(id: $categoryId) {\n      id\n      name\n    }\n    products(filter: { categoryId: $categoryId }, pageSize: 4) {\n      totalCount\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n": types.CategoryProductsDocument,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      subtitle\n      description\n      specifications\n      materialCare\n      averageRating\n      numReviews\n      inStock\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n      discountPercent\n      image\n      category {\n        id\n        name\n      }\n      variants {\n        id\n        colorName\n        colorValue\n        images\n        sizes {\n          id\n          size\n          originalPrice { amount currencyCode }\n          discountedPrice { amount currencyCode }\n          discountPercent\n          stock\n        }\n      }\n      recommendations {\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ProductDetailsDocument,
    "\n  query ShopCategories {\n    categories {\n      id\n      name\n      image\n      sectionId\n    }\n    sections {\n      id\n      name\n    }\n  }\n": types.ShopCategoriesDocument,
    "\n  mutation SendOtp($phone: String!) {\n    sendOtp(phone: $phone) {\n      otpSent {\n        phone\n        message\n        otp\n        resendAfterSeconds\n        expiresInSeconds\n      }\n      userErrors {\n        ...UserErrorFields\n        retryAfterSeconds\n      }\n    }\n  }\n": types.SendOtpDocument,
    "\n  mutation VerifyOtp($phone: String!, $otp: String!) {\n    verifyOtp(phone: $phone, otp: $otp) {\n      login {\n        token\n        isNewCustomer\n        customer {\n          id\n          phone\n          name\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.VerifyOtpDocument,
    "\n  query MyWishlist {\n    wishlist {\n      id\n      count\n      productIds\n      items {\n        id\n        productId\n        addedAt\n        product {\n          id\n          name\n          subtitle\n          description\n          price { amount currencyCode }\n          originalPrice { amount currencyCode }\n          discountPercent\n          image\n          inStock\n          sizeLabels\n        }\n      }\n    }\n  }\n": types.MyWishlistDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDeletionCheck {\n    accountDeletionCheck {\n      canDelete\n      ordersKept\n      blockers {\n        orderNumber\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountDeletionCheck {\n    accountDeletionCheck {\n      canDelete\n      ordersKept\n      blockers {\n        orderNumber\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAccountDeletionCode {\n    sendAccountDeletionCode {\n      otpSent {\n        otp\n        resendAfterSeconds\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendAccountDeletionCode {\n    sendAccountDeletionCode {\n      otpSent {\n        otp\n        resendAfterSeconds\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($otp: String!) {\n    deleteMyAccount(otp: $otp) {\n      receipt {\n        reference\n        ordersAnonymised\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($otp: String!) {\n    deleteMyAccount(otp: $otp) {\n      receipt {\n        reference\n        ordersAnonymised\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport {\n    requestDataExport {\n      dataExportLink {\n        url\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDataExport {\n    requestDataExport {\n      dataExportLink {\n        url\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    id\n    fullName\n    phone\n    pincode\n    city\n    state\n    houseName\n    address\n    locality\n    landmark\n    addressType\n    isDefault\n    latitude\n    longitude\n  }\n"): (typeof documents)["\n  fragment AddressFields on Address {\n    id\n    fullName\n    phone\n    pincode\n    city\n    state\n    houseName\n    address\n    locality\n    landmark\n    addressType\n    isDefault\n    latitude\n    longitude\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      address {\n        ...AddressFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      address {\n        ...AddressFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PincodeLookup($pincode: String!) {\n    pincode(pincode: $pincode) {\n      pincode\n      city\n      state\n    }\n  }\n"): (typeof documents)["\n  query PincodeLookup($pincode: String!) {\n    pincode(pincode: $pincode) {\n      pincode\n      city\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearestPincode($latitude: Float!, $longitude: Float!) {\n    nearestPincode(latitude: $latitude, longitude: $longitude) {\n      pincode\n      city\n      state\n    }\n  }\n"): (typeof documents)["\n  query NearestPincode($latitude: Float!, $longitude: Float!) {\n    nearestPincode(latitude: $latitude, longitude: $longitude) {\n      pincode\n      city\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Both($lines: [CartLineInput!]!) {\n    cart { id itemCount lines { id quantity } quote { lines { id quantity } } }\n    cartPreview(lines: $lines) { id itemCount lines { id quantity } quote { lines { id quantity } } }\n  }\n"): (typeof documents)["\n  query Both($lines: [CartLineInput!]!) {\n    cart { id itemCount lines { id quantity } quote { lines { id quantity } } }\n    cartPreview(lines: $lines) { id itemCount lines { id quantity } quote { lines { id quantity } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartQuoteFields on Quote {\n    itemCount\n    subtotal { amount currencyCode }\n    discount { amount currencyCode }\n    couponCode\n    lines {\n      id\n      unitPrice { amount currencyCode }\n      originalPrice { amount currencyCode }\n      discountPercent\n      quantity\n      maxQuantity\n      limitMessage\n      lineTotal { amount currencyCode }\n    }\n    options {\n      paymentMethod\n      subtotal { amount currencyCode }\n      discount { amount currencyCode }\n      shipping { amount currencyCode }\n      tax { amount currencyCode }\n      taxIncluded { amount currencyCode }\n      total { amount currencyCode }\n    }\n    messages {\n      code\n      lineId\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment CartQuoteFields on Quote {\n    itemCount\n    subtotal { amount currencyCode }\n    discount { amount currencyCode }\n    couponCode\n    lines {\n      id\n      unitPrice { amount currencyCode }\n      originalPrice { amount currencyCode }\n      discountPercent\n      quantity\n      maxQuantity\n      limitMessage\n      lineTotal { amount currencyCode }\n    }\n    options {\n      paymentMethod\n      subtotal { amount currencyCode }\n      discount { amount currencyCode }\n      shipping { amount currencyCode }\n      tax { amount currencyCode }\n      taxIncluded { amount currencyCode }\n      total { amount currencyCode }\n    }\n    messages {\n      code\n      lineId\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    id\n    itemCount\n    subtotal { amount currencyCode }\n    discount { amount currencyCode }\n    total { amount currencyCode }\n    couponMessage\n    coupon {\n      code\n      discount { amount currencyCode }\n    }\n    lines {\n      id\n      productId\n      productName\n      categoryName\n      color\n      colorValue\n      size\n      image\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n      priceSeen { amount currencyCode }\n      priceChanged\n      quantity\n      stock\n      maxQuantity\n      outOfStock\n      insufficientStock\n      lineTotal { amount currencyCode }\n    }\n    quote {\n      ...CartQuoteFields\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    id\n    itemCount\n    subtotal { amount currencyCode }\n    discount { amount currencyCode }\n    total { amount currencyCode }\n    couponMessage\n    coupon {\n      code\n      discount { amount currencyCode }\n    }\n    lines {\n      id\n      productId\n      productName\n      categoryName\n      color\n      colorValue\n      size\n      image\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n      priceSeen { amount currencyCode }\n      priceChanged\n      quantity\n      stock\n      maxQuantity\n      outOfStock\n      insufficientStock\n      lineTotal { amount currencyCode }\n    }\n    quote {\n      ...CartQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n"): (typeof documents)["\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartPreview($lines: [CartLineInput!]!) {\n    cartPreview(lines: $lines) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query CartPreview($lines: [CartLineInput!]!) {\n    cartPreview(lines: $lines) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($line: CartLineInput!) {\n    addToCart(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($line: CartLineInput!) {\n    addToCart(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartQuantity($line: CartLineInput!) {\n    updateCartQuantity(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartQuantity($line: CartLineInput!) {\n    updateCartQuantity(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($line: CartLineKeyInput!) {\n    removeFromCart(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($line: CartLineKeyInput!) {\n    removeFromCart(line: $line) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCart {\n    clearCart {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCart {\n    clearCart {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCart($lines: [CartLineInput!]!, $mergeKey: String) {\n    mergeCart(lines: $lines, mergeKey: $mergeKey) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MergeCart($lines: [CartLineInput!]!, $mergeKey: String) {\n    mergeCart(lines: $lines, mergeKey: $mergeKey) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      hasNextPage\n      items {\n        ...ProductCard_product\n      }\n      facets {\n        sizes {\n          value\n          count\n        }\n        colors {\n          value\n          count\n        }\n        sleeves {\n          value\n          count\n        }\n        necks {\n          value\n          count\n        }\n        types {\n          value\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      hasNextPage\n      items {\n        ...ProductCard_product\n      }\n      facets {\n        sizes {\n          value\n          count\n        }\n        colors {\n          value\n          count\n        }\n        sleeves {\n          value\n          count\n        }\n        necks {\n          value\n          count\n        }\n        types {\n          value\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PolicyPage($type: PolicyType!) {\n    policy(type: $type, lang: \"en\") {\n      type\n      title\n      content\n    }\n  }\n"): (typeof documents)["\n  query PolicyPage($type: PolicyType!) {\n    policy(type: $type, lang: \"en\") {\n      type\n      title\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    averageRating\n    inStock\n    price { amount currencyCode }\n    originalPrice { amount currencyCode }\n    discountPercent\n    image\n    hoverImage\n    variants {\n      id\n      colorName\n      sizes {\n        id\n        size\n        stock\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    averageRating\n    inStock\n    price { amount currencyCode }\n    originalPrice { amount currencyCode }\n    discountPercent\n    image\n    hoverImage\n    variants {\n      id\n      colorName\n      sizes {\n        id\n        size\n        stock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sections {\n    sections {\n      id\n      name\n      slug\n      gender\n      categories {\n        id\n        name\n        slug\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  query Sections {\n    sections {\n      id\n      name\n      slug\n      gender\n      categories {\n        id\n        name\n        slug\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductSizeChart($id: ID!) {\n    product(id: $id) {\n      id\n      category {\n        id\n        name\n      }\n      sizeChart {\n        fit\n        fitNote\n        columns {\n          kind\n          label\n        }\n        rows {\n          size\n          measurements {\n            kind\n            cm\n            inches\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductSizeChart($id: ID!) {\n    product(id: $id) {\n      id\n      category {\n        id\n        name\n      }\n      sizeChart {\n        fit\n        fitNote\n        columns {\n          kind\n          label\n        }\n        rows {\n          size\n          measurements {\n            kind\n            cm\n            inches\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Coupons {\n    coupons {\n      id\n      code\n      title\n      description\n      discountType\n      discountPercent\n      flatDiscount { amount currencyCode }\n      maxDiscount { amount currencyCode }\n      minOrderAmount { amount currencyCode }\n      expiryDate\n      firstOrderOnly\n    }\n  }\n"): (typeof documents)["\n  query Coupons {\n    coupons {\n      id\n      code\n      title\n      description\n      discountType\n      discountPercent\n      flatDiscount { amount currencyCode }\n      maxDiscount { amount currencyCode }\n      minOrderAmount { amount currencyCode }\n      expiryDate\n      firstOrderOnly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCoupon($code: String!) {\n    applyCoupon(code: $code) {\n      message\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyCoupon($code: String!) {\n    applyCoupon(code: $code) {\n      message\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCoupon {\n    clearCoupon {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCoupon {\n    clearCoupon {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckPincode($pincode: String!) {\n    checkPincode(pincode: $pincode) {\n      pincode\n      deliverable\n      estimatedDate\n      deliveryDays\n      codAvailable\n      city\n      state\n      message\n    }\n  }\n"): (typeof documents)["\n  query CheckPincode($pincode: String!) {\n    checkPincode(pincode: $pincode) {\n      pincode\n      deliverable\n      estimatedDate\n      deliveryDays\n      codAvailable\n      city\n      state\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications {\n      id\n      unreadCount\n      items {\n        id\n        title\n        body\n        sentAt\n        read\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications {\n      id\n      unreadCount\n      items {\n        id\n        title\n        body\n        sentAt\n        read\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      id\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      id\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    orderNumber\n    status\n    statusLabel\n    paymentStatus\n    paymentMethod\n    itemsSubtotal { amount currencyCode }\n    discountAmount { amount currencyCode }\n    shippingCharge { amount currencyCode }\n    taxAmount { amount currencyCode }\n    totalAmount { amount currencyCode }\n    couponCode\n    cancelReason\n    createdAt\n    canCancel\n    canPay\n    invoiceNumber\n    invoiceUrl\n    creditNoteNumber\n    creditNoteUrl\n    shippingAddress {\n      fullName\n      phone\n      houseName\n      address\n      locality\n      landmark\n      city\n      state\n      pincode\n      addressType\n    }\n    items {\n      id\n      productId\n      productName\n      colorName\n      colorValue\n      size\n      image\n      originalPrice { amount currencyCode }\n      discountedPrice { amount currencyCode }\n      quantity\n      lineTotal { amount currencyCode }\n    }\n    statusHistory {\n      status\n      label\n      note\n      date\n    }\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id\n    orderNumber\n    status\n    statusLabel\n    paymentStatus\n    paymentMethod\n    itemsSubtotal { amount currencyCode }\n    discountAmount { amount currencyCode }\n    shippingCharge { amount currencyCode }\n    taxAmount { amount currencyCode }\n    totalAmount { amount currencyCode }\n    couponCode\n    cancelReason\n    createdAt\n    canCancel\n    canPay\n    invoiceNumber\n    invoiceUrl\n    creditNoteNumber\n    creditNoteUrl\n    shippingAddress {\n      fullName\n      phone\n      houseName\n      address\n      locality\n      landmark\n      city\n      state\n      pincode\n      addressType\n    }\n    items {\n      id\n      productId\n      productName\n      colorName\n      colorValue\n      size\n      image\n      originalPrice { amount currencyCode }\n      discountedPrice { amount currencyCode }\n      quantity\n      lineTotal { amount currencyCode }\n    }\n    statusHistory {\n      status\n      label\n      note\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentSessionFields on PaymentSession {\n    provider\n    keyId\n    providerOrderId\n    amountPaise\n    amount { amount currencyCode }\n    currency\n    orderId\n    orderNumber\n    prefillName\n    prefillContact\n  }\n"): (typeof documents)["\n  fragment PaymentSessionFields on PaymentSession {\n    provider\n    keyId\n    providerOrderId\n    amountPaise\n    amount { amount currencyCode }\n    currency\n    orderId\n    orderNumber\n    prefillName\n    prefillContact\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders {\n    myOrders(limit: 40) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  query MyOrders {\n    myOrders(limit: 40) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutAddresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n"): (typeof documents)["\n  query CheckoutAddresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutDelivery($pincode: String!) {\n    checkPincode(pincode: $pincode) {\n      deliverable\n      codAvailable\n      message\n    }\n  }\n"): (typeof documents)["\n  query CheckoutDelivery($pincode: String!) {\n    checkPincode(pincode: $pincode) {\n      deliverable\n      codAvailable\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      created\n      order {\n        ...OrderFields\n      }\n      payment {\n        ...PaymentSessionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      created\n      order {\n        ...OrderFields\n      }\n      payment {\n        ...PaymentSessionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPayment($orderId: ID!) {\n    startPayment(orderId: $orderId) {\n      payment {\n        ...PaymentSessionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartPayment($orderId: ID!) {\n    startPayment(orderId: $orderId) {\n      payment {\n        ...PaymentSessionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPayment($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPayment($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPaymentFailure($input: PaymentFailureInput!) {\n    recordPaymentFailure(input: $input) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPaymentFailure($input: PaymentFailureInput!) {\n    recordPaymentFailure(input: $input) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreSettings {\n    storeSettings {\n      onlinePaymentsEnabled\n      paymentProvider\n      onlinePaymentsMessage\n      maxUnitsPerSize\n    }\n  }\n"): (typeof documents)["\n  query StoreSettings {\n    storeSettings {\n      onlinePaymentsEnabled\n      paymentProvider\n      onlinePaymentsMessage\n      maxUnitsPerSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($orderId: ID!, $reason: String!) {\n    cancelOrder(orderId: $orderId, reason: $reason) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($orderId: ID!, $reason: String!) {\n    cancelOrder(orderId: $orderId, reason: $reason) {\n      order {\n        ...OrderFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderStatusChanged($orderId: ID) {\n    orderStatusChanged(orderId: $orderId) {\n      orderId\n      status\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription OrderStatusChanged($orderId: ID) {\n    orderStatusChanged(orderId: $orderId) {\n      orderId\n      status\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReturnCard_return on ReturnRequest {\n    id\n    returnNumber\n    orderId\n    orderItemId\n    kind\n    status\n    statusLabel\n    quantity\n    reasonLabel\n    productName\n    size\n    exchangeSize\n    pickupDate\n    refundAmount { amount currencyCode }\n    refundTo\n    creditNoteNumber\n    rejectReason\n    trackingNumber\n    courier\n    history {\n      status\n      label\n      date\n    }\n  }\n"): (typeof documents)["\n  fragment ReturnCard_return on ReturnRequest {\n    id\n    returnNumber\n    orderId\n    orderItemId\n    kind\n    status\n    statusLabel\n    quantity\n    reasonLabel\n    productName\n    size\n    exchangeSize\n    pickupDate\n    refundAmount { amount currencyCode }\n    refundTo\n    creditNoteNumber\n    rejectReason\n    trackingNumber\n    courier\n    history {\n      status\n      label\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnOptions($orderId: ID!) {\n    returnOptions(orderId: $orderId) {\n      orderId\n      eligible\n      message\n      windowEndsAt\n      refundTo\n      pickupDates\n      reasons {\n        value\n        label\n      }\n      items {\n        orderItemId\n        productName\n        colorName\n        size\n        image\n        returnable\n        openReturnId\n        exchangeSizes {\n          size\n          inStock\n        }\n      }\n    }\n    myReturns(orderId: $orderId) {\n      ...ReturnCard_return\n    }\n  }\n"): (typeof documents)["\n  query ReturnOptions($orderId: ID!) {\n    returnOptions(orderId: $orderId) {\n      orderId\n      eligible\n      message\n      windowEndsAt\n      refundTo\n      pickupDates\n      reasons {\n        value\n        label\n      }\n      items {\n        orderItemId\n        productName\n        colorName\n        size\n        image\n        returnable\n        openReturnId\n        exchangeSizes {\n          size\n          inStock\n        }\n      }\n    }\n    myReturns(orderId: $orderId) {\n      ...ReturnCard_return\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReturns {\n    myReturns {\n      ...ReturnCard_return\n    }\n  }\n"): (typeof documents)["\n  query MyReturns {\n    myReturns {\n      ...ReturnCard_return\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      returnRequest {\n        ...ReturnCard_return\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      returnRequest {\n        ...ReturnCard_return\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    title\n    text\n    authorName\n    createdAt\n    updatedAt\n    verifiedBuyer\n    photos\n  }\n"): (typeof documents)["\n  fragment ReviewItem_review on Review {\n    id\n    rating\n    title\n    text\n    authorName\n    createdAt\n    updatedAt\n    verifiedBuyer\n    photos\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductReviews($productId: ID!, $first: Int, $after: String) {\n    productReviews(productId: $productId, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      items {\n        ...ReviewItem_review\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductReviews($productId: ID!, $first: Int, $after: String) {\n    productReviews(productId: $productId, first: $first, after: $after) {\n      totalCount\n      hasNextPage\n      endCursor\n      items {\n        ...ReviewItem_review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewEligibility($productId: ID!) {\n    reviewEligibility(productId: $productId) {\n      canWrite\n      reason\n      myReview {\n        ...ReviewItem_review\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewEligibility($productId: ID!) {\n    reviewEligibility(productId: $productId) {\n      canWrite\n      reason\n      myReview {\n        ...ReviewItem_review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteReview($productId: ID!, $input: ReviewInput!) {\n    writeReview(productId: $productId, input: $input) {\n      review {\n        ...ReviewItem_review\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WriteReview($productId: ID!, $input: ReviewInput!) {\n    writeReview(productId: $productId, input: $input) {\n      review {\n        ...ReviewItem_review\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditReview($reviewId: ID!, $input: ReviewInput!) {\n    editReview(reviewId: $reviewId, input: $input) {\n      review {\n        ...ReviewItem_review\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditReview($reviewId: ID!, $input: ReviewInput!) {\n    editReview(reviewId: $reviewId, input: $input) {\n      review {\n        ...ReviewItem_review\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportReview($reviewId: ID!, $reason: String) {\n    reportReview(reviewId: $reviewId, reason: $reason) {\n      reported\n      hidden\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReportReview($reviewId: ID!, $reason: String) {\n    reportReview(reviewId: $reviewId, reason: $reason) {\n      reported\n      hidden\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchDropdown($text: String!) {\n    searchProducts(text: $text, limit: 6) {\n      id\n      name\n      image\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n    }\n  }\n"): (typeof documents)["\n  query SearchDropdown($text: String!) {\n    searchProducts(text: $text, limit: 6) {\n      id\n      name\n      image\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      loggedOut\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      loggedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistState {\n    wishlist {\n      id\n      count\n      productIds\n    }\n  }\n"): (typeof documents)["\n  query WishlistState {\n    wishlist {\n      id\n      count\n      productIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleWishlist($productId: ID!) {\n    toggleWishlist(productId: $productId) {\n      id\n      count\n      productIds\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleWishlist($productId: ID!) {\n    toggleWishlist(productId: $productId) {\n      id\n      count\n      productIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactInfo {\n    contactInfo {\n      address\n      phone\n      email\n      mapUrl\n      socialLinks {\n        facebook\n        twitter\n        instagram\n        linkedin\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactInfo {\n    contactInfo {\n      address\n      phone\n      email\n      mapUrl\n      socialLinks {\n        facebook\n        twitter\n        instagram\n        linkedin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      contactMessageId\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      contactMessageId\n      message\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    homePage {\n      banners {\n        id\n        title\n        subtitle\n        image\n        link\n      }\n      offers {\n        id\n        slug\n        title\n        description\n        poster\n      }\n      deals {\n        maxPrice { amount currencyCode }\n        label\n        image\n      }\n      testimonials {\n        id\n        name\n        city\n        text\n        rating\n      }\n      deliveryCities\n      newArrivals(limit: 10) {\n        ...ProductCard_product\n      }\n      bestSellers(limit: 10) {\n        ...ProductCard_product\n      }\n      trending(limit: 10) {\n        ...ProductCard_product\n      }\n    }\n    sellers: products(filter: { inStockOnly: true }, sort: RATING, pageSize: 8) {\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    homePage {\n      banners {\n        id\n        title\n        subtitle\n        image\n        link\n      }\n      offers {\n        id\n        slug\n        title\n        description\n        poster\n      }\n      deals {\n        maxPrice { amount currencyCode }\n        label\n        image\n      }\n      testimonials {\n        id\n        name\n        city\n        text\n        rating\n      }\n      deliveryCities\n      newArrivals(limit: 10) {\n        ...ProductCard_product\n      }\n      bestSellers(limit: 10) {\n        ...ProductCard_product\n      }\n      trending(limit: 10) {\n        ...ProductCard_product\n      }\n    }\n    sellers: products(filter: { inStockOnly: true }, sort: RATING, pageSize: 8) {\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAddresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n"): (typeof documents)["\n  query MyAddresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedAddressId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedAddressId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      addresses {\n        id\n        isDefault\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      addresses {\n        id\n        isDefault\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    me {\n      id\n      name\n      phone\n      email\n      dob\n      gender\n    }\n  }\n"): (typeof documents)["\n  query MyProfile {\n    me {\n      id\n      name\n      phone\n      email\n      dob\n      gender\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      customer {\n        id\n        name\n        email\n        dob\n        gender\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      customer {\n        id\n        name\n        email\n        dob\n        gender\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferProducts($id: ID!) {\n    offer(id: $id) {\n      id\n      title\n      description\n      poster\n      products {\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfferProducts($id: ID!) {\n    offer(id: $id) {\n      id\n      title\n      description\n      poster\n      products {\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryProducts($categoryId: ID!) {\n    category(id: $categoryId) {\n      id\n      name\n    }\n    products(filter: { categoryId: $categoryId }, pageSize: 4) {\n      totalCount\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryProducts($categoryId: ID!) {\n    category(id: $categoryId) {\n      id\n      name\n    }\n    products(filter: { categoryId: $categoryId }, pageSize: 4) {\n      totalCount\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      subtitle\n      description\n      specifications\n      materialCare\n      averageRating\n      numReviews\n      inStock\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n      discountPercent\n      image\n      category {\n        id\n        name\n      }\n      variants {\n        id\n        colorName\n        colorValue\n        images\n        sizes {\n          id\n          size\n          originalPrice { amount currencyCode }\n          discountedPrice { amount currencyCode }\n          discountPercent\n          stock\n        }\n      }\n      recommendations {\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      subtitle\n      description\n      specifications\n      materialCare\n      averageRating\n      numReviews\n      inStock\n      price { amount currencyCode }\n      originalPrice { amount currencyCode }\n      discountPercent\n      image\n      category {\n        id\n        name\n      }\n      variants {\n        id\n        colorName\n        colorValue\n        images\n        sizes {\n          id\n          size\n          originalPrice { amount currencyCode }\n          discountedPrice { amount currencyCode }\n          discountPercent\n          stock\n        }\n      }\n      recommendations {\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCategories {\n    categories {\n      id\n      name\n      image\n      sectionId\n    }\n    sections {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ShopCategories {\n    categories {\n      id\n      name\n      image\n      sectionId\n    }\n    sections {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOtp($phone: String!) {\n    sendOtp(phone: $phone) {\n      otpSent {\n        phone\n        message\n        otp\n        resendAfterSeconds\n        expiresInSeconds\n      }\n      userErrors {\n        ...UserErrorFields\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendOtp($phone: String!) {\n    sendOtp(phone: $phone) {\n      otpSent {\n        phone\n        message\n        otp\n        resendAfterSeconds\n        expiresInSeconds\n      }\n      userErrors {\n        ...UserErrorFields\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($phone: String!, $otp: String!) {\n    verifyOtp(phone: $phone, otp: $otp) {\n      login {\n        token\n        isNewCustomer\n        customer {\n          id\n          phone\n          name\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyOtp($phone: String!, $otp: String!) {\n    verifyOtp(phone: $phone, otp: $otp) {\n      login {\n        token\n        isNewCustomer\n        customer {\n          id\n          phone\n          name\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWishlist {\n    wishlist {\n      id\n      count\n      productIds\n      items {\n        id\n        productId\n        addedAt\n        product {\n          id\n          name\n          subtitle\n          description\n          price { amount currencyCode }\n          originalPrice { amount currencyCode }\n          discountPercent\n          image\n          inStock\n          sizeLabels\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyWishlist {\n    wishlist {\n      id\n      count\n      productIds\n      items {\n        id\n        productId\n        addedAt\n        product {\n          id\n          name\n          subtitle\n          description\n          price { amount currencyCode }\n          originalPrice { amount currencyCode }\n          discountPercent\n          image\n          inStock\n          sizeLabels\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;