import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Node } from '../../shared/graphql/node.js';
import { LocalDate } from '../../shared/graphql/scalars.js';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A shopper's gender as the profile records it: GraphQL names upper case, the values the rows hold. */
export enum Gender {
  MALE = 'male',
  FEMALE = 'female',
  OTHER = 'other',
}
registerEnumType(Gender, {
  name: 'Gender',
  description: "A shopper's gender, as they chose to give it in their profile.",
  valuesConfig: {
    MALE: { description: 'Male.' },
    FEMALE: { description: 'Female.' },
    OTHER: { description: 'Another gender, or one they describe otherwise.' },
  },
});

/** A shopper, created on first login by phone number. */
@ObjectType({ implements: Node, description: "The logged-in shopper's profile. The mobile number is the login and cannot be changed." })
@Entity('customer')
export class Customer {
  @Field(() => ID, { description: 'Customer id.' })
  @PrimaryGeneratedColumn()
  id: number;

  /** 10-digit Indian mobile number, normalised (no +91 or 0 prefix). */
  @Field(() => String, { description: '10-digit Indian mobile number (read-only: it is the login).' })
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 10 })
  phone: string;

  @Field(() => String, { description: 'Full name (empty until the shopper fills in the profile).' })
  @Column({ type: 'varchar', length: 120, default: '' })
  name: string;

  @Field(() => String, { description: 'E-mail address, or empty.' })
  @Column({ type: 'varchar', length: 200, default: '' })
  email: string;

  @Field(() => LocalDate, { nullable: true, description: 'Date of birth, or null when not given.' })
  @Column({ type: 'date', nullable: true })
  dob: string | null;

  /** 'male' | 'female' | 'other' | '' (not given); the schema's `gender` (enum Gender, null for '') is resolved in customer.resolver.ts. */
  @Column({ type: 'varchar', length: 10, default: '' })
  gender: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
