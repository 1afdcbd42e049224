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
import { formatRating } from '../ui/format';
import { Gallery } from '../features/catalog/Gallery';
import { SizeChartButton } from '../features/catalog/SizeChartButton';
import { ProductCard, type CardProduct } from '../features/catalog/ProductCard';
import { RailSkeleton } from '../features/catalog/CardSkeleton';
import { WishlistButton } from '../features/wishlist/WishlistButton';
import { ProductReviews } from '../features/reviews/ProductReviews';
import { CouponPanel } from '../features/coupons/CouponPanel';
import { PincodeCheck } from '../features/delivery/PincodeCheck';
import { SELECT_SIZE, useAddToCart } from '../features/cart/use-add-to-cart';
import '../features/catalog/product-page.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { ONLY_AVAILABLE_MESSAGE } from '../ui/form-rules';
import { t } from '../i18n/i18n';
import { usePrerendered } from '../features/catalog/prerendered';
import type { ProductDetailsQuery as ProductAnswer } from '../gql/graphql';

const ALSO_LIKE_SLIDES = { 0: 2.2, 768: 3, 1024: 4, 1280: 5 };

const ProductDetailsQuery = graphql(`
  query ProductDetails($id: ID!) {
    product(id: $id) {
      id
      name
      subtitle
      seoTitle
      seoDescription
      description
      specifications
      materialCare
      averageRating
      numReviews
      inStock
      price { amount currencyCode }
      originalPrice { amount currencyCode }
      discountPercent
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
          originalPrice { amount currencyCode }
          discountedPrice { amount currencyCode }
          discountPercent
          stock
        }
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
  // The server's answer for this first view (prerendered into the HTML), when there is one.
  const prerendered = usePrerendered<ProductAnswer>('ProductDetails', { id });
  // The page shows it until something on the page can change the product: the reviews tab (a review
  // written or reported refetches 'ProductDetails'), then the page's own query takes over. Asking
  // again at once only fetched the same answer and made Apollo store it: a second request and
  // ≈ 100 ms of a phone's main thread on every first view (#17).
  const [queryLive, setQueryLive] = useState(false);
  const { data, loading, error } = useQuery(ProductDetailsQuery, { variables: { id }, skip: Boolean(prerendered) && !queryLive });
  const product = (data ?? prerendered)?.product;
  // No such product (or not on sale): the lookup answers null.
  const notFound = !product && !loading && !error && data !== undefined;
  useDocumentTitle(product?.seoTitle || product?.name || headStart?.name || (notFound ? 'Product not found' : 'Product'));

  // Opened from a card: in the card's colour. A listing asked for a colour shows it first (the
  // server's withAskedColourFirst), so a red card opens the red variant, not the product's first.
  const cardColour = headStart?.id === id ? headStart.variants[0]?.colorName : undefined;
  const [chosenVariant, setVariantIndex] = useState<number | null>(null);
  const variantIndex = chosenVariant ?? Math.max(0, product?.variants.findIndex((v) => v.colorName === cardColour) ?? 0);
  const [sizeName, setSizeName] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [sizeMissing, setSizeMissing] = useState(false);
  const { addToCart, adding } = useAddToCart();

  const variant = product?.variants[Math.min(variantIndex, product.variants.length - 1)];
  // A new product (You may also like): back to its card's (or first) colour, no size chosen.
  useEffect(() => {
    setVariantIndex(null);
    setQuantity(1);
    setSizeName(null);
    setSizeMissing(false);
  }, [id]);
  // The size is the shopper's choice: never preselected; dropped when the new colour lacks it.
  useEffect(() => {
    if (!variant || sizeName === null) return;
    const current = variant.sizes.find((s) => s.size === sizeName);
    if (!current || current.stock === 0) setSizeName(null);
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
              <Price now={headStart.price} was={headStart.originalPrice} off={headStart.discountPercent} size="lg" />
              <Loading text={t('Loading...')} />
            </div>
          </div>
        </div>
      );
    }
    if (loading) return <Loading text={t('Loading...')} />;
    return (
      <div className="container page">
        <EmptyState title={error ? t('Failed to fetch data') : t('Product not found')}>
          <p>{t('We couldn’t find this product. It may no longer be available.')}</p>
        </EmptyState>
      </div>
    );
  }

  const size = variant?.sizes.find((s) => s.size === sizeName) ?? null;
  const stock = size ? size.stock : product.inStock ? UNKNOWN_STOCK_CAP : 0;
  const soldOut = !product.inStock || (size != null && size.stock === 0) || (variant != null && variant.sizes.every((s) => s.stock === 0));
  const now = size?.discountedPrice ?? product.price;
  const was = size?.originalPrice ?? product.originalPrice;
  const off = size?.discountPercent ?? product.discountPercent;
  const images = variant?.images.length ? variant.images : [product.image];

  const chooseColor = (index: number) => {
    setVariantIndex(index);
    setQuantity(1);
  };
  const chooseSize = (name: string) => {
    const chosen = variant?.sizes.find((s) => s.size === name);
    if (!chosen || chosen.stock === 0) return;
    setSizeName(name);
    setSizeMissing(false);
    setQuantity((q) => Math.max(1, Math.min(q, chosen.stock)));
  };
  const add = () => {
    if (!variant || soldOut) return;
    if (!size) {
      setSizeMissing(true);
      return;
    }
    void addToCart({ productId: product.id, color: variant.colorName, size: size.size, quantity });
  };

  const specs = product.specifications
    .split('\n')
    .map((line) => line.split(/:(.*)/s).map((part) => part.trim()))
    .filter(([label]) => label);

  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('New Arrivals'), to: paths.newRivals }, { label: product.name }]} />
      <div className="pdp">
        <Gallery images={images} alt={t('{product} in {colour}', { product: product.name, colour: variant?.colorName ?? '' })} resetKey={variant?.id} />
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
              {product.numReviews} {product.numReviews === 1 ? t('review') : t('reviews')}
            </span>
          </div>
          <div className="pdp__price">
            <Price now={now} was={was} off={off} size="lg" />
            <span className="muted pdp__tax">{t('Inclusive of all taxes')}</span>
          </div>
          {!product.inStock && (
            <p className="pdp__oos">
              <Badge tone="danger">{t('Out of Stock')}</Badge>{' '}{t('This product is currently out of stock.')}
            </p>
          )}

          {variant && (
            <fieldset className="pdp__group">
              <legend>
                {t('Colour:')}{' '}<strong>{variant.colorName}</strong>
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
                {t('Size:')}{' '}<strong>{size?.size ?? t('Select a size')}</strong>
              </legend>
              <div className="sizes">
                {variant.sizes.map((s) => (
                  <button
                    key={s.id}
                    type="button"
                    className="size-btn"
                    aria-pressed={s.size === sizeName}
                    disabled={s.stock === 0}
                    aria-label={s.stock === 0 ? t('{size}, out of stock', { size: s.size }) : s.size}
                    onClick={() => chooseSize(s.size)}
                  >
                    {s.size}
                  </button>
                ))}
              </div>
              <SizeChartButton productId={product.id} selectedSize={size?.size} />
              {size && size.stock > 0 && size.stock <= 5 && <p className="pdp__low">{t('Hurry, only {n} left in this size!', { n: size.stock })}</p>}
              {sizeMissing && !size && (
                <p className="pdp__low" role="alert">
                  {SELECT_SIZE}
                </p>
              )}
            </fieldset>
          )}

          <div className="pdp__buy">
            <QuantityStepper value={quantity} max={stock} disabled={soldOut || stock === 0} onChange={setQuantity} onLimit={(n) => toast.warn(t(ONLY_AVAILABLE_MESSAGE, { n }))} />
            <Button className="pdp__add" onClick={add} disabled={soldOut || stock === 0 || adding}>
              {soldOut ? t('Out of Stock') : t('Add to Cart')}
            </Button>
            <WishlistButton productId={product.id} className="pdp__wish" />
          </div>

          <CouponPanel price={now} />
          <PincodeCheck />

          {product.description && <p className="pdp__desc">{product.description}</p>}
        </div>
      </div>

      <section className="pdp__tabs" aria-label={t('Product information')}>
        <Tabs
          label={t('Product information')}
          onSelect={(tab) => tab === 'reviews' && setQueryLive(true)}
          items={[
            {
              value: 'description',
              label: t('Specifications'),
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
                <p className="muted">{t('No specifications.')}</p>
              ),
            },
            {
              value: 'information',
              label: t('Material & Care'),
              content: <p className="pdp__care">{product.materialCare || t('No material and care information.')}</p>,
            },
            {
              value: 'reviews',
              label: t('Rating & Reviews'),
              content: <ProductReviews productId={product.id} />,
            },
          ]}
        />
      </section>

      {product.recommendations.length > 0 && (
        <section aria-labelledby="also-like">
          <h2 className="section-title" id="also-like">
            {t('You may also like')}
          </h2>
          {/* Below the fold: the cards mount a screen before they scroll into view. */}
          <WhenNear placeholder={<RailSkeleton slides={ALSO_LIKE_SLIDES} />}>
            <Carousel label={t('You may also like')} slidesPerView={ALSO_LIKE_SLIDES}>
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
