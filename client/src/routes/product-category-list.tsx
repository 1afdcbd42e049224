import { useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { paths } from '../config/paths';
import { Breadcrumb } from '../ui/Breadcrumb';
import { ButtonLink } from '../ui/Button';
import { EmptyState, ErrorState, Loading } from '../ui/States';
import { ProductCard } from '../features/catalog/ProductCard';
import '../features/catalog/catalog.css';

const CategoryProductsQuery = graphql(`
  query CategoryProducts($categoryId: ID!) {
    category(id: $categoryId) {
      id
      name
    }
    products(filter: { categoryId: $categoryId }, pageSize: 4) {
      totalCount
      items {
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
  const { data, loading, error } = useQuery(CategoryProductsQuery, { variables: { categoryId }, errorPolicy: 'all' });
  const name = data?.category?.name ?? 'Category Products';
  const items = data?.products?.items ?? [];
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: 'Home', to: paths.home }, { label: 'Shop', to: paths.shop }, { label: name }]} />
      <div className="page-head">
        <h1>{name}</h1>
        {data?.products && data.products.totalCount > items.length && (
          <ButtonLink variant="secondary" small to={paths.productListing(categoryId)}>
            View all {data.products.totalCount}
          </ButtonLink>
        )}
      </div>
      {loading && !data ? (
        <Loading />
      ) : error && !data?.products ? (
        error.message.toLowerCase().includes('not found') ? <EmptyState title="No products found for this category." /> : <ErrorState text="Failed to fetch data" />
      ) : items.length === 0 ? (
        <EmptyState title="No products found for this category." />
      ) : (
        <div className="product-grid product-grid--4">
          {items.map((product) => (
            <ProductCard key={product.id} product={product} words={6} withAddToCart outOfStock="disabled" eager />
          ))}
        </div>
      )}
    </div>
  );
}
