import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A shopper, created on first login by phone number. */
@Entity('customer')
export class Customer {
  @PrimaryGeneratedColumn()
  id: number;

  /** 10-digit Indian mobile number, normalised (no +91 or 0 prefix). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 10 })
  phone: string;

  @Column({ type: 'varchar', length: 120, default: '' })
  name: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  email: string;

  @Column({ type: 'date', nullable: true })
  dob: string | null;

  /** 'male' | 'female' | 'other' | '' (not given). */
  @Column({ type: 'varchar', length: 10, default: '' })
  gender: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
