
import { useLocation, useParams } from 'react-router-dom';
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

/** The offer and its products, 48 at a time ("Show more" appends the next; app/apollo.ts). */
const OfferProductsQuery = graphql(`
  query OfferProducts($id: ID!, $after: String) {
    offer(id: $id) {
      id
      title
      description
      poster
      products(first: 48, after: $after) {
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

/** Offers listing (/offers-listing/{id}): 'Our Best Offers' and the offer's products. */
export default function OffersListingRoute() {
  const { id = '' } = useParams();
  const state = useLocation().state as { title?: string } | null;
  const { data, loading, error, fetchMore } = useQuery(OfferProductsQuery, { variables: { id } });
  const offer = data?.offer;
  const products = offer?.products.edges.map((edge) => edge.node) ?? [];
  const { showMore, loadingMore } = useShowMore(offer?.products.pageInfo.endCursor, fetchMore, msg('Could not load more products. Please try again.'));
  const subtitle = offer?.title ?? state?.title;
  useDocumentTitle(subtitle ?? 'Offers');
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Offers'), to: `${paths.home}#offers` }, { label: subtitle ?? t('Offer') }]} />
      <div className="page-head">
        <h1>{t('Our Best Offers')}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
      </div>
      {loading && !offer ? (
        <Loading text={t('Loading...')} />
      ) : error ? (
        <ErrorState text={t('Failed to fetch data')} />
      ) : !offer || products.length === 0 ? (
        // No such offer (or no longer active: the lookup answers null) shows as an empty list.
        <EmptyState title={t('No Products Available in this List.')} />
      ) : (
        <>
          <div className="product-grid product-grid--4">
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} words={10} withAddToCart outOfStock="pill" eager={index < 4} />
            ))}
          </div>
          {offer.products.pageInfo.hasNextPage && (
            <Button variant="secondary" onClick={showMore} disabled={loadingMore}>
              {loadingMore ? t('Loading...') : t('Show more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
