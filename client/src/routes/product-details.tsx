import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { toast } from '../ui/toast';
import { graphql } from '../gql';
import { paths } from '../config/paths';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Price } from '../ui/Price';
import { Tabs } from '../ui/Tabs';
import { Carousel } from '../ui/Carousel';
import { WhenNear } from '../ui/WhenNear';
import { QuantityStepper } from '../ui/QuantityStepper';
import { EmptyState, Loading } from '../ui/States';
import { StarIcon } from '../ui/icons';
import { formatDate, formatRating } from '../ui/format';
import { Gallery } from '../features/catalog/Gallery';
import { ProductCard, type CardProduct } from '../features/catalog/ProductCard';
import { RailSkeleton } from '../features/catalog/CardSkeleton';
import { WishlistButton } from '../features/wishlist/WishlistButton';
import { CouponPanel } from '../features/coupons/CouponPanel';
import { PincodeCheck } from '../features/delivery/PincodeCheck';
import { useAddToCart } from '../features/cart/use-add-to-cart';
import '../features/catalog/product-page.css';

const ALSO_LIKE_SLIDES = { 0: 2.2, 768: 3, 1024: 4, 1280: 5 };

const ProductDetailsQuery = graphql(`
  query ProductDetails($id: ID!) {
    product(id: $id) {
      id
      name
      subtitle
      description
      specifications
      materialCare
      averageRating
      numReviews
      inStock
      price
      originalPrice
      discount
      image
      category {
        id
        name
      }
      variants {
        id
        colorName
        colorValue
        images
        sizes {
          id
          size
          originalPrice
          discountedPrice
          discount
          stock
        }
      }
      reviews {
        id
        rating
        title
        text
        authorName
        createdAt
      }
      recommendations {
        ...ProductCard_product
      }
    }
  }
`);

/** The 99 of the spec when a size's stock is unknown (no size chosen yet). */
const UNKNOWN_STOCK_CAP = 99;

/**
 * Product details (/product-details/{id}). Loads from the URL alone (refresh, shared link); a card's
 * navigation state only paints the name, image and price while the full product loads.
 */
export default function ProductDetailsRoute() {
  const { id = '' } = useParams();
  const headStart = (useLocation().state as { product?: CardProduct } | null)?.product;
  const { data, loading, error } = useQuery(ProductDetailsQuery, { variables: { id } });
  const product = data?.product;

  const [variantIndex, setVariantIndex] = useState(0);
  const [sizeName, setSizeName] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const { addToCart, adding } = useAddToCart();

  const variant = product?.variants[Math.min(variantIndex, product.variants.length - 1)];
  // A new product (You may also like): back to its first colour and first size in stock.
  useEffect(() => {
    setVariantIndex(0);
    setQuantity(1);
    setSizeName(null);
  }, [id]);
  useEffect(() => {
    if (!variant) return;
    const current = variant.sizes.find((s) => s.size === sizeName);
    if (!current || current.stock === 0) setSizeName(variant.sizes.find((s) => s.stock > 0)?.size ?? null);
  }, [variant, sizeName]);

  if (!product) {
    if (loading && headStart?.id === id) {
      return (
        <div className="container page">
          <div className="pdp">
            <div className="gallery__main">
              <img src={headStart.image} alt={headStart.name} width={600} height={750} />
            </div>
            <div className="pdp__info">
              <h1 className="pdp__name">{headStart.name}</h1>
              <Price now={headStart.price} was={headStart.originalPrice} size="lg" />
              <Loading text="Loading..." />
            </div>
          </div>
        </div>
      );
    }
    if (loading) return <Loading text="Loading..." />;
    return (
      <div className="container page">
        <EmptyState title={error?.message.includes('not found') || !error ? 'Product not found' : 'Failed to fetch data'}>
          <p>We couldn’t find this product. It may no longer be available.</p>
        </EmptyState>
      </div>
    );
  }

  const size = variant?.sizes.find((s) => s.size === sizeName) ?? null;
  const stock = size ? size.stock : product.inStock ? UNKNOWN_STOCK_CAP : 0;
  const soldOut = !product.inStock || (size != null && size.stock === 0) || (variant != null && variant.sizes.every((s) => s.stock === 0));
  const now = size?.discountedPrice ?? product.price;
  const was = size?.originalPrice ?? product.originalPrice;
  const images = variant?.images.length ? variant.images : [product.image];

  const chooseColor = (index: number) => {
    setVariantIndex(index);
    setQuantity(1);
  };
  const chooseSize = (name: string) => {
    const chosen = variant?.sizes.find((s) => s.size === name);
    if (!chosen || chosen.stock === 0) return;
    setSizeName(name);
    setQuantity((q) => Math.max(1, Math.min(q, chosen.stock)));
  };
  const add = () => {
    if (!variant || !size || soldOut) return;
    void addToCart({ productId: product.id, color: variant.colorName, size: size.size, quantity });
  };

  const specs = product.specifications
    .split('\n')
    .map((line) => line.split(/:(.*)/s).map((part) => part.trim()))
    .filter(([label]) => label);

  return (
    <div className="container page">
      <Breadcrumb items={[{ label: 'Home', to: paths.home }, { label: 'New Arrivals', to: paths.newRivals }, { label: product.name }]} />
      <div className="pdp">
        <Gallery images={images} alt={`${product.name} in ${variant?.colorName ?? ''}`} resetKey={variant?.id} />
        <div className="pdp__info">
          <p className="pdp__category">{product.category.name}</p>
          <h1 className="pdp__name">{product.name}</h1>
          {product.subtitle && <p className="pdp__subtitle">{product.subtitle}</p>}
          <div className="pdp__rating">
            {product.averageRating > 0 ? (
              <span className="rating-badge">
                {formatRating(product.averageRating)} <StarIcon />
              </span>
            ) : null}
            <span className="muted">
              {product.numReviews} {product.numReviews === 1 ? 'review' : 'reviews'}
            </span>
          </div>
          <div className="pdp__price">
            <Price now={now} was={was} size="lg" />
            <span className="muted pdp__tax">Inclusive of all taxes</span>
          </div>
          {!product.inStock && (
            <p className="pdp__oos">
              <Badge tone="danger">Out of Stock</Badge> This product is currently out of stock.
            </p>
          )}

          {variant && (
            <fieldset className="pdp__group">
              <legend>
                Colour: <strong>{variant.colorName}</strong>
              </legend>
              <div className="swatches">
                {product.variants.map((v, index) => (
                  <button
                    key={v.id}
                    type="button"
                    className="swatch"
                    aria-label={v.colorName}
                    aria-pressed={index === variantIndex}
                    title={v.colorName}
                    style={{ background: v.colorValue }}
                    onClick={() => chooseColor(index)}
                  />
                ))}
              </div>
            </fieldset>
          )}

          {variant && (
            <fieldset className="pdp__group">
              <legend>
                Size: <strong>{size?.size ?? 'Select a size'}</strong>
              </legend>
              <div className="sizes">
                {variant.sizes.map((s) => (
                  <button
                    key={s.id}
                    type="button"
                    className="size-btn"
                    aria-pressed={s.size === sizeName}
                    disabled={s.stock === 0}
                    aria-label={s.stock === 0 ? `${s.size}, out of stock` : s.size}
                    onClick={() => chooseSize(s.size)}
                  >
                    {s.size}
                  </button>
                ))}
              </div>
              {size && size.stock > 0 && size.stock <= 5 && <p className="pdp__low">Hurry, only {size.stock} left in this size!</p>}
            </fieldset>
          )}

          <div className="pdp__buy">
            <QuantityStepper value={quantity} max={stock} disabled={soldOut || stock === 0} onChange={setQuantity} onLimit={(n) => toast.warn(`Only ${n} item(s) available`)} />
            <Button className="pdp__add" onClick={add} disabled={soldOut || stock === 0 || adding || !size}>
              {soldOut ? 'Out of Stock' : 'Add to Cart'}
            </Button>
            <WishlistButton productId={product.id} className="pdp__wish" />
          </div>

          <CouponPanel price={now} />
          <PincodeCheck />

          {product.description && <p className="pdp__desc">{product.description}</p>}
        </div>
      </div>

      <section className="pdp__tabs" aria-label="Product information">
        <Tabs
          label="Product information"
          items={[
            {
              value: 'description',
              label: 'Specifications',
              content: specs.length ? (
                <dl className="spec-table">
                  {specs.map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="muted">No specifications.</p>
              ),
            },
            {
              value: 'information',
              label: 'Material & Care',
              content: <p className="pdp__care">{product.materialCare || 'No material and care information.'}</p>,
            },
            {
              value: 'reviews',
              label: 'Rating & Reviews',
              content: product.reviews.length ? (
                <ul className="reviews">
                  {product.reviews.map((r) => (
                    <li key={r.id} className="review">
                      <span className="rating-badge" role="img" aria-label={`Rated ${r.rating} out of 5`}>
                        {r.rating} <StarIcon />
                      </span>{' '}
                      <strong>{r.title}</strong>
                      <p>{r.text}</p>
                      <p className="muted review__meta">
                        {r.authorName} · {formatDate(r.createdAt)}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">No reviews yet.</p>
              ),
            },
          ]}
        />
      </section>

      {product.recommendations.length > 0 && (
        <section aria-labelledby="also-like">
          <h2 className="section-title" id="also-like">
            You may also like
          </h2>
          {/* Below the fold: the cards mount a screen before they scroll into view. */}
          <WhenNear placeholder={<RailSkeleton slides={ALSO_LIKE_SLIDES} />}>
            <Carousel label="You may also like" slidesPerView={ALSO_LIKE_SLIDES}>
              {product.recommendations.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
            </Carousel>
          </WhenNear>
        </section>
      )}
    </div>
  );
}
