import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Node } from '../../shared/graphql/node.js';
import type { Category } from './category.entity.js';

/** A section's audience: GraphQL names upper case, the values the rows hold. */
export enum SectionAudience {
  MEN = 'men',
  WOMEN = 'women',
}
registerEnumType(SectionAudience, {
  name: 'SectionAudience',
  description: 'Whom a section of the store dresses. New values may be added.',
  valuesConfig: { MEN: { description: "Men's fashion." }, WOMEN: { description: "Women's fashion." } },
});

@ObjectType({ implements: Node, description: "A top-level part of the store for one audience: men's or women's fashion." })
@Entity('section')
export class Section {
  @Field(() => ID, { description: 'Stable identifier of the section.' })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: 'Display name, e.g. "Men" or "Women".' })
  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Field(() => String, { description: 'URL-safe name, e.g. "men".' })
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Field(() => SectionAudience, { description: 'Whom the section dresses.' })
  @Column({ type: 'varchar', length: 10 })
  gender: 'men' | 'women';

  /** Order in menus. */
  @Column({ type: 'int', default: 0 })
  position: number;

  @Field(() => String, { description: "URL of the section's image; empty when it has none." })
  @Column({ type: 'varchar', length: 300, default: '' })
  image: string;

  /** Hidden by staff: out of the shop's menus and pages (its categories and products too), kept for orders. */
  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @OneToMany('Category', (category: Category) => category.section)
  categories: Relation<Category[]>;
}
