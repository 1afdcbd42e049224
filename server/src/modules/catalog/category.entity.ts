import { Column, Entity, Index, ManyToOne, JoinColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { Node } from '../../shared/graphql/node.js';
import type { Section } from './section.entity.js';

@ObjectType({ implements: Node, description: 'A kind of garment within a section, e.g. "Kurtas" in Men.', simpleResolvers: true })
@Entity('category')
@Index(['sectionId', 'position'])
export class Category {
  @Field(() => ID, { description: 'Stable identifier of the category.' })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => ID, { description: 'The section this category belongs to.' })
  @Column({ type: 'int', name: 'section_id' })
  sectionId: number;

  @ManyToOne('Section', (section: Section) => section.categories, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'section_id' })
  section: Relation<Section>;

  @Field(() => String, { description: 'Display name, e.g. "Kurtas".' })
  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Field(() => String, { description: 'URL-safe name, unique within the store, e.g. "men-kurtas".' })
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Field(() => String, { description: 'URL of the tile image shown on the shop page.' })
  @Column({ type: 'varchar', length: 300 })
  image: string;

  /** HSN code a new product of this category starts with (the product's own code is printed on invoices). */
  @Column({ type: 'varchar', length: 8, name: 'hsn_code', default: '6211' })
  hsnCode: string;

  /** Order within the section. */
  @Column({ type: 'int', default: 0 })
  position: number;

  /** Hidden by staff: out of the shop's menus and pages (its products too), kept for orders. */
  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @Field(() => String, { description: 'Title for search engines and the browser tab; empty: the name is used.' })
  @Column({ type: 'varchar', length: 70, name: 'seo_title', default: '' })
  seoTitle: string;

  @Field(() => String, { description: 'Description for search engines (at most 160 characters); empty when none.' })
  @Column({ type: 'varchar', length: 160, name: 'seo_description', default: '' })
  seoDescription: string;
}
