/** GraphQL documents of the catalogue screens (typed from admin-schema.graphql by codegen). */
import { graphql } from '../gql';

export const CATALOGUE_SECTIONS = graphql(`
  query CatalogueSections {
    catalogueSections {
      id
      name
      categories {
        id
        name
      }
    }
  }
`);

export const PRODUCT_LIST = graphql(`
  query AdminProductList($search: String, $categoryId: ID, $published: Boolean, $lowStockOnly: Boolean, $archived: Boolean, $offset: Int) {
    adminProducts(search: $search, categoryId: $categoryId, published: $published, lowStockOnly: $lowStockOnly, archived: $archived, limit: 25, offset: $offset) {
      totalCount
      items {
        id
        name
        slug
        categoryName
        published
        inShop
        archivedAt
        inStock
        listingPrice
        totalStock
        lowStockSizes
        image
      }
    }
  }
`);

export const ADMIN_PRODUCT_FIELDS = graphql(`
  fragment AdminProductFields on AdminProduct {
    id
    sectionId
    categoryId
    hsnCode
    categoryHsnCode
    name
    slug
    seoTitle
    seoDescription
    inShop
    archivedAt
    subtitle
    description
    materialCare
    specifications
    isNewArrival
    isTrending
    published
    inStock
    listingPrice
    variants {
      id
      colorName
      colorValue
      sleeve
      neck
      type
      images
      sizes {
        id
        size
        price
        mrp
        discount
        stock
        lowStockThreshold
        lowStock
      }
    }
  }
`);

export const PRODUCT_EDIT = graphql(`
  query AdminProductEdit($id: ID!) {
    adminProduct(id: $id) {
      ...AdminProductFields
    }
    stockMovements(productId: $id) {
      id
      sizeId
      delta
      stockAfter
      reason
      note
      staffId
      createdAt
    }
  }
`);

export const CREATE_PRODUCT = graphql(`
  mutation AdminCreateProduct($input: AdminProductInput!) {
    createProduct(input: $input) {
      ...AdminProductFields
    }
  }
`);

export const UPDATE_PRODUCT = graphql(`
  mutation AdminUpdateProduct($id: ID!, $input: AdminProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...AdminProductFields
    }
  }
`);

export const SET_PUBLISHED = graphql(`
  mutation AdminSetPublished($id: ID!, $published: Boolean!) {
    setProductPublished(id: $id, published: $published) {
      id
      published
    }
  }
`);

export const ADJUST_STOCK = graphql(`
  mutation AdminAdjustStock($sizeId: ID!, $delta: Int!, $reason: StockReason!, $note: String) {
    adjustStock(sizeId: $sizeId, delta: $delta, reason: $reason, note: $note) {
      id
      stock
      lowStock
    }
  }
`);

export const STOCK_CSV = graphql(`
  query AdminStockCsv {
    stockCsv
  }
`);

export const PREVIEW_CSV = graphql(`
  query AdminPreviewStockCsv($csv: String!) {
    previewStockCsv(csv: $csv) {
      changedRows
      errorRows
      conflictRows
      rows {
        line
        sizeId
        product
        colour
        size
        changes {
          field
          from
          to
        }
        errors
        conflict {
          sheetStock
          currentStock
          wantedStock
          message
        }
      }
    }
  }
`);

export const APPLY_CSV = graphql(`
  mutation AdminApplyStockCsv($csv: String!) {
    applyStockCsv(csv: $csv) {
      changedRows
      errorRows
    }
  }
`);

export const COUPONS = graphql(`
  query AdminCoupons {
    adminCoupons {
      id
      code
      title
      description
      discountType
      discountValue
      maxDiscount
      minOrderAmount
      startsAt
      expiresAt
      usageLimit
      perCustomerLimit
      firstOrderOnly
      active
      usedCount
      redemptions
      customers
      discountGiven
    }
  }
`);

export const CREATE_COUPON = graphql(`
  mutation AdminCreateCoupon($input: AdminCouponInput!) {
    createCoupon(input: $input) {
      id
    }
  }
`);

export const UPDATE_COUPON = graphql(`
  mutation AdminUpdateCoupon($id: ID!, $input: AdminCouponInput!) {
    updateCoupon(id: $id, input: $input) {
      id
    }
  }
`);

export const SET_COUPON_ACTIVE = graphql(`
  mutation AdminSetCouponActive($id: ID!, $active: Boolean!) {
    setCouponActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

export const MERCHANDISING = graphql(`
  query AdminMerchandising {
    adminBanners {
      id
      title
      subtitle
      image
      link
      position
      active
      startsAt
      endsAt
    }
    adminOffers {
      id
      slug
      title
      description
      poster
      position
      active
      startsAt
      endsAt
      discountType
      discountValue
      productIds
      products {
        id
        name
      }
    }
    adminThemedCollections {
      id
      sectionId
      slug
      title
      description
      image
      position
      active
      startsAt
      endsAt
      productIds
      products {
        id
        name
      }
    }
  }
`);

/** The product picker's search: by name (or id), published or not, 10 at a time. */
export const PICKER_PRODUCTS = graphql(`
  query AdminPickerProducts($search: String) {
    adminProducts(search: $search, limit: 10) {
      totalCount
      items {
        id
        name
        published
        image
      }
    }
  }
`);

export const SAVE_BANNER = graphql(`
  mutation AdminSaveBanner($id: ID, $input: BannerInput!) {
    saveBanner(id: $id, input: $input) {
      id
    }
  }
`);

export const SAVE_OFFER = graphql(`
  mutation AdminSaveOffer($id: ID, $input: OfferInput!) {
    saveOffer(id: $id, input: $input) {
      id
    }
  }
`);

export const SAVE_COLLECTION = graphql(`
  mutation AdminSaveCollection($id: ID, $input: CollectionInput!) {
    saveThemedCollection(id: $id, input: $input) {
      id
    }
  }
`);

export const REORDER = graphql(`
  mutation AdminReorderMerchandising($kind: MerchKind!, $ids: [ID!]!) {
    reorderMerchandising(kind: $kind, ids: $ids)
  }
`);

export const DELETE_MERCH = graphql(`
  mutation AdminDeleteMerchandising($kind: MerchKind!, $id: ID!) {
    deleteMerchandising(kind: $kind, id: $id)
  }
`);

export const STORE_PAGES = graphql(`
  query AdminStorePages {
    adminStorePages {
      type
      lang
      title
      content
      updatedAt
    }
  }
`);

export const SAVE_STORE_PAGE = graphql(`
  mutation AdminSaveStorePage($input: StorePageInput!) {
    saveStorePage(input: $input) {
      type
      lang
      title
      content
      updatedAt
    }
  }
`);

export const TESTIMONIALS = graphql(`
  query AdminTestimonials {
    adminTestimonials {
      id
      name
      city
      text
      textHi
      rating
      avatar
      position
    }
  }
`);

export const SAVE_TESTIMONIAL = graphql(`
  mutation AdminSaveTestimonial($id: ID, $input: TestimonialInput!) {
    saveTestimonial(id: $id, input: $input) {
      id
    }
  }
`);

export const STRUCTURE = graphql(`
  query CatalogueStructure {
    catalogueSections {
      id
      name
      slug
      gender
      image
      hidden
      position
      categories {
        id
        sectionId
        name
        slug
        image
        hsnCode
        hidden
        position
        seoTitle
        seoDescription
        productCount
      }
    }
  }
`);

export const CREATE_SECTION = graphql(`
  mutation CreateSection($input: AdminSectionInput!) {
    createSection(input: $input) {
      id
    }
  }
`);

export const UPDATE_SECTION = graphql(`
  mutation UpdateSection($id: ID!, $input: AdminSectionInput!) {
    updateSection(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_SECTION = graphql(`
  mutation DeleteSection($id: ID!) {
    deleteSection(id: $id)
  }
`);

export const REORDER_SECTIONS = graphql(`
  mutation ReorderSections($ids: [ID!]!) {
    reorderSections(ids: $ids) {
      id
    }
  }
`);

export const CREATE_CATEGORY = graphql(`
  mutation CreateCategory($input: AdminCategoryInput!) {
    createCategory(input: $input) {
      id
    }
  }
`);

export const UPDATE_CATEGORY = graphql(`
  mutation UpdateCategory($id: ID!, $input: AdminCategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_CATEGORY = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);

export const REORDER_CATEGORIES = graphql(`
  mutation ReorderCategories($sectionId: ID!, $ids: [ID!]!) {
    reorderCategories(sectionId: $sectionId, ids: $ids) {
      id
    }
  }
`);

export const BULK_PRODUCTS = graphql(`
  mutation BulkUpdateProducts($action: ProductBulkAction!, $ids: [ID!], $filter: AdminProductFilterInput) {
    bulkUpdateProducts(action: $action, ids: $ids, filter: $filter)
  }
`);

export const SIZE_CHART_FIELDS = graphql(`
  fragment AdminSizeChartFields on SizeChart {
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
`);

export const CATEGORY_SIZE_CHART = graphql(`
  query CategorySizeChart($categoryId: ID!) {
    categorySizeChart(categoryId: $categoryId) {
      ...AdminSizeChartFields
    }
  }
`);

export const SAVE_CATEGORY_SIZE_CHART = graphql(`
  mutation SaveCategorySizeChart($categoryId: ID!, $chart: SizeChartInput!) {
    saveCategorySizeChart(categoryId: $categoryId, chart: $chart) {
      ...AdminSizeChartFields
    }
  }
`);

export const PRODUCT_SIZE_CHARTS = graphql(`
  query ProductSizeCharts($productId: ID!) {
    productSizeCharts(productId: $productId) {
      own {
        ...AdminSizeChartFields
      }
      category {
        ...AdminSizeChartFields
      }
    }
  }
`);

export const SAVE_PRODUCT_SIZE_CHART = graphql(`
  mutation SaveProductSizeChart($productId: ID!, $chart: SizeChartInput) {
    saveProductSizeChart(productId: $productId, chart: $chart) {
      ...AdminSizeChartFields
    }
  }
`);

export const PRODUCT_CSV = graphql(`
  query ProductCsvExport {
    productCsv
  }
`);

export const PREVIEW_PRODUCT_CSV = graphql(`
  query PreviewProductCsv($csv: String!) {
    previewProductCsv(csv: $csv) {
      products
      errorRows
      rows {
        line
        product
        colour
        size
        errors
      }
    }
  }
`);

export const IMPORT_PRODUCT_CSV = graphql(`
  mutation ImportProductCsv($csv: String!) {
    importProductCsv(csv: $csv) {
      products
    }
  }
`);
