import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Variant } from './variant.entity.js';

/**
 * A size of a variant: the unit that has a price and stock. Stock can never go below 0
 * (a CHECK constraint backs the conditional updates of checkout).
 */
@Entity('variant_size')
@Index(['variantId', 'position'])
@Check('"stock" >= 0')
export class VariantSize {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'variant_id' })
  variantId: number;

  @ManyToOne('Variant', (variant: Variant) => variant.sizes, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'variant_id' })
  variant: Relation<Variant>;

  @Column({ type: 'int', default: 0 })
  position: number;

  /** "S", "M", "L", "XL", "Free Size", … */
  @Column({ type: 'varchar', length: 20 })
  size: string;

  /** In paise. */
  @Column({ type: 'int', name: 'original_price' })
  originalPrice: number;

  /** In paise; what the shopper pays. */
  @Column({ type: 'int', name: 'discounted_price' })
  discountedPrice: number;

  /** Whole percent off. */
  @Column({ type: 'smallint', default: 0 })
  discount: number;

  @Column({ type: 'int', default: 0 })
  stock: number;

  /** The dashboard flags the size when its stock is at or below this. */
  @Column({ type: 'int', name: 'low_stock_threshold', default: 5 })
  lowStockThreshold: number;
}
