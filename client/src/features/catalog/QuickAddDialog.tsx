import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import { Price } from '../../ui/Price';
import { SELECT_SIZE, useAddToCart } from '../cart/use-add-to-cart';
import type { CardProduct } from './ProductCard';
import './quick-add.css';
import { t } from '../../i18n/i18n';

const inStock = (variant: CardProduct['variants'][number]) => variant.sizes.some((s) => s.stock > 0);

/**
 * A card's Add to Cart: asks for the colour and size before adding, because the size is the
 * shopper's choice (the first size in stock would be a guess). Sold-out sizes and colours are shown
 * disabled; Add to Cart without a size says so instead of adding.
 */
export function QuickAddDialog({ product, open, onClose }: { product: CardProduct; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={t('Choose a size')} onClose={onClose}>
      {open && <QuickAddForm product={product} onAdded={onClose} />}
    </Dialog>
  );
}

function QuickAddForm({ product, onAdded }: { product: CardProduct; onAdded: () => void }) {
  const { addToCart, adding } = useAddToCart();
  const [variantIndex, setVariantIndex] = useState(() => Math.max(0, product.variants.findIndex(inStock)));
  const [sizeName, setSizeName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const variant = product.variants[variantIndex];

  const chooseColor = (index: number) => {
    setVariantIndex(index);
    // The same size in the new colour stays chosen only while it is in stock there.
    if (!product.variants[index].sizes.some((s) => s.size === sizeName && s.stock > 0)) setSizeName(null);
  };
  const chooseSize = (name: string) => {
    setSizeName(name);
    setError(null);
  };
  const add = async () => {
    if (!variant || !sizeName) {
      setError(SELECT_SIZE);
      return;
    }
    if (await addToCart({ productId: product.id, color: variant.colorName, size: sizeName, quantity: 1 })) onAdded();
  };

  return (
    <div className="quick-add">
      <div className="quick-add__product">
        <img src={product.image} alt="" width={72} height={90} />
        <div>
          <p className="quick-add__name">{product.name}</p>
          <Price now={product.price} was={product.originalPrice} off={product.discountPercent} />
        </div>
      </div>
      <fieldset className="quick-add__group">
        <legend>
          {t('Colour:')}{' '}<strong>{variant?.colorName}</strong>
        </legend>
        <div className="quick-add__options">
          {product.variants.map((v, index) => (
            <button
              key={v.id}
              type="button"
              className="quick-add__option"
              aria-pressed={index === variantIndex}
              disabled={!inStock(v)}
              aria-label={inStock(v) ? v.colorName : t('{colour}, out of stock', { colour: v.colorName })}
              onClick={() => chooseColor(index)}
            >
              {v.colorName}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="quick-add__group">
        <legend>
          {t('Size:')}{' '}<strong>{sizeName ?? t('Select a size')}</strong>
        </legend>
        <div className="quick-add__options">
          {variant?.sizes.map((s) => (
            <button
              key={s.id}
              type="button"
              className="quick-add__option quick-add__option--size"
              aria-pressed={s.size === sizeName}
              disabled={s.stock === 0}
              aria-label={s.stock === 0 ? t('{size}, out of stock', { size: s.size }) : s.size}
              onClick={() => chooseSize(s.size)}
            >
              {s.size}
            </button>
          ))}
        </div>
      </fieldset>
      {error && (
        <p className="quick-add__error" role="alert">
          {error}
        </p>
      )}
      <Button block onClick={() => void add()} disabled={adding}>
        {t('Add to Cart')}
      </Button>
    </div>
  );
}
