import { useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { paths } from '../config/paths';
import { Breadcrumb } from '../ui/Breadcrumb';
import { EmptyState, ErrorState, Loading } from '../ui/States';
import { Button } from '../ui/Button';
import { ProductCard } from '../features/catalog/ProductCard';
import '../features/catalog/catalog.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { msg, t } from '../i18n/i18n';
import { useShowMore } from '../app/use-show-more';

/** The collection and its products, 48 at a time ("Show more" appends the next; app/apollo.ts). */
const ThemedCollectionQuery = graphql(`
  query ThemedCollectionPage($slug: String!, $after: String) {
    themedCollection(slug: $slug) {
      id
      title
      description
      image
      productPage(first: 48, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            ...ProductCard_product
          }
        }
      }
    }
  }
`);

/** A themed collection's listing (/collections/{slug}): the products staff picked, in their order. */
export default function ThemedCollectionRoute() {
  const { slug = '' } = useParams();
  const { data, loading, error, fetchMore } = useQuery(ThemedCollectionQuery, { variables: { slug } });
  const collection = data?.themedCollection;
  const products = collection?.productPage.edges.map((edge) => edge.node) ?? [];
  const { showMore, loadingMore } = useShowMore(collection?.productPage.pageInfo.endCursor, fetchMore, msg('Could not load more products. Please try again.'));
  useDocumentTitle(collection?.title ?? t('Collections'));
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: collection?.title ?? t('Collections') }]} />
      <div className="page-head">
        <h1>{collection?.title ?? t('Collections')}</h1>
        {collection?.description && <p className="muted">{collection.description}</p>}
      </div>
      {loading && !collection ? (
        <Loading text={t('Loading...')} />
      ) : error ? (
        <ErrorState text={t('Failed to fetch data')} />
      ) : !collection || products.length === 0 ? (
        // No such collection (or hidden, or out of its dates: the lookup answers null) shows as an empty list.
        <EmptyState title={t('No Products Available in this List.')} />
      ) : (
        <>
          <div className="product-grid product-grid--4">
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} words={10} withAddToCart outOfStock="pill" eager={index < 4} />
            ))}
          </div>
          {collection.productPage.pageInfo.hasNextPage && (
            <Button variant="secondary" onClick={showMore} disabled={loadingMore}>
              {loadingMore ? t('Loading...') : t('Show more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
