import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Product } from './product.entity.js';
import type { VariantSize } from './variant-size.entity.js';

/** One colour of a product, with its own images and sizes. */
@Entity('variant')
@Index(['productId', 'position'])
export class Variant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'product_id' })
  productId: number;

  @ManyToOne('Product', (product: Product) => product.variants, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Relation<Product>;

  /** Order within the product; position 0 is the "first variant" of the spec. */
  @Column({ type: 'int', default: 0 })
  position: number;

  @Column({ type: 'varchar', length: 40, name: 'color_name' })
  colorName: string;

  /** CSS colour code, e.g. "#1f3a93". */
  @Column({ type: 'varchar', length: 9, name: 'color_value' })
  colorValue: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  sleeve: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  neck: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  type: string;

  /** Image URLs in display order. */
  @Column({ type: 'text', array: true, default: '{}' })
  images: string[];

  @Column({ type: 'varchar', length: 300, name: 'hover_image', default: '' })
  hoverImage: string;

  @OneToMany('VariantSize', (size: VariantSize) => size.variant)
  sizes: Relation<VariantSize[]>;
}
