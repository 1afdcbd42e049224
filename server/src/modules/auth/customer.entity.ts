import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A shopper, created on first login by phone number. */
@ObjectType({ description: "The logged-in shopper's profile. The mobile number is the login and cannot be changed." })
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

  @Field(() => String, { nullable: true, description: 'Date of birth as YYYY-MM-DD, or null.' })
  @Column({ type: 'date', nullable: true })
  dob: string | null;

  /** 'male' | 'female' | 'other' | '' (not given). */
  @Field(() => String, { description: "'male', 'female', 'other', or empty when not given." })
  @Column({ type: 'varchar', length: 10, default: '' })
  gender: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
