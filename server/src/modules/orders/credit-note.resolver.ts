import { Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import type { Loaders } from '../../shared/loaders.js';
import { Money, moneyFromPaise } from '../../shared/graphql/money.js';
import { Order } from './order.types.gql.js';
import type { CreditNoteRow } from './tax-documents.js';

@ObjectType('CreditNote', { description: 'A GST credit note of an invoiced order: a cancellation, a return or a refund credits units of its invoice.' })
export class CreditNoteGql {
  @Field(() => String, { description: 'Credit note number (CN/26-27/000001), its own gap-free series.' }) number: string;
  @Field(() => Date, { description: 'When it was issued.' }) date: Date;
  @Field(() => String, { description: '"CANCELLATION", "RETURN" or "REFUND".' }) kind: string;
  @Field(() => String, { description: 'Why the supply was reversed.' }) reason: string;
  @Field(() => Money, { description: 'What it credits, GST included.' }) amount: Money;
  @Field(() => String, { description: 'Where its PDF downloads from (bearer token needed; staff: /admin/files/orders/<id>/credit-notes/<number with dashes>.pdf).' }) url: string;
}

/** A credit note number as it can travel in a path: CN/26-27/000001 → CN-26-27-000001. */
export const creditNotePathNumber = (number: string) => number.replace(/\//g, '-');

export const toGqlCreditNote = (note: CreditNoteRow): CreditNoteGql => ({
  number: note.number,
  date: new Date(note.issuedAt),
  kind: note.kind,
  reason: note.reason,
  amount: moneyFromPaise(note.amount),
  url: `/api/v1/user/order/${note.orderId}/credit-notes/${creditNotePathNumber(note.number)}`,
});

@Resolver(() => Order)
export class OrderCreditNotesResolver {
  @FieldResolver(() => [CreditNoteGql], { description: 'Its credit notes, oldest first (batched over a list of orders).' })
  async creditNotes(@Root() order: Order, @Ctx() ctx: { loaders: Loaders }): Promise<CreditNoteGql[]> {
    return (await ctx.loaders.creditNotesByOrder.load(Number(order.id))).map(toGqlCreditNote);
  }
}
