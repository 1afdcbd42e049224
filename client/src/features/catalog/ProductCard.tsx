import { Link } from 'react-router-dom';
import { Price } from '../../ui/Price';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { StarIcon } from '../../ui/icons';
import { cutWords, formatRating } from '../../ui/format';
import { paths } from '../../config/paths';
import { WishlistButton } from '../wishlist/WishlistButton';
import { useAddToCart } from '../cart/use-add-to-cart';
import { graphql } from '../../gql';
import type { ProductCard_ProductFragment } from '../../gql/graphql';
import './catalog.css';

/** What a product card needs; listings, carousels and recommendations spread it. */
export const ProductCard_product = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    description
    averageRating
    inStock
    price
    originalPrice
    discount
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

/** The first colour and size that can be bought (what a card's Add to Cart adds). */
export function firstBuyable(product: Pick<CardProduct, 'variants'>): { color: string; size: string } | null {
  for (const variant of product.variants) {
    const size = variant.sizes.find((s) => s.stock > 0);
    if (size) return { color: variant.colorName, size: size.size };
  }
  return null;
}

export interface ProductCardProps {
  product: CardProduct;
  /** Description cut (spec: 4 on home, 6 on the category list, 10 on listings). */
  words?: number;
  /** Text when there is no description (listings: 'No description'). */
  emptyDescription?: string;
  /** Show Add to Cart under the price; when nothing is in stock, a disabled button or a grey 'Out of Stock'. */
  withAddToCart?: boolean;
  outOfStock?: 'disabled' | 'pill';
  /** Show the hover image on mouse-over (listings). */
  withHoverImage?: boolean;
  /** Where the card leads (default /product-details/{id}). */
  to?: string;
  /** Below-the-fold images load lazily; the first row can opt out. */
  eager?: boolean;
}

/**
 * The store's product card: image (and hover image), wishlist heart, out-of-stock and rating
 * badges, name, cut description, price, optional Add to Cart. Clicking opens the product page with
 * the product in navigation state as a head start (the page still loads from its URL).
 */
export function ProductCard({ product, words = 4, emptyDescription = '', withAddToCart = false, outOfStock = 'pill', withHoverImage = false, to, eager = false }: ProductCardProps) {
  const { addToCart, adding } = useAddToCart();
  const href = to ?? paths.productDetails(product.id);
  const buyable = firstBuyable(product);
  const description = cutWords(product.description, words) || emptyDescription;
  const hover = withHoverImage && product.hoverImage && product.hoverImage !== product.image ? product.hoverImage : null;
  return (
    <article className={`product-card${product.inStock ? '' : ' product-card--oos'}`}>
      <div className="product-card__media">
        <img src={product.image} alt="" width={600} height={750} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        {hover && <img className="product-card__hover" src={hover} alt="" width={600} height={750} loading="lazy" decoding="async" />}
        <div className="product-card__badges">
          {!product.inStock && <Badge tone="danger">Out of Stock</Badge>}
          {!product.inStock ? null : product.discount > 0 ? <Badge tone="brand">{product.discount}% off</Badge> : null}
        </div>
      </div>
      <div className="product-card__wish">
        <WishlistButton productId={product.id} />
      </div>
      <div className="product-card__body">
        {product.averageRating > 0 && (
          <span className="rating-badge" role="img" aria-label={`Rated ${formatRating(product.averageRating)} out of 5`}>
            {formatRating(product.averageRating)} <StarIcon />
          </span>
        )}
        <h3 className="product-card__name">
          <Link to={href} state={{ product }}>
            {product.name}
          </Link>
        </h3>
        {description && <p className="product-card__desc">{description}</p>}
        <Price now={product.price} was={product.originalPrice} />
        {withAddToCart &&
          (buyable ? (
            <Button small block className="product-card__action" disabled={adding} onClick={() => void addToCart({ productId: product.id, color: buyable.color, size: buyable.size, quantity: 1 })}>
              Add to Cart
            </Button>
          ) : outOfStock === 'disabled' ? (
            <Button small block className="product-card__action" disabled>
              Add to Cart
            </Button>
          ) : (
            <span className="oos-pill product-card__action">Out of Stock</span>
          ))}
      </div>
    </article>
  );
}
