import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message to one shopper (welcome, order events), shown in the header's bell popup. */
@ObjectType({ description: 'A message to the logged-in shopper, shown in the header notifications popup.' })
@Entity('notification')
export class Notification {
  @Field(() => ID, { description: 'Notification id.' })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'customer_id' })
  customerId: number;

  @Field(() => String, { description: 'Short headline.' })
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { description: 'The message text.' })
  @Column({ type: 'text', default: '' })
  body: string;

  @Field(() => Date, { description: 'When it was sent (ISO 8601).' })
  @Column({ type: 'timestamptz', name: 'sent_at', default: () => 'now()' })
  sentAt: Date;

  @Column({ type: 'timestamptz', name: 'read_at', nullable: true })
  readAt: Date | null;
}
