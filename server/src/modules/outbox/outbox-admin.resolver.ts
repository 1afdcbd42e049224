/** Admin schema: the outbox's deliveries, so staff see what could not be delivered and send it again (owners). */
import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { AdminContext } from '../../shared/context.js';
import type { StaffRole } from '../staff/staff-caller.js';
import { parseId } from '../../shared/ids.js';
import type { OutboxDeliveryRow, OutboxStatus } from './outbox.service.js';

enum OutboxDeliveryStatus {
  PENDING = 'PENDING',
  DELIVERED = 'DELIVERED',
  DEAD = 'DEAD',
}
registerEnumType(OutboxDeliveryStatus, {
  name: 'OutboxDeliveryStatus',
  description: 'Where one delivery of an event to one consumer stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for its first try or a retry.' },
    DELIVERED: { description: 'The consumer has it.' },
    DEAD: { description: 'Failed on every try: waits for staff to retry it.' },
  },
});

@ObjectType({ description: 'One side effect of a change (a notification, a live event…) on its way to one consumer.' })
class OutboxDelivery {
  @Field(() => ID, { description: 'The event (the same for every consumer of it).' }) eventId: string;
  @Field(() => String, { description: 'What happened, e.g. order.status-changed.' }) event: string;
  @Field(() => String, { description: 'Who must hear it, e.g. notifications, live-order-status.' }) consumer: string;
  @Field(() => OutboxDeliveryStatus, { description: 'Where it stands.' }) status: OutboxStatus;
  @Field(() => Int, { description: 'Tries so far.' }) attempts: number;
  @Field(() => String, { nullable: true, description: 'Why the last try failed.' }) lastError: string | null;
  @Field(() => Date, { description: 'When the change happened.' }) createdAt: Date;
  @Field(() => Date, { description: 'When it is (or was) tried next.' }) nextAttemptAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the consumer had it.' }) deliveredAt: Date | null;
  @Field(() => GraphQLJSON, { description: 'What the event carries.' }) payload: unknown;
}

const toGql = (row: OutboxDeliveryRow): OutboxDelivery => Object.assign(new OutboxDelivery(), { ...row, eventId: String(row.eventId) });

@Authorized<StaffRole>(['owner'])
@Resolver()
export class OutboxAdminResolver {
  @Query(() => [OutboxDelivery], { description: 'Deliveries in one state, newest first: DEAD (failed on every try) unless asked otherwise.' })
  async outboxDeliveries(
    @Ctx() ctx: AdminContext,
    @Arg('status', () => OutboxDeliveryStatus, { nullable: true, defaultValue: OutboxDeliveryStatus.DEAD, description: 'Which state.' }) status: OutboxStatus,
    @Arg('first', () => Int, { nullable: true, defaultValue: 50, description: 'How many, 1 to 200.' }) first: number,
  ): Promise<OutboxDelivery[]> {
    return (await ctx.services.outbox.list(ctx.serviceContext, { status, first })).map(toGql);
  }

  @Mutation(() => Boolean, { description: 'Sends a DEAD delivery again: the delivery job tries it within seconds (audit-logged).' })
  async retryOutboxDelivery(
    @Ctx() ctx: AdminContext,
    @Arg('eventId', () => ID, { description: 'The event.' }) eventId: string,
    @Arg('consumer', () => String, { description: 'The consumer that failed.' }) consumer: string,
  ): Promise<boolean> {
    await ctx.services.outbox.retry(ctx.serviceContext, { eventId: parseId(eventId, 'No failed delivery with that event and consumer.'), consumer });
    return true;
  }
}
