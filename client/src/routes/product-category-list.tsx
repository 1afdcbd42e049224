import { useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { paths } from '../config/paths';
import { Breadcrumb } from '../ui/Breadcrumb';
import { ButtonLink } from '../ui/Button';
import { EmptyState, ErrorState, Loading } from '../ui/States';
import { ProductCard } from '../features/catalog/ProductCard';
import '../features/catalog/catalog.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { formatNumber } from '../ui/format';
import { t } from '../i18n/i18n';
import { usePrerendered } from '../features/catalog/prerendered';
import type { CategoryProductsQuery as CategoryProductsAnswer } from '../gql/graphql';

const CategoryProductsQuery = graphql(`
  query CategoryProducts($categoryId: ID!) {
    category(id: $categoryId) {
      id
      name
    }
    products(filter: { categoryId: $categoryId }, first: 4) {
      totalCount
      nodes {
        ...ProductCard_product
      }
    }
  }
`);

/**
 * Category product list (/product-category-list/{categoryId}): the first 4 products of a category
 * with the spec's card (out-of-stock badge, rating badge, 6-word description, Add to Cart).
 */
export default function ProductCategoryListRoute() {
  const { categoryId = '' } = useParams();
  // The server's answer for this first view (prerendered into the HTML), when there is one.
  const prerendered = usePrerendered<CategoryProductsAnswer>('CategoryProducts', { categoryId });
  const query = useQuery(CategoryProductsQuery, { variables: { categoryId }, errorPolicy: 'all', skip: Boolean(prerendered) });
  const data = prerendered ?? query.data;
  const { loading, error } = query;
  const name = data?.category?.name ?? 'Category Products';
  const items = data?.products?.nodes ?? [];
  useDocumentTitle(data?.category?.name ?? (loading ? null : 'Category'));
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Shop'), to: paths.shop }, { label: name }]} />
      <div className="page-head">
        <h1>{name}</h1>
        {data?.products && data.products.totalCount > items.length && (
          <ButtonLink variant="secondary" small to={paths.productListing(categoryId)}>
            {t('View all {count}', { count: formatNumber(data.products.totalCount) })}
          </ButtonLink>
        )}
      </div>
      {loading && !data ? (
        <Loading />
      ) : error && !data?.products ? (
        error.message.toLowerCase().includes('not found') ? <EmptyState title={t('No products found for this category.')} /> : <ErrorState text={t('Failed to fetch data')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('No products found for this category.')} />
      ) : (
        <div className="product-grid product-grid--4">
          {items.map((product, index) => (
            <ProductCard key={product.id} product={product} words={6} withAddToCart outOfStock="disabled" eager priority={index === 0} />
          ))}
        </div>
      )}
    </div>
  );
}
