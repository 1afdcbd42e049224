/** Admin schema: partner webhooks (owners manage endpoints, read the delivery log, send again) and the partner event feed. */
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { AdminContext } from '../../shared/context.js';
import type { StaffRole } from '../staff/staff-caller.js';
import { parseId } from '../../shared/ids.js';
import { PARTNER_EVENT_TYPES } from './partner-events.js';
import type { PartnerEvent as PartnerEventRow, WebhookDeliveryRow, WebhookEndpointRow } from './webhook.service.js';

enum WebhookEndpointStatus {
  ACTIVE = 'ACTIVE',
  DISABLED = 'DISABLED',
}
registerEnumType(WebhookEndpointStatus, {
  name: 'WebhookEndpointStatus',
  description: 'Whether an endpoint is sent events.',
  valuesConfig: { ACTIVE: { description: 'Sent every event it subscribes to.' }, DISABLED: { description: 'Sent nothing: paused by the owner, or disabled after failing for a day (see disabledReason).' } },
});

enum WebhookDeliveryStatus {
  PENDING = 'PENDING',
  DELIVERED = 'DELIVERED',
  FAILED = 'FAILED',
}
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where one event stands with one endpoint.',
  valuesConfig: {
    PENDING: { description: 'Not yet answered with a 2xx: tried again after a back-off.' },
    DELIVERED: { description: 'The receiver answered 2xx.' },
    FAILED: { description: 'Given up after the retry window (24 hours); can be sent again by hand.' },
  },
});

@ObjectType({ description: 'A partner’s receiver of signed webhooks.' })
class WebhookEndpoint {
  @Field(() => ID, { description: 'The endpoint.' }) id: string;
  @Field(() => String, { description: 'Where events are POSTed (https).' }) url: string;
  @Field(() => String, { description: 'The owner’s note: whose receiver this is.' }) description: string;
  @Field(() => [String], { description: 'The event types sent to it, e.g. order.created.' }) events: string[];
  @Field(() => WebhookEndpointStatus, { description: 'Whether it is sent events.' }) status: string;
  @Field(() => String, { nullable: true, description: 'Why it is disabled.' }) disabledReason: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was disabled.' }) disabledAt: Date | null;
  @Field(() => Date, { description: 'When it was added.' }) createdAt: Date;
}

@ObjectType({ description: 'A new endpoint and its signing secret, shown this once.' })
class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The endpoint.' }) endpoint: WebhookEndpoint;
  @Field(() => String, { description: 'The signing secret (whsec_…): give it to the partner now; it is not shown again.' }) secret: string;
}

@ObjectType({ description: 'One event on its way to one endpoint: the delivery log’s line.' })
class WebhookDelivery {
  @Field(() => ID, { description: 'The delivery.' }) id: string;
  @Field(() => ID, { description: 'The event (evt_…), the webhook-id header.' }) eventId: string;
  @Field(() => String, { description: 'The event type.' }) eventType: string;
  @Field(() => WebhookDeliveryStatus, { description: 'Where it stands.' }) status: string;
  @Field(() => Int, { description: 'Tries so far.' }) attempts: number;
  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last answer (none when the receiver did not answer).' }) responseStatus: number | null;
  @Field(() => String, { nullable: true, description: 'The start of the last answer’s body (2 KB at most).' }) responseBody: string | null;
  @Field(() => Int, { nullable: true, description: 'How long the last try took, in milliseconds.' }) durationMs: number | null;
  @Field(() => String, { nullable: true, description: 'Why the last try failed.' }) lastError: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was last tried.' }) lastAttemptAt: Date | null;
  @Field(() => Date, { description: 'When it is (or would be) tried next.' }) nextAttemptAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the receiver accepted it.' }) deliveredAt: Date | null;
  @Field(() => Date, { description: 'When it was queued.' }) createdAt: Date;
  @Field(() => String, { description: 'The JSON body sent.' }) body: string;
}

@ObjectType({ description: 'Something that happened that partners may act on (the feed’s item and a webhook’s body).' })
class PartnerEvent {
  @Field(() => ID, { description: 'evt_<position>: the same id as the webhook of it.' }) id: string;
  @Field(() => String, { description: 'Pass as `after` to read the events after this one.' }) cursor: string;
  @Field(() => String, { description: 'The event type, e.g. order.created.' }) type: string;
  @Field(() => Date, { description: 'When it entered the feed (UTC).' }) createdAt: Date;
  @Field(() => GraphQLJSON, { description: 'What it carries (amounts in paise).' }) data: unknown;
}

@ObjectType({ description: 'A page of the event feed, oldest first.' })
class PartnerEventPage {
  @Field(() => [PartnerEvent], { description: 'The events, in feed order.' }) events: PartnerEvent[];
  @Field(() => String, { nullable: true, description: 'Store this and pass it as `after` next time (the `after` given when the page is empty).' }) endCursor: string | null;
  @Field(() => Boolean, { description: 'True when more events follow this page now.' }) hasMore: boolean;
}

@InputType({ description: 'A new webhook endpoint.' })
class WebhookEndpointInput {
  @Field(() => String, { description: 'The receiver’s https address.' }) url: string;
  @Field(() => [String], { description: 'Event types to send (see webhookEventTypes).' }) events: string[];
  @Field(() => String, { nullable: true, description: 'Whose receiver this is.' }) description?: string | null;
}

@InputType({ description: 'Changes to an endpoint; omitted fields stay.' })
class WebhookEndpointChanges {
  @Field(() => String, { nullable: true, description: 'A new https address.' }) url?: string | null;
  @Field(() => [String], { nullable: true, description: 'The event types to send.' }) events?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Whose receiver this is.' }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'True enables (waiting deliveries get a fresh 24 hours), false pauses.' }) enabled?: boolean | null;
}

const endpointGql = (row: WebhookEndpointRow): WebhookEndpoint => Object.assign(new WebhookEndpoint(), { ...row, id: String(row.id) });
const deliveryGql = (row: WebhookDeliveryRow): WebhookDelivery => Object.assign(new WebhookDelivery(), { ...row, id: String(row.id) });
const eventGql = (row: PartnerEventRow): PartnerEvent => Object.assign(new PartnerEvent(), { ...row, cursor: String(row.position) });
const NO_ENDPOINT = 'No webhook endpoint with that id.';

@Authorized<StaffRole>(['owner'])
@Resolver()
export class WebhookAdminResolver {
  @Query(() => [String], { description: 'The event types webhooks and the feed carry.' })
  webhookEventTypes(): string[] {
    return [...PARTNER_EVENT_TYPES];
  }

  @Query(() => [WebhookEndpoint], { description: 'Every webhook endpoint, oldest first.' })
  async webhookEndpoints(@Ctx() ctx: AdminContext): Promise<WebhookEndpoint[]> {
    return (await ctx.services.webhooks.listEndpoints(ctx.serviceContext)).map(endpointGql);
  }

  @Query(() => [WebhookDelivery], { description: 'An endpoint’s delivery log, newest first.' })
  async webhookDeliveries(
    @Ctx() ctx: AdminContext,
    @Arg('endpointId', () => ID, { description: 'The endpoint.' }) endpointId: string,
    @Arg('first', () => Int, { nullable: true, defaultValue: 50, description: 'How many, 1 to 200.' }) first: number,
  ): Promise<WebhookDelivery[]> {
    return (await ctx.services.webhooks.deliveries(ctx.serviceContext, { endpointId: parseId(endpointId, NO_ENDPOINT), first })).map(deliveryGql);
  }

  @Query(() => PartnerEventPage, { description: 'The event feed for pollers: events after a cursor, oldest first, gap-free (each event once, in order).' })
  async events(
    @Ctx() ctx: AdminContext,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the last page read; omitted: from the start.' }) after: string | null,
    @Arg('types', () => [String], { nullable: true, description: 'Only these event types.' }) types: string[] | null,
    @Arg('first', () => Int, { nullable: true, defaultValue: 100, description: 'How many, 1 to 500.' }) first: number,
  ): Promise<PartnerEventPage> {
    const page = await ctx.services.webhooks.feed(ctx.serviceContext, { after, types, first });
    return Object.assign(new PartnerEventPage(), { ...page, events: page.events.map(eventGql) });
  }

  @Mutation(() => CreatedWebhookEndpoint, { description: 'Adds a webhook endpoint; answers its signing secret this once (audit-logged).' })
  async createWebhookEndpoint(@Ctx() ctx: AdminContext, @Arg('input', () => WebhookEndpointInput, { description: 'The endpoint.' }) input: WebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
    const { endpoint, secret } = await ctx.services.webhooks.createEndpoint(ctx.serviceContext, input);
    return Object.assign(new CreatedWebhookEndpoint(), { endpoint: endpointGql(endpoint), secret });
  }

  @Mutation(() => WebhookEndpoint, { description: 'Changes an endpoint, or enables/pauses it (audit-logged).' })
  async updateWebhookEndpoint(
    @Ctx() ctx: AdminContext,
    @Arg('id', () => ID, { description: 'The endpoint.' }) id: string,
    @Arg('changes', () => WebhookEndpointChanges, { description: 'What changes.' }) changes: WebhookEndpointChanges,
  ): Promise<WebhookEndpoint> {
    return endpointGql(await ctx.services.webhooks.updateEndpoint(ctx.serviceContext, parseId(id, NO_ENDPOINT), changes));
  }

  @Mutation(() => String, { description: 'Gives an endpoint a new signing secret (the old one stops at once); answered this once (audit-logged).' })
  async rotateWebhookSecret(@Ctx() ctx: AdminContext, @Arg('id', () => ID, { description: 'The endpoint.' }) id: string): Promise<string> {
    return ctx.services.webhooks.rotateSecret(ctx.serviceContext, parseId(id, NO_ENDPOINT));
  }

  @Mutation(() => Boolean, { description: 'Removes an endpoint and its delivery log (audit-logged).' })
  async deleteWebhookEndpoint(@Ctx() ctx: AdminContext, @Arg('id', () => ID, { description: 'The endpoint.' }) id: string): Promise<boolean> {
    await ctx.services.webhooks.deleteEndpoint(ctx.serviceContext, parseId(id, NO_ENDPOINT));
    return true;
  }

  @Mutation(() => WebhookDelivery, { description: 'Sends a delivery’s event to its endpoint again, as a new delivery (audit-logged).' })
  async redeliverWebhook(@Ctx() ctx: AdminContext, @Arg('deliveryId', () => ID, { description: 'The delivery to repeat.' }) deliveryId: string): Promise<WebhookDelivery> {
    return deliveryGql(await ctx.services.webhooks.redeliver(ctx.serviceContext, parseId(deliveryId, 'No webhook delivery with that id.')));
  }
}
