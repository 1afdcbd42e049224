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
    "\n  query AdminSetupGate {\n    adminStoreSettings {\n      brandName\n      updatedAt\n    }\n  }\n": typeof types.AdminSetupGateDocument,
    "\n  query CatalogueSections {\n    catalogueSections {\n      id\n      name\n      categories {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CatalogueSectionsDocument,
    "\n  query AdminProductList($search: String, $categoryId: ID, $published: Boolean, $lowStockOnly: Boolean, $archived: Boolean, $offset: Int) {\n    adminProducts(search: $search, categoryId: $categoryId, published: $published, lowStockOnly: $lowStockOnly, archived: $archived, limit: 25, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        slug\n        categoryName\n        published\n        inShop\n        archivedAt\n        inStock\n        listingPrice\n        totalStock\n        lowStockSizes\n        image\n      }\n    }\n  }\n": typeof types.AdminProductListDocument,
    "\n  fragment AdminProductFields on AdminProduct {\n    id\n    sectionId\n    categoryId\n    hsnCode\n    categoryHsnCode\n    name\n    slug\n    seoTitle\n    seoDescription\n    inShop\n    archivedAt\n    subtitle\n    description\n    materialCare\n    specifications\n    isNewArrival\n    isTrending\n    published\n    inStock\n    listingPrice\n    variants {\n      id\n      colorName\n      colorValue\n      sleeve\n      neck\n      type\n      images\n      sizes {\n        id\n        size\n        price\n        mrp\n        discount\n        stock\n        lowStockThreshold\n        lowStock\n      }\n    }\n  }\n": typeof types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProductEdit($id: ID!) {\n    adminProduct(id: $id) {\n      ...AdminProductFields\n    }\n    stockMovements(productId: $id) {\n      id\n      sizeId\n      delta\n      stockAfter\n      reason\n      note\n      staffId\n      createdAt\n    }\n  }\n": typeof types.AdminProductEditDocument,
    "\n  mutation AdminCreateProduct($input: AdminProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.AdminCreateProductDocument,
    "\n  mutation AdminUpdateProduct($id: ID!, $input: AdminProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.AdminUpdateProductDocument,
    "\n  mutation AdminSetPublished($id: ID!, $published: Boolean!) {\n    setProductPublished(id: $id, published: $published) {\n      id\n      published\n    }\n  }\n": typeof types.AdminSetPublishedDocument,
    "\n  mutation AdminAdjustStock($sizeId: ID!, $delta: Int!, $reason: StockReason!, $note: String) {\n    adjustStock(sizeId: $sizeId, delta: $delta, reason: $reason, note: $note) {\n      id\n      stock\n      lowStock\n    }\n  }\n": typeof types.AdminAdjustStockDocument,
    "\n  query AdminStockCsv {\n    stockCsv\n  }\n": typeof types.AdminStockCsvDocument,
    "\n  query AdminPreviewStockCsv($csv: String!) {\n    previewStockCsv(csv: $csv) {\n      changedRows\n      errorRows\n      conflictRows\n      rows {\n        line\n        sizeId\n        product\n        colour\n        size\n        changes {\n          field\n          from\n          to\n        }\n        errors\n        conflict {\n          sheetStock\n          currentStock\n          wantedStock\n          message\n        }\n      }\n    }\n  }\n": typeof types.AdminPreviewStockCsvDocument,
    "\n  mutation AdminApplyStockCsv($csv: String!) {\n    applyStockCsv(csv: $csv) {\n      changedRows\n      errorRows\n    }\n  }\n": typeof types.AdminApplyStockCsvDocument,
    "\n  query AdminCoupons {\n    adminCoupons {\n      id\n      code\n      title\n      description\n      discountType\n      discountValue\n      maxDiscount\n      minOrderAmount\n      startsAt\n      expiresAt\n      usageLimit\n      perCustomerLimit\n      firstOrderOnly\n      active\n      usedCount\n      redemptions\n      customers\n      discountGiven\n    }\n  }\n": typeof types.AdminCouponsDocument,
    "\n  mutation AdminCreateCoupon($input: AdminCouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateCouponDocument,
    "\n  mutation AdminUpdateCoupon($id: ID!, $input: AdminCouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminUpdateCouponDocument,
    "\n  mutation AdminSetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.AdminSetCouponActiveDocument,
    "\n  query AdminMerchandising {\n    adminBanners {\n      id\n      title\n      subtitle\n      image\n      link\n      position\n      active\n      startsAt\n      endsAt\n    }\n    adminOffers {\n      id\n      slug\n      title\n      description\n      poster\n      position\n      active\n      startsAt\n      endsAt\n      discountType\n      discountValue\n      productIds\n      products {\n        id\n        name\n      }\n    }\n    adminThemedCollections {\n      id\n      sectionId\n      slug\n      title\n      description\n      image\n      position\n      active\n      startsAt\n      endsAt\n      productIds\n      products {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminMerchandisingDocument,
    "\n  query AdminPickerProducts($search: String) {\n    adminProducts(search: $search, limit: 10) {\n      totalCount\n      items {\n        id\n        name\n        published\n        image\n      }\n    }\n  }\n": typeof types.AdminPickerProductsDocument,
    "\n  mutation AdminSaveBanner($id: ID, $input: BannerInput!) {\n    saveBanner(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminSaveBannerDocument,
    "\n  mutation AdminSaveOffer($id: ID, $input: OfferInput!) {\n    saveOffer(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminSaveOfferDocument,
    "\n  mutation AdminSaveCollection($id: ID, $input: CollectionInput!) {\n    saveThemedCollection(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminSaveCollectionDocument,
    "\n  mutation AdminReorderMerchandising($kind: MerchKind!, $ids: [ID!]!) {\n    reorderMerchandising(kind: $kind, ids: $ids)\n  }\n": typeof types.AdminReorderMerchandisingDocument,
    "\n  mutation AdminDeleteMerchandising($kind: MerchKind!, $id: ID!) {\n    deleteMerchandising(kind: $kind, id: $id)\n  }\n": typeof types.AdminDeleteMerchandisingDocument,
    "\n  query AdminStorePages {\n    adminStorePages {\n      type\n      lang\n      title\n      content\n      updatedAt\n    }\n  }\n": typeof types.AdminStorePagesDocument,
    "\n  mutation AdminSaveStorePage($input: StorePageInput!) {\n    saveStorePage(input: $input) {\n      type\n      lang\n      title\n      content\n      updatedAt\n    }\n  }\n": typeof types.AdminSaveStorePageDocument,
    "\n  query AdminTestimonials {\n    adminTestimonials {\n      id\n      name\n      city\n      text\n      textHi\n      rating\n      avatar\n      position\n    }\n  }\n": typeof types.AdminTestimonialsDocument,
    "\n  mutation AdminSaveTestimonial($id: ID, $input: TestimonialInput!) {\n    saveTestimonial(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminSaveTestimonialDocument,
    "\n  query CatalogueStructure {\n    catalogueSections {\n      id\n      name\n      slug\n      gender\n      image\n      hidden\n      position\n      categories {\n        id\n        sectionId\n        name\n        slug\n        image\n        hsnCode\n        hidden\n        position\n        seoTitle\n        seoDescription\n        productCount\n      }\n    }\n  }\n": typeof types.CatalogueStructureDocument,
    "\n  mutation CreateSection($input: AdminSectionInput!) {\n    createSection(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateSectionDocument,
    "\n  mutation UpdateSection($id: ID!, $input: AdminSectionInput!) {\n    updateSection(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateSectionDocument,
    "\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id)\n  }\n": typeof types.DeleteSectionDocument,
    "\n  mutation ReorderSections($ids: [ID!]!) {\n    reorderSections(ids: $ids) {\n      id\n    }\n  }\n": typeof types.ReorderSectionsDocument,
    "\n  mutation CreateCategory($input: AdminCategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: AdminCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation ReorderCategories($sectionId: ID!, $ids: [ID!]!) {\n    reorderCategories(sectionId: $sectionId, ids: $ids) {\n      id\n    }\n  }\n": typeof types.ReorderCategoriesDocument,
    "\n  mutation BulkUpdateProducts($action: ProductBulkAction!, $ids: [ID!], $filter: AdminProductFilterInput) {\n    bulkUpdateProducts(action: $action, ids: $ids, filter: $filter)\n  }\n": typeof types.BulkUpdateProductsDocument,
    "\n  fragment AdminSizeChartFields on SizeChart {\n    fit\n    fitNote\n    columns {\n      kind\n      label\n    }\n    rows {\n      size\n      measurements {\n        kind\n        cm\n        inches\n      }\n    }\n  }\n": typeof types.AdminSizeChartFieldsFragmentDoc,
    "\n  query CategorySizeChart($categoryId: ID!) {\n    categorySizeChart(categoryId: $categoryId) {\n      ...AdminSizeChartFields\n    }\n  }\n": typeof types.CategorySizeChartDocument,
    "\n  mutation SaveCategorySizeChart($categoryId: ID!, $chart: SizeChartInput!) {\n    saveCategorySizeChart(categoryId: $categoryId, chart: $chart) {\n      ...AdminSizeChartFields\n    }\n  }\n": typeof types.SaveCategorySizeChartDocument,
    "\n  query ProductSizeCharts($productId: ID!) {\n    productSizeCharts(productId: $productId) {\n      own {\n        ...AdminSizeChartFields\n      }\n      category {\n        ...AdminSizeChartFields\n      }\n    }\n  }\n": typeof types.ProductSizeChartsDocument,
    "\n  mutation SaveProductSizeChart($productId: ID!, $chart: SizeChartInput) {\n    saveProductSizeChart(productId: $productId, chart: $chart) {\n      ...AdminSizeChartFields\n    }\n  }\n": typeof types.SaveProductSizeChartDocument,
    "\n  query ProductCsvExport {\n    productCsv\n  }\n": typeof types.ProductCsvExportDocument,
    "\n  query PreviewProductCsv($csv: String!) {\n    previewProductCsv(csv: $csv) {\n      products\n      errorRows\n      rows {\n        line\n        product\n        colour\n        size\n        errors\n      }\n    }\n  }\n": typeof types.PreviewProductCsvDocument,
    "\n  mutation ImportProductCsv($csv: String!) {\n    importProductCsv(csv: $csv) {\n      products\n    }\n  }\n": typeof types.ImportProductCsvDocument,
    "\n  query ServiceablePincodes($search: String, $deliverable: Boolean, $offset: Int) {\n    serviceablePincodes(search: $search, deliverable: $deliverable, limit: 50, offset: $offset) {\n      totalCount\n      deliverableCount\n      items {\n        pincode\n        city\n        state\n        deliverable\n        codAvailable\n        deliveryDays\n      }\n    }\n  }\n": typeof types.ServiceablePincodesDocument,
    "\n  query PreviewPincodeImport($csv: String!, $replace: Boolean!) {\n    previewPincodeImport(csv: $csv, replace: $replace) {\n      rows\n      switchedOn\n      switchedOff\n      deliverableAfter\n      problemCount\n      problems {\n        line\n        message\n      }\n    }\n  }\n": typeof types.PreviewPincodeImportDocument,
    "\n  mutation ImportPincodes($csv: String!, $replace: Boolean!) {\n    importPincodes(csv: $csv, replace: $replace) {\n      rows\n      deliverableAfter\n    }\n  }\n": typeof types.ImportPincodesDocument,
    "\n  mutation SetPincodeServiceable($pincode: String!, $deliverable: Boolean!) {\n    setPincodeServiceable(pincode: $pincode, deliverable: $deliverable) {\n      pincode\n      deliverable\n      codAvailable\n      deliveryDays\n    }\n  }\n": typeof types.SetPincodeServiceableDocument,
    "\n  query ServiceablePincodesCsv {\n    serviceablePincodesCsv\n  }\n": typeof types.ServiceablePincodesCsvDocument,
    "\n  query AdminApiKeys {\n    apiScopes {\n      name\n      description\n    }\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      allowedIps\n      expiresAt\n      revokedAt\n      lastUsedAt\n      createdAt\n    }\n  }\n": typeof types.AdminApiKeysDocument,
    "\n  mutation AdminCreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      token\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminCreateApiKeyDocument,
    "\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.AdminRevokeApiKeyDocument,
    "\n  query AdminAuditLog($entityType: String, $limit: Int!, $offset: Int!) {\n    auditLog(entityType: $entityType, limit: $limit, offset: $offset) {\n      id\n      staffId\n      staffPhone\n      role\n      action\n      entityType\n      entityId\n      before\n      after\n      at\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminCustomerPage($id: ID!) {\n    adminCustomer(id: $id) {\n      customer {\n        id\n        phone\n        name\n        email\n        createdAt\n        orderCount\n      }\n      orders {\n        id\n        orderNumber\n        status\n        statusLabel\n        totalAmount { amount currencyCode }\n        createdAt\n      }\n      addresses {\n        id\n        fullName\n        phone\n        houseName\n        address\n        locality\n        city\n        state\n        pincode\n      }\n      notifications {\n        id\n        title\n        body\n        sentAt\n        readAt\n      }\n    }\n  }\n": typeof types.AdminCustomerPageDocument,
    "\n  query AdminCustomers($query: String!) {\n    adminCustomers(query: $query) {\n      id\n      phone\n      name\n      email\n      createdAt\n      orderCount\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  query AdminOutboxDeliveries($status: OutboxDeliveryStatus) {\n    outboxDeliveries(status: $status, first: 100) {\n      eventId\n      event\n      consumer\n      status\n      attempts\n      lastError\n      createdAt\n      nextAttemptAt\n      deliveredAt\n    }\n  }\n": typeof types.AdminOutboxDeliveriesDocument,
    "\n  mutation AdminRetryOutboxDelivery($eventId: ID!, $consumer: String!) {\n    retryOutboxDelivery(eventId: $eventId, consumer: $consumer)\n  }\n": typeof types.AdminRetryOutboxDeliveryDocument,
    "\n  query AdminGstRates {\n    adminGstRates {\n      id\n      hsnPrefix\n      upToRupeesPerPiece\n      ratePercent\n      followsPrincipal\n      validFrom\n      validTo\n      description\n    }\n  }\n": typeof types.AdminGstRatesDocument,
    "\n  mutation AdminAddGstRate($input: GstRateInput!) {\n    addGstRate(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminAddGstRateDocument,
    "\n  query AdminGstMonth($month: String!) {\n    adminGstMonth(month: $month) {\n      month\n      taxable\n      igst\n      cgst\n      sgst\n      invoiceValue\n      creditValue\n      invoices {\n        count\n        from\n        to\n      }\n      creditNotes {\n        count\n        from\n        to\n      }\n      summary {\n        placeOfSupply\n        ratePercent\n        taxable\n        igst\n        cgst\n        sgst\n      }\n    }\n  }\n": typeof types.AdminGstMonthDocument,
    "\n  query AdminOrderPage($id: ID!) {\n    shippingSetup {\n      provider\n      books\n    }\n    adminOrder(id: $id) {\n      shipment {\n        awb\n        courierName\n        labelUrl\n        status\n        expectedDelivery\n        pickupRef\n        pickupDate\n        receivedCondition\n        scans {\n          status\n          courierStatus\n          location\n          remark\n          at\n        }\n      }\n      customerId\n      customerPhone\n      customerName\n      courier\n      trackingNumber\n      allowedActions\n      paymentAttempts {\n        id\n        provider\n        status\n        source\n        providerPaymentId\n        errorCode\n        errorDescription\n        createdAt\n        secondPayment\n        amount { amount currencyCode }\n        refund\n        refundId\n        refundError\n      }\n      order {\n        id\n        orderNumber\n        status\n        statusLabel\n        paymentStatus\n        paymentMethod\n        itemsSubtotal { amount currencyCode }\n        discountAmount { amount currencyCode }\n        shippingCharge { amount currencyCode }\n        totalAmount { amount currencyCode }\n        couponCode\n        cancelReason\n        createdAt\n        invoiceNumber\n        creditNotes {\n          number\n          kind\n          amount { amount currencyCode }\n        }\n        shippingAddress {\n          fullName\n          phone\n          houseName\n          address\n          locality\n          landmark\n          city\n          state\n          pincode\n        }\n        items {\n          id\n          productName\n          colorName\n          size\n          quantity\n          discountedPrice { amount currencyCode }\n          lineTotal { amount currencyCode }\n        }\n        statusHistory {\n          status\n          label\n          note\n          date\n        }\n      }\n    }\n  }\n": typeof types.AdminOrderPageDocument,
    "\n  mutation AdminConfirmOrder($id: ID!) {\n    confirmOrder(orderId: $id) {\n      id\n      status\n    }\n  }\n": typeof types.AdminConfirmOrderDocument,
    "\n  mutation AdminShipOrder($id: ID!, $courier: String!, $trackingNumber: String!) {\n    shipOrder(orderId: $id, courier: $courier, trackingNumber: $trackingNumber) {\n      id\n      status\n    }\n  }\n": typeof types.AdminShipOrderDocument,
    "\n  mutation AdminBookShipment($id: ID!, $size: PackageSizeInput!) {\n    bookShipment(orderId: $id, size: $size) {\n      awb\n    }\n  }\n": typeof types.AdminBookShipmentDocument,
    "\n  mutation AdminRequestPickup($ids: [ID!]!) {\n    requestPickup(orderIds: $ids) {\n      pickupRef\n    }\n  }\n": typeof types.AdminRequestPickupDocument,
    "\n  mutation AdminReceiveReturnedParcel($id: ID!, $condition: ParcelCondition!) {\n    receiveReturnedParcel(orderId: $id, condition: $condition) {\n      status\n    }\n  }\n": typeof types.AdminReceiveReturnedParcelDocument,
    "\n  mutation AdminOutForDelivery($id: ID!) {\n    markOutForDelivery(orderId: $id) {\n      id\n      status\n    }\n  }\n": typeof types.AdminOutForDeliveryDocument,
    "\n  mutation AdminDeliverOrder($id: ID!) {\n    markDelivered(orderId: $id) {\n      id\n      status\n    }\n  }\n": typeof types.AdminDeliverOrderDocument,
    "\n  mutation AdminMarkPaid($id: ID!) {\n    markOrderPaid(orderId: $id) {\n      id\n      paymentStatus\n    }\n  }\n": typeof types.AdminMarkPaidDocument,
    "\n  mutation AdminCancelOrder($id: ID!, $reason: String!) {\n    staffCancelOrder(orderId: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.AdminCancelOrderDocument,
    "\n  query AdminOrders($filter: AdminOrderFilter, $limit: Int!, $offset: Int!) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      orders {\n        id\n        orderNumber\n        status\n        statusLabel\n        paymentStatus\n        paymentMethod\n        totalAmount\n        createdAt\n        customerPhone\n        customerName\n        itemCount\n        city\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOverview {\n    dashboardOverview {\n      todayOrders\n      todayRevenue\n      weekOrders\n      weekRevenue\n      waiting {\n        status\n        count\n      }\n      lowStock {\n        variantSizeId\n        productId\n        productName\n        colorName\n        size\n        stock\n      }\n      dailySales {\n        day\n        orders\n        revenue\n      }\n      store {\n        setupComplete\n        missingForInvoices\n      }\n      disabledWebhookEndpoints\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  fragment AdminReturnFields on AdminReturn {\n    id\n    customerPhone\n    nextSteps\n    request {\n      id\n      returnNumber\n      orderId\n      orderNumber\n      kind\n      status\n      statusLabel\n      quantity\n      reasonLabel\n      comment\n      productName\n      colorName\n      size\n      image\n      exchangeSize\n      pickupDate\n      refundAmount { amount currencyCode }\n      refundTo\n      refundStatus\n      creditNoteNumber\n      rejectReason\n      courier\n      trackingNumber\n      photoUrls\n      history {\n        status\n        label\n        note\n        date\n      }\n    }\n  }\n": typeof types.AdminReturnFieldsFragmentDoc,
    "\n  query AdminReturnPage($id: ID!) {\n    adminReturn(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.AdminReturnPageDocument,
    "\n  mutation ApproveReturn($id: ID!, $pickupDate: String) {\n    approveReturn(id: $id, pickupDate: $pickupDate) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.ApproveReturnDocument,
    "\n  mutation RejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.RejectReturnDocument,
    "\n  mutation MarkReturnPickedUp($id: ID!) {\n    markReturnPickedUp(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.MarkReturnPickedUpDocument,
    "\n  mutation MarkReturnReceived($id: ID!) {\n    markReturnReceived(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.MarkReturnReceivedDocument,
    "\n  mutation RefundReturn($id: ID!, $payoutReference: String) {\n    refundReturn(id: $id, payoutReference: $payoutReference) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.RefundReturnDocument,
    "\n  mutation ShipExchange($id: ID!, $courier: String, $trackingNumber: String) {\n    shipExchange(id: $id, courier: $courier, trackingNumber: $trackingNumber) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.ShipExchangeDocument,
    "\n  query AdminReturns($status: ReturnStatus, $limit: Int!, $offset: Int!) {\n    adminReturns(status: $status, limit: $limit, offset: $offset) {\n      total\n      returns {\n        customerPhone\n        request {\n          id\n          returnNumber\n          orderId\n          orderNumber\n          kind\n          status\n          statusLabel\n          quantity\n          productName\n          size\n          exchangeSize\n          refundAmount { amount currencyCode }\n          pickupDate\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.AdminReturnsDocument,
    "\n  query AdminReportedReviews($status: String) {\n    reportedReviews(status: $status, limit: 100) {\n      productId\n      productName\n      status\n      reportCount\n      reasons\n      review {\n        id\n        rating\n        title\n        text\n        authorName\n        createdAt\n        verifiedBuyer\n        photos\n      }\n    }\n  }\n": typeof types.AdminReportedReviewsDocument,
    "\n  mutation AdminHideReview($reviewId: ID!, $reason: String) {\n    hideReview(reviewId: $reviewId, reason: $reason) {\n      status\n      reportCount\n    }\n  }\n": typeof types.AdminHideReviewDocument,
    "\n  mutation AdminRestoreReview($reviewId: ID!) {\n    restoreReview(reviewId: $reviewId) {\n      status\n      reportCount\n    }\n  }\n": typeof types.AdminRestoreReviewDocument,
    "\n  query AdminStaff {\n    staffAccounts {\n      id\n      phone\n      name\n      role\n      createdAt\n    }\n    staffSessions {\n      id\n      staffId\n      ip\n      userAgent\n      createdAt\n      lastSeenAt\n      expiresAt\n      active\n    }\n  }\n": typeof types.AdminStaffDocument,
    "\n  mutation AdminInviteStaff($phone: String!, $role: StaffRole!, $name: String) {\n    inviteStaff(phone: $phone, role: $role, name: $name) {\n      id\n    }\n  }\n": typeof types.AdminInviteStaffDocument,
    "\n  mutation AdminChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(staffId: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.AdminChangeStaffRoleDocument,
    "\n  mutation AdminRemoveStaff($id: ID!) {\n    removeStaff(staffId: $id) {\n      id\n    }\n  }\n": typeof types.AdminRemoveStaffDocument,
    "\n  mutation AdminRevokeSession($id: ID!) {\n    revokeStaffSession(sessionId: $id) {\n      id\n      active\n    }\n  }\n": typeof types.AdminRevokeSessionDocument,
    "\n  fragment AdminStoreSettingsFields on AdminStoreSettings {\n    brandName\n    logoUrl\n    legalName\n    registeredAddress\n    state\n    stateCode\n    gstin\n    pan\n    invoicePrefix\n    creditNotePrefix\n    supportPhone\n    supportEmail\n    supportHours\n    facebookUrl\n    instagramUrl\n    twitterUrl\n    linkedinUrl\n    officeAddress\n    mapUrl\n    codFee\n    freeShippingOver\n    returnWindowDays\n    deliveryDays\n    updatedAt\n  }\n": typeof types.AdminStoreSettingsFieldsFragmentDoc,
    "\n  query AdminStoreSettings {\n    adminStoreSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n": typeof types.AdminStoreSettingsDocument,
    "\n  mutation SaveStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ...AdminStoreSettingsFields\n    }\n  }\n": typeof types.SaveStoreSettingsDocument,
    "\n  query AdminWebhookEndpoints {\n    webhookEventTypes\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      status\n      disabledReason\n      createdAt\n    }\n  }\n": typeof types.AdminWebhookEndpointsDocument,
    "\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      responseStatus\n      responseBody\n      durationMs\n      lastError\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n      body\n    }\n  }\n": typeof types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminCreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": typeof types.AdminCreateWebhookEndpointDocument,
    "\n  mutation AdminUpdateWebhookEndpoint($id: ID!, $changes: WebhookEndpointChanges!) {\n    updateWebhookEndpoint(id: $id, changes: $changes) {\n      id\n      status\n      disabledReason\n    }\n  }\n": typeof types.AdminUpdateWebhookEndpointDocument,
    "\n  mutation AdminDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.AdminDeleteWebhookEndpointDocument,
    "\n  mutation AdminRedeliverWebhook($id: ID!) {\n    redeliverWebhook(deliveryId: $id) {\n      id\n    }\n  }\n": typeof types.AdminRedeliverWebhookDocument,
};
const documents: Documents = {
    "\n  query AdminSetupGate {\n    adminStoreSettings {\n      brandName\n      updatedAt\n    }\n  }\n": types.AdminSetupGateDocument,
    "\n  query CatalogueSections {\n    catalogueSections {\n      id\n      name\n      categories {\n        id\n        name\n      }\n    }\n  }\n": types.CatalogueSectionsDocument,
    "\n  query AdminProductList($search: String, $categoryId: ID, $published: Boolean, $lowStockOnly: Boolean, $archived: Boolean, $offset: Int) {\n    adminProducts(search: $search, categoryId: $categoryId, published: $published, lowStockOnly: $lowStockOnly, archived: $archived, limit: 25, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        slug\n        categoryName\n        published\n        inShop\n        archivedAt\n        inStock\n        listingPrice\n        totalStock\n        lowStockSizes\n        image\n      }\n    }\n  }\n": types.AdminProductListDocument,
    "\n  fragment AdminProductFields on AdminProduct {\n    id\n    sectionId\n    categoryId\n    hsnCode\n    categoryHsnCode\n    name\n    slug\n    seoTitle\n    seoDescription\n    inShop\n    archivedAt\n    subtitle\n    description\n    materialCare\n    specifications\n    isNewArrival\n    isTrending\n    published\n    inStock\n    listingPrice\n    variants {\n      id\n      colorName\n      colorValue\n      sleeve\n      neck\n      type\n      images\n      sizes {\n        id\n        size\n        price\n        mrp\n        discount\n        stock\n        lowStockThreshold\n        lowStock\n      }\n    }\n  }\n": types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProductEdit($id: ID!) {\n    adminProduct(id: $id) {\n      ...AdminProductFields\n    }\n    stockMovements(productId: $id) {\n      id\n      sizeId\n      delta\n      stockAfter\n      reason\n      note\n      staffId\n      createdAt\n    }\n  }\n": types.AdminProductEditDocument,
    "\n  mutation AdminCreateProduct($input: AdminProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n": types.AdminCreateProductDocument,
    "\n  mutation AdminUpdateProduct($id: ID!, $input: AdminProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": types.AdminUpdateProductDocument,
    "\n  mutation AdminSetPublished($id: ID!, $published: Boolean!) {\n    setProductPublished(id: $id, published: $published) {\n      id\n      published\n    }\n  }\n": types.AdminSetPublishedDocument,
    "\n  mutation AdminAdjustStock($sizeId: ID!, $delta: Int!, $reason: StockReason!, $note: String) {\n    adjustStock(sizeId: $sizeId, delta: $delta, reason: $reason, note: $note) {\n      id\n      stock\n      lowStock\n    }\n  }\n": types.AdminAdjustStockDocument,
    "\n  query AdminStockCsv {\n    stockCsv\n  }\n": types.AdminStockCsvDocument,
    "\n  query AdminPreviewStockCsv($csv: String!) {\n    previewStockCsv(csv: $csv) {\n      changedRows\n      errorRows\n      conflictRows\n      rows {\n        line\n        sizeId\n        product\n        colour\n        size\n        changes {\n          field\n          from\n          to\n        }\n        errors\n        conflict {\n          sheetStock\n          currentStock\n          wantedStock\n          message\n        }\n      }\n    }\n  }\n": types.AdminPreviewStockCsvDocument,
    "\n  mutation AdminApplyStockCsv($csv: String!) {\n    applyStockCsv(csv: $csv) {\n      changedRows\n      errorRows\n    }\n  }\n": types.AdminApplyStockCsvDocument,
    "\n  query AdminCoupons {\n    adminCoupons {\n      id\n      code\n      title\n      description\n      discountType\n      discountValue\n      maxDiscount\n      minOrderAmount\n      startsAt\n      expiresAt\n      usageLimit\n      perCustomerLimit\n      firstOrderOnly\n      active\n      usedCount\n      redemptions\n      customers\n      discountGiven\n    }\n  }\n": types.AdminCouponsDocument,
    "\n  mutation AdminCreateCoupon($input: AdminCouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n": types.AdminCreateCouponDocument,
    "\n  mutation AdminUpdateCoupon($id: ID!, $input: AdminCouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AdminUpdateCouponDocument,
    "\n  mutation AdminSetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": types.AdminSetCouponActiveDocument,
    "\n  query AdminMerchandising {\n    adminBanners {\n      id\n      title\n      subtitle\n      image\n      link\n      position\n      active\n      startsAt\n      endsAt\n    }\n    adminOffers {\n      id\n      slug\n      title\n      description\n      poster\n      position\n      active\n      startsAt\n      endsAt\n      discountType\n      discountValue\n      productIds\n      products {\n        id\n        name\n      }\n    }\n    adminThemedCollections {\n      id\n      sectionId\n      slug\n      title\n      description\n      image\n      position\n      active\n      startsAt\n      endsAt\n      productIds\n      products {\n        id\n        name\n      }\n    }\n  }\n": types.AdminMerchandisingDocument,
    "\n  query AdminPickerProducts($search: String) {\n    adminProducts(search: $search, limit: 10) {\n      totalCount\n      items {\n        id\n        name\n        published\n        image\n      }\n    }\n  }\n": types.AdminPickerProductsDocument,
    "\n  mutation AdminSaveBanner($id: ID, $input: BannerInput!) {\n    saveBanner(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AdminSaveBannerDocument,
    "\n  mutation AdminSaveOffer($id: ID, $input: OfferInput!) {\n    saveOffer(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AdminSaveOfferDocument,
    "\n  mutation AdminSaveCollection($id: ID, $input: CollectionInput!) {\n    saveThemedCollection(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AdminSaveCollectionDocument,
    "\n  mutation AdminReorderMerchandising($kind: MerchKind!, $ids: [ID!]!) {\n    reorderMerchandising(kind: $kind, ids: $ids)\n  }\n": types.AdminReorderMerchandisingDocument,
    "\n  mutation AdminDeleteMerchandising($kind: MerchKind!, $id: ID!) {\n    deleteMerchandising(kind: $kind, id: $id)\n  }\n": types.AdminDeleteMerchandisingDocument,
    "\n  query AdminStorePages {\n    adminStorePages {\n      type\n      lang\n      title\n      content\n      updatedAt\n    }\n  }\n": types.AdminStorePagesDocument,
    "\n  mutation AdminSaveStorePage($input: StorePageInput!) {\n    saveStorePage(input: $input) {\n      type\n      lang\n      title\n      content\n      updatedAt\n    }\n  }\n": types.AdminSaveStorePageDocument,
    "\n  query AdminTestimonials {\n    adminTestimonials {\n      id\n      name\n      city\n      text\n      textHi\n      rating\n      avatar\n      position\n    }\n  }\n": types.AdminTestimonialsDocument,
    "\n  mutation AdminSaveTestimonial($id: ID, $input: TestimonialInput!) {\n    saveTestimonial(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AdminSaveTestimonialDocument,
    "\n  query CatalogueStructure {\n    catalogueSections {\n      id\n      name\n      slug\n      gender\n      image\n      hidden\n      position\n      categories {\n        id\n        sectionId\n        name\n        slug\n        image\n        hsnCode\n        hidden\n        position\n        seoTitle\n        seoDescription\n        productCount\n      }\n    }\n  }\n": types.CatalogueStructureDocument,
    "\n  mutation CreateSection($input: AdminSectionInput!) {\n    createSection(input: $input) {\n      id\n    }\n  }\n": types.CreateSectionDocument,
    "\n  mutation UpdateSection($id: ID!, $input: AdminSectionInput!) {\n    updateSection(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateSectionDocument,
    "\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id)\n  }\n": types.DeleteSectionDocument,
    "\n  mutation ReorderSections($ids: [ID!]!) {\n    reorderSections(ids: $ids) {\n      id\n    }\n  }\n": types.ReorderSectionsDocument,
    "\n  mutation CreateCategory($input: AdminCategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: AdminCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation ReorderCategories($sectionId: ID!, $ids: [ID!]!) {\n    reorderCategories(sectionId: $sectionId, ids: $ids) {\n      id\n    }\n  }\n": types.ReorderCategoriesDocument,
    "\n  mutation BulkUpdateProducts($action: ProductBulkAction!, $ids: [ID!], $filter: AdminProductFilterInput) {\n    bulkUpdateProducts(action: $action, ids: $ids, filter: $filter)\n  }\n": types.BulkUpdateProductsDocument,
    "\n  fragment AdminSizeChartFields on SizeChart {\n    fit\n    fitNote\n    columns {\n      kind\n      label\n    }\n    rows {\n      size\n      measurements {\n        kind\n        cm\n        inches\n      }\n    }\n  }\n": types.AdminSizeChartFieldsFragmentDoc,
    "\n  query CategorySizeChart($categoryId: ID!) {\n    categorySizeChart(categoryId: $categoryId) {\n      ...AdminSizeChartFields\n    }\n  }\n": types.CategorySizeChartDocument,
    "\n  mutation SaveCategorySizeChart($categoryId: ID!, $chart: SizeChartInput!) {\n    saveCategorySizeChart(categoryId: $categoryId, chart: $chart) {\n      ...AdminSizeChartFields\n    }\n  }\n": types.SaveCategorySizeChartDocument,
    "\n  query ProductSizeCharts($productId: ID!) {\n    productSizeCharts(productId: $productId) {\n      own {\n        ...AdminSizeChartFields\n      }\n      category {\n        ...AdminSizeChartFields\n      }\n    }\n  }\n": types.ProductSizeChartsDocument,
    "\n  mutation SaveProductSizeChart($productId: ID!, $chart: SizeChartInput) {\n    saveProductSizeChart(productId: $productId, chart: $chart) {\n      ...AdminSizeChartFields\n    }\n  }\n": types.SaveProductSizeChartDocument,
    "\n  query ProductCsvExport {\n    productCsv\n  }\n": types.ProductCsvExportDocument,
    "\n  query PreviewProductCsv($csv: String!) {\n    previewProductCsv(csv: $csv) {\n      products\n      errorRows\n      rows {\n        line\n        product\n        colour\n        size\n        errors\n      }\n    }\n  }\n": types.PreviewProductCsvDocument,
    "\n  mutation ImportProductCsv($csv: String!) {\n    importProductCsv(csv: $csv) {\n      products\n    }\n  }\n": types.ImportProductCsvDocument,
    "\n  query ServiceablePincodes($search: String, $deliverable: Boolean, $offset: Int) {\n    serviceablePincodes(search: $search, deliverable: $deliverable, limit: 50, offset: $offset) {\n      totalCount\n      deliverableCount\n      items {\n        pincode\n        city\n        state\n        deliverable\n        codAvailable\n        deliveryDays\n      }\n    }\n  }\n": types.ServiceablePincodesDocument,
    "\n  query PreviewPincodeImport($csv: String!, $replace: Boolean!) {\n    previewPincodeImport(csv: $csv, replace: $replace) {\n      rows\n      switchedOn\n      switchedOff\n      deliverableAfter\n      problemCount\n      problems {\n        line\n        message\n      }\n    }\n  }\n": types.PreviewPincodeImportDocument,
    "\n  mutation ImportPincodes($csv: String!, $replace: Boolean!) {\n    importPincodes(csv: $csv, replace: $replace) {\n      rows\n      deliverableAfter\n    }\n  }\n": types.ImportPincodesDocument,
    "\n  mutation SetPincodeServiceable($pincode: String!, $deliverable: Boolean!) {\n    setPincodeServiceable(pincode: $pincode, deliverable: $deliverable) {\n      pincode\n      deliverable\n      codAvailable\n      deliveryDays\n    }\n  }\n": types.SetPincodeServiceableDocument,
    "\n  query ServiceablePincodesCsv {\n    serviceablePincodesCsv\n  }\n": types.ServiceablePincodesCsvDocument,
    "\n  query AdminApiKeys {\n    apiScopes {\n      name\n      description\n    }\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      allowedIps\n      expiresAt\n      revokedAt\n      lastUsedAt\n      createdAt\n    }\n  }\n": types.AdminApiKeysDocument,
    "\n  mutation AdminCreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      token\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": types.AdminCreateApiKeyDocument,
    "\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.AdminRevokeApiKeyDocument,
    "\n  query AdminAuditLog($entityType: String, $limit: Int!, $offset: Int!) {\n    auditLog(entityType: $entityType, limit: $limit, offset: $offset) {\n      id\n      staffId\n      staffPhone\n      role\n      action\n      entityType\n      entityId\n      before\n      after\n      at\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminCustomerPage($id: ID!) {\n    adminCustomer(id: $id) {\n      customer {\n        id\n        phone\n        name\n        email\n        createdAt\n        orderCount\n      }\n      orders {\n        id\n        orderNumber\n        status\n        statusLabel\n        totalAmount { amount currencyCode }\n        createdAt\n      }\n      addresses {\n        id\n        fullName\n        phone\n        houseName\n        address\n        locality\n        city\n        state\n        pincode\n      }\n      notifications {\n        id\n        title\n        body\n        sentAt\n        readAt\n      }\n    }\n  }\n": types.AdminCustomerPageDocument,
    "\n  query AdminCustomers($query: String!) {\n    adminCustomers(query: $query) {\n      id\n      phone\n      name\n      email\n      createdAt\n      orderCount\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  query AdminOutboxDeliveries($status: OutboxDeliveryStatus) {\n    outboxDeliveries(status: $status, first: 100) {\n      eventId\n      event\n      consumer\n      status\n      attempts\n      lastError\n      createdAt\n      nextAttemptAt\n      deliveredAt\n    }\n  }\n": types.AdminOutboxDeliveriesDocument,
    "\n  mutation AdminRetryOutboxDelivery($eventId: ID!, $consumer: String!) {\n    retryOutboxDelivery(eventId: $eventId, consumer: $consumer)\n  }\n": types.AdminRetryOutboxDeliveryDocument,
    "\n  query AdminGstRates {\n    adminGstRates {\n      id\n      hsnPrefix\n      upToRupeesPerPiece\n      ratePercent\n      followsPrincipal\n      validFrom\n      validTo\n      description\n    }\n  }\n": types.AdminGstRatesDocument,
    "\n  mutation AdminAddGstRate($input: GstRateInput!) {\n    addGstRate(input: $input) {\n      id\n    }\n  }\n": types.AdminAddGstRateDocument,
    "\n  query AdminGstMonth($month: String!) {\n    adminGstMonth(month: $month) {\n      month\n      taxable\n      igst\n      cgst\n      sgst\n      invoiceValue\n      creditValue\n      invoices {\n        count\n        from\n        to\n      }\n      creditNotes {\n        count\n        from\n        to\n      }\n      summary {\n        placeOfSupply\n        ratePercent\n        taxable\n        igst\n        cgst\n        sgst\n      }\n    }\n  }\n": types.AdminGstMonthDocument,
    "\n  query AdminOrderPage($id: ID!) {\n    shippingSetup {\n      provider\n      books\n    }\n    adminOrder(id: $id) {\n      shipment {\n        awb\n        courierName\n        labelUrl\n        status\n        expectedDelivery\n        pickupRef\n        pickupDate\n        receivedCondition\n        scans {\n          status\n          courierStatus\n          location\n          remark\n          at\n        }\n      }\n      customerId\n      customerPhone\n      customerName\n      courier\n      trackingNumber\n      allowedActions\n      paymentAttempts {\n        id\n        provider\n        status\n        source\n        providerPaymentId\n        errorCode\n        errorDescription\n        createdAt\n        secondPayment\n        amount { amount currencyCode }\n        refund\n        refundId\n        refundError\n      }\n      order {\n        id\n        orderNumber\n        status\n        statusLabel\n        paymentStatus\n        paymentMethod\n        itemsSubtotal { amount currencyCode }\n        discountAmount { amount currencyCode }\n        shippingCharge { amount currencyCode }\n        totalAmount { amount currencyCode }\n        couponCode\n        cancelReason\n        createdAt\n        invoiceNumber\n        creditNotes {\n          number\n          kind\n          amount { amount currencyCode }\n        }\n        shippingAddress {\n          fullName\n          phone\n          houseName\n          address\n          locality\n          landmark\n          city\n          state\n          pincode\n        }\n        items {\n          id\n          productName\n          colorName\n          size\n          quantity\n          discountedPrice { amount currencyCode }\n          lineTotal { amount currencyCode }\n        }\n        statusHistory {\n          status\n          label\n          note\n          date\n        }\n      }\n    }\n  }\n": types.AdminOrderPageDocument,
    "\n  mutation AdminConfirmOrder($id: ID!) {\n    confirmOrder(orderId: $id) {\n      id\n      status\n    }\n  }\n": types.AdminConfirmOrderDocument,
    "\n  mutation AdminShipOrder($id: ID!, $courier: String!, $trackingNumber: String!) {\n    shipOrder(orderId: $id, courier: $courier, trackingNumber: $trackingNumber) {\n      id\n      status\n    }\n  }\n": types.AdminShipOrderDocument,
    "\n  mutation AdminBookShipment($id: ID!, $size: PackageSizeInput!) {\n    bookShipment(orderId: $id, size: $size) {\n      awb\n    }\n  }\n": types.AdminBookShipmentDocument,
    "\n  mutation AdminRequestPickup($ids: [ID!]!) {\n    requestPickup(orderIds: $ids) {\n      pickupRef\n    }\n  }\n": types.AdminRequestPickupDocument,
    "\n  mutation AdminReceiveReturnedParcel($id: ID!, $condition: ParcelCondition!) {\n    receiveReturnedParcel(orderId: $id, condition: $condition) {\n      status\n    }\n  }\n": types.AdminReceiveReturnedParcelDocument,
    "\n  mutation AdminOutForDelivery($id: ID!) {\n    markOutForDelivery(orderId: $id) {\n      id\n      status\n    }\n  }\n": types.AdminOutForDeliveryDocument,
    "\n  mutation AdminDeliverOrder($id: ID!) {\n    markDelivered(orderId: $id) {\n      id\n      status\n    }\n  }\n": types.AdminDeliverOrderDocument,
    "\n  mutation AdminMarkPaid($id: ID!) {\n    markOrderPaid(orderId: $id) {\n      id\n      paymentStatus\n    }\n  }\n": types.AdminMarkPaidDocument,
    "\n  mutation AdminCancelOrder($id: ID!, $reason: String!) {\n    staffCancelOrder(orderId: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.AdminCancelOrderDocument,
    "\n  query AdminOrders($filter: AdminOrderFilter, $limit: Int!, $offset: Int!) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      orders {\n        id\n        orderNumber\n        status\n        statusLabel\n        paymentStatus\n        paymentMethod\n        totalAmount\n        createdAt\n        customerPhone\n        customerName\n        itemCount\n        city\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOverview {\n    dashboardOverview {\n      todayOrders\n      todayRevenue\n      weekOrders\n      weekRevenue\n      waiting {\n        status\n        count\n      }\n      lowStock {\n        variantSizeId\n        productId\n        productName\n        colorName\n        size\n        stock\n      }\n      dailySales {\n        day\n        orders\n        revenue\n      }\n      store {\n        setupComplete\n        missingForInvoices\n      }\n      disabledWebhookEndpoints\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  fragment AdminReturnFields on AdminReturn {\n    id\n    customerPhone\n    nextSteps\n    request {\n      id\n      returnNumber\n      orderId\n      orderNumber\n      kind\n      status\n      statusLabel\n      quantity\n      reasonLabel\n      comment\n      productName\n      colorName\n      size\n      image\n      exchangeSize\n      pickupDate\n      refundAmount { amount currencyCode }\n      refundTo\n      refundStatus\n      creditNoteNumber\n      rejectReason\n      courier\n      trackingNumber\n      photoUrls\n      history {\n        status\n        label\n        note\n        date\n      }\n    }\n  }\n": types.AdminReturnFieldsFragmentDoc,
    "\n  query AdminReturnPage($id: ID!) {\n    adminReturn(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": types.AdminReturnPageDocument,
    "\n  mutation ApproveReturn($id: ID!, $pickupDate: String) {\n    approveReturn(id: $id, pickupDate: $pickupDate) {\n      ...AdminReturnFields\n    }\n  }\n": types.ApproveReturnDocument,
    "\n  mutation RejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      ...AdminReturnFields\n    }\n  }\n": types.RejectReturnDocument,
    "\n  mutation MarkReturnPickedUp($id: ID!) {\n    markReturnPickedUp(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": types.MarkReturnPickedUpDocument,
    "\n  mutation MarkReturnReceived($id: ID!) {\n    markReturnReceived(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": types.MarkReturnReceivedDocument,
    "\n  mutation RefundReturn($id: ID!, $payoutReference: String) {\n    refundReturn(id: $id, payoutReference: $payoutReference) {\n      ...AdminReturnFields\n    }\n  }\n": types.RefundReturnDocument,
    "\n  mutation ShipExchange($id: ID!, $courier: String, $trackingNumber: String) {\n    shipExchange(id: $id, courier: $courier, trackingNumber: $trackingNumber) {\n      ...AdminReturnFields\n    }\n  }\n": types.ShipExchangeDocument,
    "\n  query AdminReturns($status: ReturnStatus, $limit: Int!, $offset: Int!) {\n    adminReturns(status: $status, limit: $limit, offset: $offset) {\n      total\n      returns {\n        customerPhone\n        request {\n          id\n          returnNumber\n          orderId\n          orderNumber\n          kind\n          status\n          statusLabel\n          quantity\n          productName\n          size\n          exchangeSize\n          refundAmount { amount currencyCode }\n          pickupDate\n          createdAt\n        }\n      }\n    }\n  }\n": types.AdminReturnsDocument,
    "\n  query AdminReportedReviews($status: String) {\n    reportedReviews(status: $status, limit: 100) {\n      productId\n      productName\n      status\n      reportCount\n      reasons\n      review {\n        id\n        rating\n        title\n        text\n        authorName\n        createdAt\n        verifiedBuyer\n        photos\n      }\n    }\n  }\n": types.AdminReportedReviewsDocument,
    "\n  mutation AdminHideReview($reviewId: ID!, $reason: String) {\n    hideReview(reviewId: $reviewId, reason: $reason) {\n      status\n      reportCount\n    }\n  }\n": types.AdminHideReviewDocument,
    "\n  mutation AdminRestoreReview($reviewId: ID!) {\n    restoreReview(reviewId: $reviewId) {\n      status\n      reportCount\n    }\n  }\n": types.AdminRestoreReviewDocument,
    "\n  query AdminStaff {\n    staffAccounts {\n      id\n      phone\n      name\n      role\n      createdAt\n    }\n    staffSessions {\n      id\n      staffId\n      ip\n      userAgent\n      createdAt\n      lastSeenAt\n      expiresAt\n      active\n    }\n  }\n": types.AdminStaffDocument,
    "\n  mutation AdminInviteStaff($phone: String!, $role: StaffRole!, $name: String) {\n    inviteStaff(phone: $phone, role: $role, name: $name) {\n      id\n    }\n  }\n": types.AdminInviteStaffDocument,
    "\n  mutation AdminChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(staffId: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.AdminChangeStaffRoleDocument,
    "\n  mutation AdminRemoveStaff($id: ID!) {\n    removeStaff(staffId: $id) {\n      id\n    }\n  }\n": types.AdminRemoveStaffDocument,
    "\n  mutation AdminRevokeSession($id: ID!) {\n    revokeStaffSession(sessionId: $id) {\n      id\n      active\n    }\n  }\n": types.AdminRevokeSessionDocument,
    "\n  fragment AdminStoreSettingsFields on AdminStoreSettings {\n    brandName\n    logoUrl\n    legalName\n    registeredAddress\n    state\n    stateCode\n    gstin\n    pan\n    invoicePrefix\n    creditNotePrefix\n    supportPhone\n    supportEmail\n    supportHours\n    facebookUrl\n    instagramUrl\n    twitterUrl\n    linkedinUrl\n    officeAddress\n    mapUrl\n    codFee\n    freeShippingOver\n    returnWindowDays\n    deliveryDays\n    updatedAt\n  }\n": types.AdminStoreSettingsFieldsFragmentDoc,
    "\n  query AdminStoreSettings {\n    adminStoreSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n": types.AdminStoreSettingsDocument,
    "\n  mutation SaveStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ...AdminStoreSettingsFields\n    }\n  }\n": types.SaveStoreSettingsDocument,
    "\n  query AdminWebhookEndpoints {\n    webhookEventTypes\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      status\n      disabledReason\n      createdAt\n    }\n  }\n": types.AdminWebhookEndpointsDocument,
    "\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      responseStatus\n      responseBody\n      durationMs\n      lastError\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n      body\n    }\n  }\n": types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminCreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": types.AdminCreateWebhookEndpointDocument,
    "\n  mutation AdminUpdateWebhookEndpoint($id: ID!, $changes: WebhookEndpointChanges!) {\n    updateWebhookEndpoint(id: $id, changes: $changes) {\n      id\n      status\n      disabledReason\n    }\n  }\n": types.AdminUpdateWebhookEndpointDocument,
    "\n  mutation AdminDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.AdminDeleteWebhookEndpointDocument,
    "\n  mutation AdminRedeliverWebhook($id: ID!) {\n    redeliverWebhook(deliveryId: $id) {\n      id\n    }\n  }\n": types.AdminRedeliverWebhookDocument,
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
export function graphql(source: "\n  query AdminSetupGate {\n    adminStoreSettings {\n      brandName\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminSetupGate {\n    adminStoreSettings {\n      brandName\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueSections {\n    catalogueSections {\n      id\n      name\n      categories {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogueSections {\n    catalogueSections {\n      id\n      name\n      categories {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductList($search: String, $categoryId: ID, $published: Boolean, $lowStockOnly: Boolean, $archived: Boolean, $offset: Int) {\n    adminProducts(search: $search, categoryId: $categoryId, published: $published, lowStockOnly: $lowStockOnly, archived: $archived, limit: 25, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        slug\n        categoryName\n        published\n        inShop\n        archivedAt\n        inStock\n        listingPrice\n        totalStock\n        lowStockSizes\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductList($search: String, $categoryId: ID, $published: Boolean, $lowStockOnly: Boolean, $archived: Boolean, $offset: Int) {\n    adminProducts(search: $search, categoryId: $categoryId, published: $published, lowStockOnly: $lowStockOnly, archived: $archived, limit: 25, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        slug\n        categoryName\n        published\n        inShop\n        archivedAt\n        inStock\n        listingPrice\n        totalStock\n        lowStockSizes\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductFields on AdminProduct {\n    id\n    sectionId\n    categoryId\n    hsnCode\n    categoryHsnCode\n    name\n    slug\n    seoTitle\n    seoDescription\n    inShop\n    archivedAt\n    subtitle\n    description\n    materialCare\n    specifications\n    isNewArrival\n    isTrending\n    published\n    inStock\n    listingPrice\n    variants {\n      id\n      colorName\n      colorValue\n      sleeve\n      neck\n      type\n      images\n      sizes {\n        id\n        size\n        price\n        mrp\n        discount\n        stock\n        lowStockThreshold\n        lowStock\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductFields on AdminProduct {\n    id\n    sectionId\n    categoryId\n    hsnCode\n    categoryHsnCode\n    name\n    slug\n    seoTitle\n    seoDescription\n    inShop\n    archivedAt\n    subtitle\n    description\n    materialCare\n    specifications\n    isNewArrival\n    isTrending\n    published\n    inStock\n    listingPrice\n    variants {\n      id\n      colorName\n      colorValue\n      sleeve\n      neck\n      type\n      images\n      sizes {\n        id\n        size\n        price\n        mrp\n        discount\n        stock\n        lowStockThreshold\n        lowStock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductEdit($id: ID!) {\n    adminProduct(id: $id) {\n      ...AdminProductFields\n    }\n    stockMovements(productId: $id) {\n      id\n      sizeId\n      delta\n      stockAfter\n      reason\n      note\n      staffId\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminProductEdit($id: ID!) {\n    adminProduct(id: $id) {\n      ...AdminProductFields\n    }\n    stockMovements(productId: $id) {\n      id\n      sizeId\n      delta\n      stockAfter\n      reason\n      note\n      staffId\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateProduct($input: AdminProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateProduct($input: AdminProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProduct($id: ID!, $input: AdminProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProduct($id: ID!, $input: AdminProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetPublished($id: ID!, $published: Boolean!) {\n    setProductPublished(id: $id, published: $published) {\n      id\n      published\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetPublished($id: ID!, $published: Boolean!) {\n    setProductPublished(id: $id, published: $published) {\n      id\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAdjustStock($sizeId: ID!, $delta: Int!, $reason: StockReason!, $note: String) {\n    adjustStock(sizeId: $sizeId, delta: $delta, reason: $reason, note: $note) {\n      id\n      stock\n      lowStock\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAdjustStock($sizeId: ID!, $delta: Int!, $reason: StockReason!, $note: String) {\n    adjustStock(sizeId: $sizeId, delta: $delta, reason: $reason, note: $note) {\n      id\n      stock\n      lowStock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStockCsv {\n    stockCsv\n  }\n"): (typeof documents)["\n  query AdminStockCsv {\n    stockCsv\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPreviewStockCsv($csv: String!) {\n    previewStockCsv(csv: $csv) {\n      changedRows\n      errorRows\n      conflictRows\n      rows {\n        line\n        sizeId\n        product\n        colour\n        size\n        changes {\n          field\n          from\n          to\n        }\n        errors\n        conflict {\n          sheetStock\n          currentStock\n          wantedStock\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPreviewStockCsv($csv: String!) {\n    previewStockCsv(csv: $csv) {\n      changedRows\n      errorRows\n      conflictRows\n      rows {\n        line\n        sizeId\n        product\n        colour\n        size\n        changes {\n          field\n          from\n          to\n        }\n        errors\n        conflict {\n          sheetStock\n          currentStock\n          wantedStock\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApplyStockCsv($csv: String!) {\n    applyStockCsv(csv: $csv) {\n      changedRows\n      errorRows\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApplyStockCsv($csv: String!) {\n    applyStockCsv(csv: $csv) {\n      changedRows\n      errorRows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCoupons {\n    adminCoupons {\n      id\n      code\n      title\n      description\n      discountType\n      discountValue\n      maxDiscount\n      minOrderAmount\n      startsAt\n      expiresAt\n      usageLimit\n      perCustomerLimit\n      firstOrderOnly\n      active\n      usedCount\n      redemptions\n      customers\n      discountGiven\n    }\n  }\n"): (typeof documents)["\n  query AdminCoupons {\n    adminCoupons {\n      id\n      code\n      title\n      description\n      discountType\n      discountValue\n      maxDiscount\n      minOrderAmount\n      startsAt\n      expiresAt\n      usageLimit\n      perCustomerLimit\n      firstOrderOnly\n      active\n      usedCount\n      redemptions\n      customers\n      discountGiven\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateCoupon($input: AdminCouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateCoupon($input: AdminCouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCoupon($id: ID!, $input: AdminCouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCoupon($id: ID!, $input: AdminCouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMerchandising {\n    adminBanners {\n      id\n      title\n      subtitle\n      image\n      link\n      position\n      active\n      startsAt\n      endsAt\n    }\n    adminOffers {\n      id\n      slug\n      title\n      description\n      poster\n      position\n      active\n      startsAt\n      endsAt\n      discountType\n      discountValue\n      productIds\n      products {\n        id\n        name\n      }\n    }\n    adminThemedCollections {\n      id\n      sectionId\n      slug\n      title\n      description\n      image\n      position\n      active\n      startsAt\n      endsAt\n      productIds\n      products {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMerchandising {\n    adminBanners {\n      id\n      title\n      subtitle\n      image\n      link\n      position\n      active\n      startsAt\n      endsAt\n    }\n    adminOffers {\n      id\n      slug\n      title\n      description\n      poster\n      position\n      active\n      startsAt\n      endsAt\n      discountType\n      discountValue\n      productIds\n      products {\n        id\n        name\n      }\n    }\n    adminThemedCollections {\n      id\n      sectionId\n      slug\n      title\n      description\n      image\n      position\n      active\n      startsAt\n      endsAt\n      productIds\n      products {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPickerProducts($search: String) {\n    adminProducts(search: $search, limit: 10) {\n      totalCount\n      items {\n        id\n        name\n        published\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPickerProducts($search: String) {\n    adminProducts(search: $search, limit: 10) {\n      totalCount\n      items {\n        id\n        name\n        published\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveBanner($id: ID, $input: BannerInput!) {\n    saveBanner(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveBanner($id: ID, $input: BannerInput!) {\n    saveBanner(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveOffer($id: ID, $input: OfferInput!) {\n    saveOffer(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveOffer($id: ID, $input: OfferInput!) {\n    saveOffer(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveCollection($id: ID, $input: CollectionInput!) {\n    saveThemedCollection(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveCollection($id: ID, $input: CollectionInput!) {\n    saveThemedCollection(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReorderMerchandising($kind: MerchKind!, $ids: [ID!]!) {\n    reorderMerchandising(kind: $kind, ids: $ids)\n  }\n"): (typeof documents)["\n  mutation AdminReorderMerchandising($kind: MerchKind!, $ids: [ID!]!) {\n    reorderMerchandising(kind: $kind, ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteMerchandising($kind: MerchKind!, $id: ID!) {\n    deleteMerchandising(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteMerchandising($kind: MerchKind!, $id: ID!) {\n    deleteMerchandising(kind: $kind, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStorePages {\n    adminStorePages {\n      type\n      lang\n      title\n      content\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminStorePages {\n    adminStorePages {\n      type\n      lang\n      title\n      content\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveStorePage($input: StorePageInput!) {\n    saveStorePage(input: $input) {\n      type\n      lang\n      title\n      content\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveStorePage($input: StorePageInput!) {\n    saveStorePage(input: $input) {\n      type\n      lang\n      title\n      content\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestimonials {\n    adminTestimonials {\n      id\n      name\n      city\n      text\n      textHi\n      rating\n      avatar\n      position\n    }\n  }\n"): (typeof documents)["\n  query AdminTestimonials {\n    adminTestimonials {\n      id\n      name\n      city\n      text\n      textHi\n      rating\n      avatar\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveTestimonial($id: ID, $input: TestimonialInput!) {\n    saveTestimonial(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveTestimonial($id: ID, $input: TestimonialInput!) {\n    saveTestimonial(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueStructure {\n    catalogueSections {\n      id\n      name\n      slug\n      gender\n      image\n      hidden\n      position\n      categories {\n        id\n        sectionId\n        name\n        slug\n        image\n        hsnCode\n        hidden\n        position\n        seoTitle\n        seoDescription\n        productCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogueStructure {\n    catalogueSections {\n      id\n      name\n      slug\n      gender\n      image\n      hidden\n      position\n      categories {\n        id\n        sectionId\n        name\n        slug\n        image\n        hsnCode\n        hidden\n        position\n        seoTitle\n        seoDescription\n        productCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSection($input: AdminSectionInput!) {\n    createSection(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSection($input: AdminSectionInput!) {\n    createSection(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSection($id: ID!, $input: AdminSectionInput!) {\n    updateSection(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSection($id: ID!, $input: AdminSectionInput!) {\n    updateSection(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderSections($ids: [ID!]!) {\n    reorderSections(ids: $ids) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderSections($ids: [ID!]!) {\n    reorderSections(ids: $ids) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: AdminCategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: AdminCategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: AdminCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: AdminCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCategories($sectionId: ID!, $ids: [ID!]!) {\n    reorderCategories(sectionId: $sectionId, ids: $ids) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderCategories($sectionId: ID!, $ids: [ID!]!) {\n    reorderCategories(sectionId: $sectionId, ids: $ids) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkUpdateProducts($action: ProductBulkAction!, $ids: [ID!], $filter: AdminProductFilterInput) {\n    bulkUpdateProducts(action: $action, ids: $ids, filter: $filter)\n  }\n"): (typeof documents)["\n  mutation BulkUpdateProducts($action: ProductBulkAction!, $ids: [ID!], $filter: AdminProductFilterInput) {\n    bulkUpdateProducts(action: $action, ids: $ids, filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSizeChartFields on SizeChart {\n    fit\n    fitNote\n    columns {\n      kind\n      label\n    }\n    rows {\n      size\n      measurements {\n        kind\n        cm\n        inches\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminSizeChartFields on SizeChart {\n    fit\n    fitNote\n    columns {\n      kind\n      label\n    }\n    rows {\n      size\n      measurements {\n        kind\n        cm\n        inches\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategorySizeChart($categoryId: ID!) {\n    categorySizeChart(categoryId: $categoryId) {\n      ...AdminSizeChartFields\n    }\n  }\n"): (typeof documents)["\n  query CategorySizeChart($categoryId: ID!) {\n    categorySizeChart(categoryId: $categoryId) {\n      ...AdminSizeChartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCategorySizeChart($categoryId: ID!, $chart: SizeChartInput!) {\n    saveCategorySizeChart(categoryId: $categoryId, chart: $chart) {\n      ...AdminSizeChartFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCategorySizeChart($categoryId: ID!, $chart: SizeChartInput!) {\n    saveCategorySizeChart(categoryId: $categoryId, chart: $chart) {\n      ...AdminSizeChartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductSizeCharts($productId: ID!) {\n    productSizeCharts(productId: $productId) {\n      own {\n        ...AdminSizeChartFields\n      }\n      category {\n        ...AdminSizeChartFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductSizeCharts($productId: ID!) {\n    productSizeCharts(productId: $productId) {\n      own {\n        ...AdminSizeChartFields\n      }\n      category {\n        ...AdminSizeChartFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProductSizeChart($productId: ID!, $chart: SizeChartInput) {\n    saveProductSizeChart(productId: $productId, chart: $chart) {\n      ...AdminSizeChartFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProductSizeChart($productId: ID!, $chart: SizeChartInput) {\n    saveProductSizeChart(productId: $productId, chart: $chart) {\n      ...AdminSizeChartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCsvExport {\n    productCsv\n  }\n"): (typeof documents)["\n  query ProductCsvExport {\n    productCsv\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewProductCsv($csv: String!) {\n    previewProductCsv(csv: $csv) {\n      products\n      errorRows\n      rows {\n        line\n        product\n        colour\n        size\n        errors\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreviewProductCsv($csv: String!) {\n    previewProductCsv(csv: $csv) {\n      products\n      errorRows\n      rows {\n        line\n        product\n        colour\n        size\n        errors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportProductCsv($csv: String!) {\n    importProductCsv(csv: $csv) {\n      products\n    }\n  }\n"): (typeof documents)["\n  mutation ImportProductCsv($csv: String!) {\n    importProductCsv(csv: $csv) {\n      products\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceablePincodes($search: String, $deliverable: Boolean, $offset: Int) {\n    serviceablePincodes(search: $search, deliverable: $deliverable, limit: 50, offset: $offset) {\n      totalCount\n      deliverableCount\n      items {\n        pincode\n        city\n        state\n        deliverable\n        codAvailable\n        deliveryDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceablePincodes($search: String, $deliverable: Boolean, $offset: Int) {\n    serviceablePincodes(search: $search, deliverable: $deliverable, limit: 50, offset: $offset) {\n      totalCount\n      deliverableCount\n      items {\n        pincode\n        city\n        state\n        deliverable\n        codAvailable\n        deliveryDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewPincodeImport($csv: String!, $replace: Boolean!) {\n    previewPincodeImport(csv: $csv, replace: $replace) {\n      rows\n      switchedOn\n      switchedOff\n      deliverableAfter\n      problemCount\n      problems {\n        line\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreviewPincodeImport($csv: String!, $replace: Boolean!) {\n    previewPincodeImport(csv: $csv, replace: $replace) {\n      rows\n      switchedOn\n      switchedOff\n      deliverableAfter\n      problemCount\n      problems {\n        line\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportPincodes($csv: String!, $replace: Boolean!) {\n    importPincodes(csv: $csv, replace: $replace) {\n      rows\n      deliverableAfter\n    }\n  }\n"): (typeof documents)["\n  mutation ImportPincodes($csv: String!, $replace: Boolean!) {\n    importPincodes(csv: $csv, replace: $replace) {\n      rows\n      deliverableAfter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPincodeServiceable($pincode: String!, $deliverable: Boolean!) {\n    setPincodeServiceable(pincode: $pincode, deliverable: $deliverable) {\n      pincode\n      deliverable\n      codAvailable\n      deliveryDays\n    }\n  }\n"): (typeof documents)["\n  mutation SetPincodeServiceable($pincode: String!, $deliverable: Boolean!) {\n    setPincodeServiceable(pincode: $pincode, deliverable: $deliverable) {\n      pincode\n      deliverable\n      codAvailable\n      deliveryDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceablePincodesCsv {\n    serviceablePincodesCsv\n  }\n"): (typeof documents)["\n  query ServiceablePincodesCsv {\n    serviceablePincodesCsv\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApiKeys {\n    apiScopes {\n      name\n      description\n    }\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      allowedIps\n      expiresAt\n      revokedAt\n      lastUsedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminApiKeys {\n    apiScopes {\n      name\n      description\n    }\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      allowedIps\n      expiresAt\n      revokedAt\n      lastUsedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      token\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      token\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($entityType: String, $limit: Int!, $offset: Int!) {\n    auditLog(entityType: $entityType, limit: $limit, offset: $offset) {\n      id\n      staffId\n      staffPhone\n      role\n      action\n      entityType\n      entityId\n      before\n      after\n      at\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($entityType: String, $limit: Int!, $offset: Int!) {\n    auditLog(entityType: $entityType, limit: $limit, offset: $offset) {\n      id\n      staffId\n      staffPhone\n      role\n      action\n      entityType\n      entityId\n      before\n      after\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerPage($id: ID!) {\n    adminCustomer(id: $id) {\n      customer {\n        id\n        phone\n        name\n        email\n        createdAt\n        orderCount\n      }\n      orders {\n        id\n        orderNumber\n        status\n        statusLabel\n        totalAmount { amount currencyCode }\n        createdAt\n      }\n      addresses {\n        id\n        fullName\n        phone\n        houseName\n        address\n        locality\n        city\n        state\n        pincode\n      }\n      notifications {\n        id\n        title\n        body\n        sentAt\n        readAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerPage($id: ID!) {\n    adminCustomer(id: $id) {\n      customer {\n        id\n        phone\n        name\n        email\n        createdAt\n        orderCount\n      }\n      orders {\n        id\n        orderNumber\n        status\n        statusLabel\n        totalAmount { amount currencyCode }\n        createdAt\n      }\n      addresses {\n        id\n        fullName\n        phone\n        houseName\n        address\n        locality\n        city\n        state\n        pincode\n      }\n      notifications {\n        id\n        title\n        body\n        sentAt\n        readAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($query: String!) {\n    adminCustomers(query: $query) {\n      id\n      phone\n      name\n      email\n      createdAt\n      orderCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($query: String!) {\n    adminCustomers(query: $query) {\n      id\n      phone\n      name\n      email\n      createdAt\n      orderCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOutboxDeliveries($status: OutboxDeliveryStatus) {\n    outboxDeliveries(status: $status, first: 100) {\n      eventId\n      event\n      consumer\n      status\n      attempts\n      lastError\n      createdAt\n      nextAttemptAt\n      deliveredAt\n    }\n  }\n"): (typeof documents)["\n  query AdminOutboxDeliveries($status: OutboxDeliveryStatus) {\n    outboxDeliveries(status: $status, first: 100) {\n      eventId\n      event\n      consumer\n      status\n      attempts\n      lastError\n      createdAt\n      nextAttemptAt\n      deliveredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetryOutboxDelivery($eventId: ID!, $consumer: String!) {\n    retryOutboxDelivery(eventId: $eventId, consumer: $consumer)\n  }\n"): (typeof documents)["\n  mutation AdminRetryOutboxDelivery($eventId: ID!, $consumer: String!) {\n    retryOutboxDelivery(eventId: $eventId, consumer: $consumer)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGstRates {\n    adminGstRates {\n      id\n      hsnPrefix\n      upToRupeesPerPiece\n      ratePercent\n      followsPrincipal\n      validFrom\n      validTo\n      description\n    }\n  }\n"): (typeof documents)["\n  query AdminGstRates {\n    adminGstRates {\n      id\n      hsnPrefix\n      upToRupeesPerPiece\n      ratePercent\n      followsPrincipal\n      validFrom\n      validTo\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddGstRate($input: GstRateInput!) {\n    addGstRate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddGstRate($input: GstRateInput!) {\n    addGstRate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGstMonth($month: String!) {\n    adminGstMonth(month: $month) {\n      month\n      taxable\n      igst\n      cgst\n      sgst\n      invoiceValue\n      creditValue\n      invoices {\n        count\n        from\n        to\n      }\n      creditNotes {\n        count\n        from\n        to\n      }\n      summary {\n        placeOfSupply\n        ratePercent\n        taxable\n        igst\n        cgst\n        sgst\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminGstMonth($month: String!) {\n    adminGstMonth(month: $month) {\n      month\n      taxable\n      igst\n      cgst\n      sgst\n      invoiceValue\n      creditValue\n      invoices {\n        count\n        from\n        to\n      }\n      creditNotes {\n        count\n        from\n        to\n      }\n      summary {\n        placeOfSupply\n        ratePercent\n        taxable\n        igst\n        cgst\n        sgst\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderPage($id: ID!) {\n    shippingSetup {\n      provider\n      books\n    }\n    adminOrder(id: $id) {\n      shipment {\n        awb\n        courierName\n        labelUrl\n        status\n        expectedDelivery\n        pickupRef\n        pickupDate\n        receivedCondition\n        scans {\n          status\n          courierStatus\n          location\n          remark\n          at\n        }\n      }\n      customerId\n      customerPhone\n      customerName\n      courier\n      trackingNumber\n      allowedActions\n      paymentAttempts {\n        id\n        provider\n        status\n        source\n        providerPaymentId\n        errorCode\n        errorDescription\n        createdAt\n        secondPayment\n        amount { amount currencyCode }\n        refund\n        refundId\n        refundError\n      }\n      order {\n        id\n        orderNumber\n        status\n        statusLabel\n        paymentStatus\n        paymentMethod\n        itemsSubtotal { amount currencyCode }\n        discountAmount { amount currencyCode }\n        shippingCharge { amount currencyCode }\n        totalAmount { amount currencyCode }\n        couponCode\n        cancelReason\n        createdAt\n        invoiceNumber\n        creditNotes {\n          number\n          kind\n          amount { amount currencyCode }\n        }\n        shippingAddress {\n          fullName\n          phone\n          houseName\n          address\n          locality\n          landmark\n          city\n          state\n          pincode\n        }\n        items {\n          id\n          productName\n          colorName\n          size\n          quantity\n          discountedPrice { amount currencyCode }\n          lineTotal { amount currencyCode }\n        }\n        statusHistory {\n          status\n          label\n          note\n          date\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderPage($id: ID!) {\n    shippingSetup {\n      provider\n      books\n    }\n    adminOrder(id: $id) {\n      shipment {\n        awb\n        courierName\n        labelUrl\n        status\n        expectedDelivery\n        pickupRef\n        pickupDate\n        receivedCondition\n        scans {\n          status\n          courierStatus\n          location\n          remark\n          at\n        }\n      }\n      customerId\n      customerPhone\n      customerName\n      courier\n      trackingNumber\n      allowedActions\n      paymentAttempts {\n        id\n        provider\n        status\n        source\n        providerPaymentId\n        errorCode\n        errorDescription\n        createdAt\n        secondPayment\n        amount { amount currencyCode }\n        refund\n        refundId\n        refundError\n      }\n      order {\n        id\n        orderNumber\n        status\n        statusLabel\n        paymentStatus\n        paymentMethod\n        itemsSubtotal { amount currencyCode }\n        discountAmount { amount currencyCode }\n        shippingCharge { amount currencyCode }\n        totalAmount { amount currencyCode }\n        couponCode\n        cancelReason\n        createdAt\n        invoiceNumber\n        creditNotes {\n          number\n          kind\n          amount { amount currencyCode }\n        }\n        shippingAddress {\n          fullName\n          phone\n          houseName\n          address\n          locality\n          landmark\n          city\n          state\n          pincode\n        }\n        items {\n          id\n          productName\n          colorName\n          size\n          quantity\n          discountedPrice { amount currencyCode }\n          lineTotal { amount currencyCode }\n        }\n        statusHistory {\n          status\n          label\n          note\n          date\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminConfirmOrder($id: ID!) {\n    confirmOrder(orderId: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminConfirmOrder($id: ID!) {\n    confirmOrder(orderId: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminShipOrder($id: ID!, $courier: String!, $trackingNumber: String!) {\n    shipOrder(orderId: $id, courier: $courier, trackingNumber: $trackingNumber) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminShipOrder($id: ID!, $courier: String!, $trackingNumber: String!) {\n    shipOrder(orderId: $id, courier: $courier, trackingNumber: $trackingNumber) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBookShipment($id: ID!, $size: PackageSizeInput!) {\n    bookShipment(orderId: $id, size: $size) {\n      awb\n    }\n  }\n"): (typeof documents)["\n  mutation AdminBookShipment($id: ID!, $size: PackageSizeInput!) {\n    bookShipment(orderId: $id, size: $size) {\n      awb\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRequestPickup($ids: [ID!]!) {\n    requestPickup(orderIds: $ids) {\n      pickupRef\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRequestPickup($ids: [ID!]!) {\n    requestPickup(orderIds: $ids) {\n      pickupRef\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReceiveReturnedParcel($id: ID!, $condition: ParcelCondition!) {\n    receiveReturnedParcel(orderId: $id, condition: $condition) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReceiveReturnedParcel($id: ID!, $condition: ParcelCondition!) {\n    receiveReturnedParcel(orderId: $id, condition: $condition) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminOutForDelivery($id: ID!) {\n    markOutForDelivery(orderId: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminOutForDelivery($id: ID!) {\n    markOutForDelivery(orderId: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeliverOrder($id: ID!) {\n    markDelivered(orderId: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeliverOrder($id: ID!) {\n    markDelivered(orderId: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkPaid($id: ID!) {\n    markOrderPaid(orderId: $id) {\n      id\n      paymentStatus\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkPaid($id: ID!) {\n    markOrderPaid(orderId: $id) {\n      id\n      paymentStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelOrder($id: ID!, $reason: String!) {\n    staffCancelOrder(orderId: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCancelOrder($id: ID!, $reason: String!) {\n    staffCancelOrder(orderId: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($filter: AdminOrderFilter, $limit: Int!, $offset: Int!) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      orders {\n        id\n        orderNumber\n        status\n        statusLabel\n        paymentStatus\n        paymentMethod\n        totalAmount\n        createdAt\n        customerPhone\n        customerName\n        itemCount\n        city\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($filter: AdminOrderFilter, $limit: Int!, $offset: Int!) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      orders {\n        id\n        orderNumber\n        status\n        statusLabel\n        paymentStatus\n        paymentMethod\n        totalAmount\n        createdAt\n        customerPhone\n        customerName\n        itemCount\n        city\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    dashboardOverview {\n      todayOrders\n      todayRevenue\n      weekOrders\n      weekRevenue\n      waiting {\n        status\n        count\n      }\n      lowStock {\n        variantSizeId\n        productId\n        productName\n        colorName\n        size\n        stock\n      }\n      dailySales {\n        day\n        orders\n        revenue\n      }\n      store {\n        setupComplete\n        missingForInvoices\n      }\n      disabledWebhookEndpoints\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    dashboardOverview {\n      todayOrders\n      todayRevenue\n      weekOrders\n      weekRevenue\n      waiting {\n        status\n        count\n      }\n      lowStock {\n        variantSizeId\n        productId\n        productName\n        colorName\n        size\n        stock\n      }\n      dailySales {\n        day\n        orders\n        revenue\n      }\n      store {\n        setupComplete\n        missingForInvoices\n      }\n      disabledWebhookEndpoints\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReturnFields on AdminReturn {\n    id\n    customerPhone\n    nextSteps\n    request {\n      id\n      returnNumber\n      orderId\n      orderNumber\n      kind\n      status\n      statusLabel\n      quantity\n      reasonLabel\n      comment\n      productName\n      colorName\n      size\n      image\n      exchangeSize\n      pickupDate\n      refundAmount { amount currencyCode }\n      refundTo\n      refundStatus\n      creditNoteNumber\n      rejectReason\n      courier\n      trackingNumber\n      photoUrls\n      history {\n        status\n        label\n        note\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminReturnFields on AdminReturn {\n    id\n    customerPhone\n    nextSteps\n    request {\n      id\n      returnNumber\n      orderId\n      orderNumber\n      kind\n      status\n      statusLabel\n      quantity\n      reasonLabel\n      comment\n      productName\n      colorName\n      size\n      image\n      exchangeSize\n      pickupDate\n      refundAmount { amount currencyCode }\n      refundTo\n      refundStatus\n      creditNoteNumber\n      rejectReason\n      courier\n      trackingNumber\n      photoUrls\n      history {\n        status\n        label\n        note\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReturnPage($id: ID!) {\n    adminReturn(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  query AdminReturnPage($id: ID!) {\n    adminReturn(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveReturn($id: ID!, $pickupDate: String) {\n    approveReturn(id: $id, pickupDate: $pickupDate) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveReturn($id: ID!, $pickupDate: String) {\n    approveReturn(id: $id, pickupDate: $pickupDate) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkReturnPickedUp($id: ID!) {\n    markReturnPickedUp(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkReturnPickedUp($id: ID!) {\n    markReturnPickedUp(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkReturnReceived($id: ID!) {\n    markReturnReceived(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkReturnReceived($id: ID!) {\n    markReturnReceived(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundReturn($id: ID!, $payoutReference: String) {\n    refundReturn(id: $id, payoutReference: $payoutReference) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefundReturn($id: ID!, $payoutReference: String) {\n    refundReturn(id: $id, payoutReference: $payoutReference) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShipExchange($id: ID!, $courier: String, $trackingNumber: String) {\n    shipExchange(id: $id, courier: $courier, trackingNumber: $trackingNumber) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShipExchange($id: ID!, $courier: String, $trackingNumber: String) {\n    shipExchange(id: $id, courier: $courier, trackingNumber: $trackingNumber) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReturns($status: ReturnStatus, $limit: Int!, $offset: Int!) {\n    adminReturns(status: $status, limit: $limit, offset: $offset) {\n      total\n      returns {\n        customerPhone\n        request {\n          id\n          returnNumber\n          orderId\n          orderNumber\n          kind\n          status\n          statusLabel\n          quantity\n          productName\n          size\n          exchangeSize\n          refundAmount { amount currencyCode }\n          pickupDate\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReturns($status: ReturnStatus, $limit: Int!, $offset: Int!) {\n    adminReturns(status: $status, limit: $limit, offset: $offset) {\n      total\n      returns {\n        customerPhone\n        request {\n          id\n          returnNumber\n          orderId\n          orderNumber\n          kind\n          status\n          statusLabel\n          quantity\n          productName\n          size\n          exchangeSize\n          refundAmount { amount currencyCode }\n          pickupDate\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReportedReviews($status: String) {\n    reportedReviews(status: $status, limit: 100) {\n      productId\n      productName\n      status\n      reportCount\n      reasons\n      review {\n        id\n        rating\n        title\n        text\n        authorName\n        createdAt\n        verifiedBuyer\n        photos\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReportedReviews($status: String) {\n    reportedReviews(status: $status, limit: 100) {\n      productId\n      productName\n      status\n      reportCount\n      reasons\n      review {\n        id\n        rating\n        title\n        text\n        authorName\n        createdAt\n        verifiedBuyer\n        photos\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminHideReview($reviewId: ID!, $reason: String) {\n    hideReview(reviewId: $reviewId, reason: $reason) {\n      status\n      reportCount\n    }\n  }\n"): (typeof documents)["\n  mutation AdminHideReview($reviewId: ID!, $reason: String) {\n    hideReview(reviewId: $reviewId, reason: $reason) {\n      status\n      reportCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreReview($reviewId: ID!) {\n    restoreReview(reviewId: $reviewId) {\n      status\n      reportCount\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreReview($reviewId: ID!) {\n    restoreReview(reviewId: $reviewId) {\n      status\n      reportCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStaff {\n    staffAccounts {\n      id\n      phone\n      name\n      role\n      createdAt\n    }\n    staffSessions {\n      id\n      staffId\n      ip\n      userAgent\n      createdAt\n      lastSeenAt\n      expiresAt\n      active\n    }\n  }\n"): (typeof documents)["\n  query AdminStaff {\n    staffAccounts {\n      id\n      phone\n      name\n      role\n      createdAt\n    }\n    staffSessions {\n      id\n      staffId\n      ip\n      userAgent\n      createdAt\n      lastSeenAt\n      expiresAt\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminInviteStaff($phone: String!, $role: StaffRole!, $name: String) {\n    inviteStaff(phone: $phone, role: $role, name: $name) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminInviteStaff($phone: String!, $role: StaffRole!, $name: String) {\n    inviteStaff(phone: $phone, role: $role, name: $name) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(staffId: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation AdminChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(staffId: $id, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveStaff($id: ID!) {\n    removeStaff(staffId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRemoveStaff($id: ID!) {\n    removeStaff(staffId: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRevokeSession($id: ID!) {\n    revokeStaffSession(sessionId: $id) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRevokeSession($id: ID!) {\n    revokeStaffSession(sessionId: $id) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStoreSettingsFields on AdminStoreSettings {\n    brandName\n    logoUrl\n    legalName\n    registeredAddress\n    state\n    stateCode\n    gstin\n    pan\n    invoicePrefix\n    creditNotePrefix\n    supportPhone\n    supportEmail\n    supportHours\n    facebookUrl\n    instagramUrl\n    twitterUrl\n    linkedinUrl\n    officeAddress\n    mapUrl\n    codFee\n    freeShippingOver\n    returnWindowDays\n    deliveryDays\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminStoreSettingsFields on AdminStoreSettings {\n    brandName\n    logoUrl\n    legalName\n    registeredAddress\n    state\n    stateCode\n    gstin\n    pan\n    invoicePrefix\n    creditNotePrefix\n    supportPhone\n    supportEmail\n    supportHours\n    facebookUrl\n    instagramUrl\n    twitterUrl\n    linkedinUrl\n    officeAddress\n    mapUrl\n    codFee\n    freeShippingOver\n    returnWindowDays\n    deliveryDays\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStoreSettings {\n    adminStoreSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminStoreSettings {\n    adminStoreSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ...AdminStoreSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ...AdminStoreSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookEndpoints {\n    webhookEventTypes\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      status\n      disabledReason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookEndpoints {\n    webhookEventTypes\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      status\n      disabledReason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      responseStatus\n      responseBody\n      durationMs\n      lastError\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n      body\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      responseStatus\n      responseBody\n      durationMs\n      lastError\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateWebhookEndpoint($id: ID!, $changes: WebhookEndpointChanges!) {\n    updateWebhookEndpoint(id: $id, changes: $changes) {\n      id\n      status\n      disabledReason\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateWebhookEndpoint($id: ID!, $changes: WebhookEndpointChanges!) {\n    updateWebhookEndpoint(id: $id, changes: $changes) {\n      id\n      status\n      disabledReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRedeliverWebhook($id: ID!) {\n    redeliverWebhook(deliveryId: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRedeliverWebhook($id: ID!) {\n    redeliverWebhook(deliveryId: $id) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;