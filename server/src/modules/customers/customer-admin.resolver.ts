import { Arg, Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { parseId } from '../../shared/ids.js';
import type { AdminContext } from '../../shared/context.js';
import type { StaffRole } from '../staff/staff-caller.js';
import { Order, toGqlOrder } from '../orders/order.types.gql.js';
import type { CustomerSummary } from './customer-admin.service.js';

@ObjectType({ description: 'A shopper, as staff find them.' })
export class AdminCustomer {
  @Field(() => ID, { description: 'The customer id.' }) id: string;
  @Field(() => String, { description: 'Their mobile number.' }) phone: string;
  @Field(() => String, { description: "Their name ('' when not given)." }) name: string;
  @Field(() => String, { description: "Their email ('' when not given)." }) email: string;
  @Field(() => Date, { description: 'When they first logged in.' }) createdAt: Date;
  @Field(() => Int, { description: 'Orders they placed.' }) orderCount: number;
}

@ObjectType({ description: "One of a shopper's saved addresses." })
export class AdminCustomerAddress {
  @Field(() => ID, { description: 'The address id.' }) id: string;
  @Field(() => String, { description: 'Who receives parcels there.' }) fullName: string;
  @Field(() => String, { description: 'Their phone.' }) phone: string;
  @Field(() => String, { description: 'House or flat.' }) houseName: string;
  @Field(() => String, { description: 'Street and area.' }) address: string;
  @Field(() => String, { description: 'Locality.' }) locality: string;
  @Field(() => String, { description: 'City.' }) city: string;
  @Field(() => String, { description: 'State.' }) state: string;
  @Field(() => String, { description: 'Pincode.' }) pincode: string;
}

@ObjectType({ description: 'A notification the shopper was sent.' })
export class AdminCustomerNotification {
  @Field(() => ID, { description: 'The notification id.' }) id: string;
  @Field(() => String, { description: 'Its title.' }) title: string;
  @Field(() => String, { description: 'Its text.' }) body: string;
  @Field(() => Date, { description: 'When it was sent.' }) sentAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the shopper read it.' }) readAt: Date | null;
}

@ObjectType({ description: "A shopper's page for staff (read only): orders, addresses and notifications." })
export class AdminCustomerDetail {
  @Field(() => AdminCustomer, { description: 'Who.' }) customer: AdminCustomer;
  @Field(() => [Order], { description: 'Their orders, newest first (at most 100).' }) orders: Order[];
  @Field(() => [AdminCustomerAddress], { description: 'Their saved addresses.' }) addresses: AdminCustomerAddress[];
  @Field(() => [AdminCustomerNotification], { description: 'Their latest notifications (at most 50).' }) notifications: AdminCustomerNotification[];
}

const toGqlCustomer = (c: CustomerSummary): AdminCustomer => ({ ...c, id: String(c.id) });

/** Admin schema: finding shoppers and reading their account (fulfilment, owners). */
@Authorized<StaffRole>(['fulfilment'])
@Resolver()
export class CustomerAdminResolver {
  @Query(() => [AdminCustomer], { description: 'Shoppers whose phone starts with these digits or whose name contains this text (at most 50).' })
  async adminCustomers(@Arg('query', () => String, { description: 'Digits of a phone, or part of a name (2–60 characters).' }) query: string, @Ctx() ctx: AdminContext): Promise<AdminCustomer[]> {
    return (await ctx.services.customerAdmin.find(query)).map(toGqlCustomer);
  }

  @Query(() => AdminCustomerDetail, { description: "A shopper's orders, addresses and notifications (NOT_FOUND when there is none)." })
  async adminCustomer(@Arg('id', () => ID, { description: 'The customer id.' }) id: string, @Ctx() ctx: AdminContext): Promise<AdminCustomerDetail> {
    const customerId = parseId(id, 'No such customer.');
    const detail = await ctx.services.customerAdmin.get(ctx.serviceContext, customerId);
    const orders = await ctx.services.orders.listForCustomer(customerId);
    return {
      customer: toGqlCustomer(detail),
      orders: orders.map((o) => toGqlOrder(o)),
      addresses: detail.addresses.map((a) => ({ ...(a as unknown as AdminCustomerAddress), id: String(a.id) })),
      notifications: detail.notifications.map((n) => ({ ...n, id: String(n.id) })),
    };
  }
}
