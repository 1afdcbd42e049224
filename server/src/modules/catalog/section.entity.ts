import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import type { Category } from './category.entity.js';

@ObjectType({ description: "A top-level part of the store for one audience: men's or women's fashion." })
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

  @Field(() => String, { description: 'Audience of the section: "men" or "women".' })
  @Column({ type: 'varchar', length: 10 })
  gender: 'men' | 'women';

  /** Order in menus. */
  @Column({ type: 'int', default: 0 })
  position: number;

  @OneToMany('Category', (category: Category) => category.section)
  categories: Relation<Category[]>;
}
