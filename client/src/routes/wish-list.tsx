
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Card } from '../ui/Card';
import { Price } from '../ui/Price';
import { Button, ButtonLink } from '../ui/Button';
import { Loading, EmptyState, ErrorState } from '../ui/States';
import { cutWords } from '../ui/format';
import { paths } from '../config/paths';
import { RequireLogin } from '../features/session/RequireLogin';
import { WishlistButton } from '../features/wishlist/WishlistButton';
import './account-screens.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { msg, t } from '../i18n/i18n';
import { useShowMore } from '../app/use-show-more';

/** Saved products a page at a time: 24, then 24 more per "Show more" (the cache appends them, app/apollo.ts). */
const MyWishlist = graphql(`
  query MyWishlist($after: String) {
    wishlist {
      id
      count
      productIds
      items(first: 24, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            productId
            addedAt
            product {
              id
              name
              subtitle
              description
              price { amount currencyCode }
              originalPrice { amount currencyCode }
              discountPercent
              image
              inStock
              sizeLabels
            }
          }
        }
      }
    }
  }
`);

function Wishlist() {
  const { data, loading, error, fetchMore } = useQuery(MyWishlist, { fetchPolicy: 'cache-and-network' });
  const page = data?.wishlist.items;
  const items = (page?.edges ?? []).map((edge) => edge.node).filter((item) => item.product);
  const { showMore, loadingMore } = useShowMore(page?.pageInfo.endCursor, fetchMore, msg('Could not load more saved items. Please try again.'));
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Wishlist') }]} />
      <h1>{t('My Wishlist')}</h1>
      {!data && loading ? (
        <Loading />
      ) : !data && error ? (
        <ErrorState text={error.message} />
      ) : items.length === 0 ? (
        <EmptyState title={t('No Saved Items!')}>
          <p>{t("You don't have any saved items. Go to home and add some.")}</p>
          <ButtonLink to={paths.home}>{t('Go to home')}</ButtonLink>
        </EmptyState>
      ) : (
        <ul className="wish-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map(({ product }) => {
            const p = product!;
            const sizes = p.sizeLabels;
            return (
              <li key={p.id}>
                <Card padded={false} className="wish-card" data-testid="wishlist-card">
                  <Link to={paths.productDetails(p.id)} className="wish-card__img" aria-label={p.name}>
                    {p.image && <img src={p.image} alt="" loading="lazy" />}
                  </Link>
                  <WishlistButton productId={p.id} />
                  <div className="wish-card__body">
                    <h2 className="wish-card__name">
                      <Link to={paths.productDetails(p.id)}>{p.name}</Link>
                    </h2>
                    {(p.subtitle || p.description) && <p className="wish-card__desc">{cutWords(p.subtitle || p.description, 10)}</p>}
                    <Price now={p.price} was={p.originalPrice} off={p.discountPercent} />
                    {!p.inStock && <span className="muted">{t('Out of Stock')}</span>}
                    {sizes.length > 0 && (
                      <ul className="wish-card__sizes" aria-label={t('Sizes')}>
                        {sizes.map((size) => (
                          <li key={size}>{size}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {items.length > 0 && page?.pageInfo.hasNextPage && (
        <Button variant="secondary" onClick={showMore} disabled={loadingMore}>
          {loadingMore ? t('Loading...') : t('Show more')}
        </Button>
      )}
    </div>
  );
}

/** The wishlist page: saved products with a remove heart; visitors log in first. */
export default function WishListRoute() {
  useDocumentTitle('My Wishlist');
  return (
    <RequireLogin>
      <Wishlist />
    </RequireLogin>
  );
}
