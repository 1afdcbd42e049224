import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Price } from '../../ui/Price';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { StarIcon } from '../../ui/icons';
import { cutWords, formatRating } from '../../ui/format';
import { paths } from '../../config/paths';
import { WishlistButton } from '../wishlist/WishlistButton';
import { QuickAddDialog } from './QuickAddDialog';
import { graphql } from '../../gql';
import type { ProductCard_ProductFragment } from '../../gql/graphql';
import './catalog.css';
import { t } from '../../i18n/i18n';

/** What a product card needs; listings, carousels and recommendations spread it. */
export const ProductCard_product = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    description
    averageRating
    inStock
    price { amount currencyCode }
    originalPrice { amount currencyCode }
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
  }
`);

export type CardProduct = ProductCard_ProductFragment;

/** Whether any colour has a size in stock (what decides a card's Add to Cart). */
export function hasBuyableSize(product: Pick<CardProduct, 'variants'>): boolean {
  return product.variants.some((variant) => variant.sizes.some((s) => s.stock > 0));
}

export interface ProductCardProps {
  product: CardProduct;
  /** Description cut (spec: 4 on home, 6 on the category list, 10 on listings). */
  words?: number;
  /** Text when there is no description (listings: 'No description'). */
  emptyDescription?: string;
  /** Show Add to Cart under the price (it asks for colour and size); when nothing is in stock, a disabled button or a grey 'Out of Stock'. */
  withAddToCart?: boolean;
  outOfStock?: 'disabled' | 'pill';
  /** Show the hover image on mouse-over (listings). */
  withHoverImage?: boolean;
  /** Where the card leads (default /product-details/{id}). */
  to?: string;
  /** Below-the-fold images load lazily; the first row can opt out. */
  eager?: boolean;
  /** The page's largest image (the first card of a listing): fetched first. */
  priority?: boolean;
}

/**
 * The store's product card: image (and hover image), wishlist heart, out-of-stock and rating
 * badges, name, cut description, price, optional Add to Cart. Clicking opens the product page with
 * the product in navigation state as a head start (the page still loads from its URL).
 */
export function ProductCard({ product, words = 4, emptyDescription = '', withAddToCart = false, outOfStock = 'pill', withHoverImage = false, to, eager = false, priority = false }: ProductCardProps) {
  const [picking, setPicking] = useState(false);
  const href = to ?? paths.productDetails(product.id);
  const buyable = hasBuyableSize(product);
  const description = cutWords(product.description, words) || emptyDescription;
  const hover = withHoverImage && product.hoverImage && product.hoverImage !== product.image ? product.hoverImage : null;
  return (
    <article className={`product-card${product.inStock ? '' : ' product-card--oos'}`}>
      <div className="product-card__media">
        {/* No photo yet: the tile's own colour rather than a broken image. */}
        {product.image && <img src={product.image} alt="" width={600} height={750} loading={eager ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" />}
        {hover && <img className="product-card__hover" src={hover} alt="" width={600} height={750} loading="lazy" decoding="async" />}
        <div className="product-card__badges">
          {!product.inStock && <Badge tone="danger">{t('Out of Stock')}</Badge>}
          {!product.inStock ? null : product.discountPercent > 0 ? <Badge tone="brand">{t('{percent}% off', { percent: product.discountPercent })}</Badge> : null}
        </div>
      </div>
      <div className="product-card__wish">
        <WishlistButton productId={product.id} />
      </div>
      <div className="product-card__body">
        {product.averageRating > 0 && (
          <span className="rating-badge" role="img" aria-label={t('Rated {rating} out of 5', { rating: formatRating(product.averageRating) })}>
            {formatRating(product.averageRating)} <StarIcon />
          </span>
        )}
        <h3 className="product-card__name">
          <Link to={href} state={{ product }}>
            {product.name}
          </Link>
        </h3>
        {description && <p className="product-card__desc">{description}</p>}
        <Price now={product.price} was={product.originalPrice} off={product.discountPercent} />
        {withAddToCart &&
          (buyable ? (
            <>
              <Button small block className="product-card__action" aria-haspopup="dialog" onClick={() => setPicking(true)}>
                {t('Add to Cart')}
              </Button>
              <QuickAddDialog product={product} open={picking} onClose={() => setPicking(false)} />
            </>
          ) : outOfStock === 'disabled' ? (
            <Button small block className="product-card__action" disabled>
              {t('Add to Cart')}
            </Button>
          ) : (
            <span className="oos-pill product-card__action">{t('Out of Stock')}</span>
          ))}
      </div>
    </article>
  );
}
