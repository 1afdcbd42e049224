/**
 * GraphQL shapes of returns and exchanges (shoppers' and staff schemas; `Money` at this edge).
 */
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money, moneyFromPaise } from '../../shared/graphql/money.js';
import { LocalDate } from '../../shared/graphql/scalars.js';
import { UPLOADS_URL } from '../../shared/image-storage.js';
import { RETURN_REASONS, RETURN_STATUS_LABELS, nextReturnSteps, type ReturnReason } from './return-rules.js';
import type { ReturnOptionsView, ReturnView } from './return.service.js';
import { UserError } from '../../shared/graphql/user-errors.js';

export enum ReturnStatusGql {
  REQUESTED = 'REQUESTED',
  APPROVED = 'APPROVED',
  REJECTED = 'REJECTED',
  PICKED_UP = 'PICKED_UP',
  RECEIVED = 'RECEIVED',
  REFUNDED = 'REFUNDED',
  EXCHANGE_SHIPPED = 'EXCHANGE_SHIPPED',
}
registerEnumType(ReturnStatusGql, {
  name: 'ReturnStatus',
  description: 'Where a return or exchange is: REQUESTED → APPROVED (pickup scheduled) or REJECTED → PICKED_UP → RECEIVED → REFUNDED (a return) or EXCHANGE_SHIPPED (an exchange).',
  valuesConfig: {
    REQUESTED: { description: 'Asked for by the shopper; waiting for the store.' },
    APPROVED: { description: 'Accepted; the pickup is scheduled (an exchange size is reserved).' },
    REJECTED: { description: 'Not accepted, with the reason; the item may be asked for again within the window.' },
    PICKED_UP: { description: 'The courier collected the item.' },
    RECEIVED: { description: 'The item reached the store and was checked.' },
    REFUNDED: { description: 'The refund was decided and sent (a credit note issued).' },
    EXCHANGE_SHIPPED: { description: 'The new size was shipped.' },
  },
});

export enum ReturnKindGql {
  RETURN = 'RETURN',
  EXCHANGE = 'EXCHANGE',
}
registerEnumType(ReturnKindGql, {
  name: 'ReturnKind',
  description: 'RETURN (money back) or EXCHANGE (another size of the same colour).',
  valuesConfig: { RETURN: { description: 'Send the item back for a refund.' }, EXCHANGE: { description: 'Swap it for another size of the same colour.' } },
});

export enum ReturnReasonGql {
  SIZE_TOO_SMALL = 'SIZE_TOO_SMALL',
  SIZE_TOO_LARGE = 'SIZE_TOO_LARGE',
  DAMAGED = 'DAMAGED',
  NOT_AS_DESCRIBED = 'NOT_AS_DESCRIBED',
  WRONG_ITEM = 'WRONG_ITEM',
  QUALITY = 'QUALITY',
  CHANGED_MIND = 'CHANGED_MIND',
}
registerEnumType(ReturnReasonGql, {
  name: 'ReturnReason',
  description: 'Why the shopper returns the item (the list on the form; `reasonLabel` has the text).',
  valuesConfig: Object.fromEntries(Object.entries(RETURN_REASONS).map(([key, label]) => [key, { description: `${label}.` }])),
});

export enum RefundStatusGql {
  NONE = 'NONE',
  PENDING = 'PENDING',
  DONE = 'DONE',
}
registerEnumType(RefundStatusGql, {
  name: 'RefundStatus',
  description: 'Where the money of a return is.',
  valuesConfig: {
    NONE: { description: 'No refund yet (not received, rejected, or an exchange).' },
    PENDING: { description: 'Decided and asked of the payment provider; retried until it confirms.' },
    DONE: { description: 'Refunded (the provider confirmed it, or the bank/UPI payout was recorded).' },
  },
});

export enum RefundDestination {
  ORIGINAL_PAYMENT = 'ORIGINAL_PAYMENT',
  BANK_OR_UPI = 'BANK_OR_UPI',
}
registerEnumType(RefundDestination, {
  name: 'RefundDestination',
  description: 'Where the refund of a return goes.',
  valuesConfig: {
    ORIGINAL_PAYMENT: { description: 'Back to the original online payment.' },
    BANK_OR_UPI: { description: 'A bank account or UPI id the shopper gives (cash on delivery orders): the form asks for one.' },
  },
});

@ObjectType({ description: 'One step of a return.' })
export class ReturnStep {
  @Field(() => ReturnStatusGql, { description: 'The status entered.' }) status: ReturnStatusGql;
  @Field(() => String, { description: 'Display name of the status.' }) label: string;
  @Field(() => String, { description: 'What happened (the pickup date, a reason, a credit note).' }) note: string;
  @Field(() => GraphQLISODateTime, { description: 'When.' }) date: Date;
}

@ObjectType({ description: 'A return or exchange request for some units of one delivered order line.' })
export class ReturnRequest {
  @Field(() => ID, { description: 'Identifier of the request.' }) id: string;
  @Field(() => String, { description: 'Human-friendly number, e.g. RT00000007.' }) returnNumber: string;
  @Field(() => ID, { description: 'The order.' }) orderId: string;
  @Field(() => String, { description: 'The order number, e.g. KS00000042.' }) orderNumber: string;
  @Field(() => ID, { description: 'The order line.' }) orderItemId: string;
  @Field(() => ReturnKindGql, { description: 'Return or exchange.' }) kind: ReturnKindGql;
  @Field(() => ReturnStatusGql, { description: 'Where it is.' }) status: ReturnStatusGql;
  @Field(() => String, { description: 'Display name of the status.' }) statusLabel: string;
  @Field(() => Int, { description: 'Units returned.' }) quantity: number;
  @Field(() => ReturnReasonGql, { description: 'Why.' }) reason: ReturnReasonGql;
  @Field(() => String, { description: 'The reason as shown.' }) reasonLabel: string;
  @Field(() => String, { description: "The shopper's comment (may be empty)." }) comment: string;
  @Field(() => String, { nullable: true, description: 'For an exchange: the size wanted.' }) exchangeSize: string | null;
  @Field(() => LocalDate, { description: 'Pickup date.' }) pickupDate: string;
  @Field(() => Money, { description: 'Refund value (estimated until refunded; 0 for an exchange).' }) refundAmount: Money;
  @Field(() => String, { nullable: true, description: 'Where the refund goes, masked: "Original payment method", "A/c ••••1234 · SBIN0001234" or "UPI as••••@okaxis".' }) refundTo: string | null;
  @Field(() => RefundStatusGql, { description: 'Where the refund is.' }) refundStatus: RefundStatusGql;
  @Field(() => String, { nullable: true, description: 'Credit note number (CN/26-27/000001) issued with the refund.' }) creditNoteNumber: string | null;
  @Field(() => String, { nullable: true, description: "The store's reason when rejected." }) rejectReason: string | null;
  @Field(() => String, { nullable: true, description: 'Courier of a shipped exchange.' }) courier: string | null;
  @Field(() => String, { nullable: true, description: 'Tracking number of a shipped exchange.' }) trackingNumber: string | null;
  @Field(() => String, { description: 'Product name of the line.' }) productName: string;
  @Field(() => String, { description: 'Colour of the line.' }) colorName: string;
  @Field(() => String, { description: 'Size bought.' }) size: string;
  @Field(() => String, { description: 'Image of the line.' }) image: string;
  @Field(() => [String], { description: 'Photo URLs (up to 3).' }) photoUrls: string[];
  @Field(() => [ReturnStep], { description: 'Every step, oldest first.' }) history: ReturnStep[];
  @Field(() => GraphQLISODateTime, { description: 'When it was asked for.' }) createdAt: Date;
  @Field(() => GraphQLISODateTime, { description: 'Last change.' }) updatedAt: Date;
}

@ObjectType({ description: 'What requestReturn answers: the request made, or why it was refused.' })
export class RequestReturnPayload {
  @Field(() => ReturnRequest, { nullable: true, description: 'The return or exchange request; null when userErrors is not empty.' })
  returnRequest: ReturnRequest | null;

  @Field(() => [UserError], {
    description:
      'Why not: a field out of bounds (INVALID on ["input", <field>]: quantity, reason, pickupDate, photoIds, the refund account), an order or line that is not the caller\'s (NOT_FOUND on ["input", "orderId" | "orderItemId"]), past the return window or already requested (CONFLICT), no stock of the exchange size (OUT_OF_STOCK on ["input", "exchangeSize"]); empty on success.',
  })
  userErrors: UserError[];
}

@ObjectType({ description: 'A size an item may be exchanged for.' })
export class ExchangeSize {
  @Field(() => String, { description: 'Size label.' }) size: string;
  @Field(() => Boolean, { description: 'Whether it is in stock now (it is reserved only when the store approves).' }) inStock: boolean;
}

@ObjectType({ description: 'A delivered line and what may still be returned of it.' })
export class ReturnableItem {
  @Field(() => ID, { description: 'The order line.' }) orderItemId: string;
  @Field(() => String, { description: 'Product name.' }) productName: string;
  @Field(() => String, { description: 'Colour.' }) colorName: string;
  @Field(() => String, { description: 'Size bought.' }) size: string;
  @Field(() => String, { description: 'Image.' }) image: string;
  @Field(() => Int, { description: 'Units delivered.' }) delivered: number;
  @Field(() => Int, { description: 'Units that may still be asked for (delivered minus requests not rejected).' }) returnable: number;
  @Field(() => ID, { nullable: true, description: 'The open request of this line, if any (one at a time).' }) openReturnId: string | null;
  @Field(() => [ExchangeSize], { description: 'Other sizes of the same colour.' }) exchangeSizes: ExchangeSize[];
}

@ObjectType({ description: 'A reason shoppers pick from.' })
export class ReturnReasonOption {
  @Field(() => ReturnReasonGql, { description: 'The value to send.' }) value: ReturnReasonGql;
  @Field(() => String, { description: 'The text shown.' }) label: string;
}

@ObjectType({ description: 'What a shopper may return from an order now.' })
export class ReturnOptions {
  @Field(() => ID, { description: 'The order.' }) orderId: string;
  @Field(() => Boolean, { description: 'Whether a return or exchange may be asked now (delivered, in the window, something left).' }) eligible: boolean;
  @Field(() => String, { nullable: true, description: 'Why not, when not eligible because of the order or the window.' }) message: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "The end of the return window (delivery + the store's return window in days); null before delivery." }) windowEndsAt: Date | null;
  @Field(() => RefundDestination, { description: 'Where a refund would go: the original payment (online orders) or a bank account/UPI id (cash on delivery).' }) refundTo: RefundDestination;
  @Field(() => [LocalDate], { description: 'Pickup dates offered: the next working days.' }) pickupDates: string[];
  @Field(() => [ReturnReasonOption], { description: 'The reasons to pick from.' }) reasons: ReturnReasonOption[];
  @Field(() => [ReturnableItem], { description: 'Each line of the order.' }) items: ReturnableItem[];
}

@InputType({ description: 'A return or exchange request.' })
export class RequestReturnInput {
  @Field(() => ID, { description: 'The order.' }) orderId: string;
  @Field(() => ID, { description: 'The order line.' }) orderItemId: string;
  @Field(() => Int, { description: 'Units to return (at most what is returnable).' }) quantity: number;
  @Field(() => ReturnKindGql, { description: 'Return or exchange.' }) kind: ReturnKindGql;
  @Field(() => ReturnReasonGql, { description: 'Why.' }) reason: ReturnReasonGql;
  @Field(() => String, { nullable: true, description: 'Optional comment (up to 500 characters).' }) comment?: string | null;
  @Field(() => String, { nullable: true, description: 'For an exchange: another size of the same colour.' }) exchangeSize?: string | null;
  @Field(() => LocalDate, { description: 'One of ReturnOptions.pickupDates.' }) pickupDate: string;
  @Field(() => [String], { nullable: true, description: 'Up to 3 photo ids from POST /api/v1/returns/photos.' }) photoIds?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Cash on delivery refunds: a UPI id (name@bank), or instead…' }) upiId?: string | null;
  @Field(() => String, { nullable: true, description: '…a bank account number (9–18 digits),' }) accountNumber?: string | null;
  @Field(() => String, { nullable: true, description: '…its IFSC (e.g. SBIN0001234),' }) ifsc?: string | null;
  @Field(() => String, { nullable: true, description: "…and the account holder's name." }) accountName?: string | null;
}

@ObjectType({ description: 'A return request as staff see it.' })
export class AdminReturn {
  @Field(() => ID, { description: 'The request id (so a client cache keeps one copy).' }) id: string;
  @Field(() => ReturnRequest, { description: 'The request.' }) request: ReturnRequest;
  @Field(() => String, { description: "The shopper's phone." }) customerPhone: string;
  @Field(() => [ReturnStatusGql], { description: 'The statuses staff may move it to now.' }) nextSteps: ReturnStatusGql[];
}

@ObjectType({ description: 'A page of return requests for staff.' })
export class AdminReturnPage {
  @Field(() => Int, { description: 'How many match.' }) total: number;
  @Field(() => [AdminReturn], { description: 'This page, newest first.' }) returns: AdminReturn[];
}

/** URL a return photo is served at (its key is unguessable). */
export const returnPhotoUrl = (key: string) => `${UPLOADS_URL}/returns/${key}`;

export function toGqlReturn(view: ReturnView): ReturnRequest {
  return {
    id: String(view.id),
    returnNumber: view.returnNumber,
    orderId: String(view.orderId),
    orderNumber: view.orderNumber,
    orderItemId: String(view.orderItemId),
    kind: view.kind as ReturnKindGql,
    status: view.status as ReturnStatusGql,
    statusLabel: RETURN_STATUS_LABELS[view.status],
    quantity: view.quantity,
    reason: view.reason as ReturnReasonGql,
    reasonLabel: RETURN_REASONS[view.reason as ReturnReason] ?? view.reason,
    comment: view.comment,
    exchangeSize: view.exchangeSize,
    pickupDate: view.pickupDate,
    refundAmount: moneyFromPaise(view.refundAmount),
    refundTo: view.payoutMasked,
    refundStatus: view.refundStatus as RefundStatusGql,
    creditNoteNumber: view.creditNoteNumber,
    rejectReason: view.rejectReason,
    courier: view.courier,
    trackingNumber: view.trackingNumber,
    productName: view.productName,
    colorName: view.colorName,
    size: view.size,
    image: view.image,
    photoUrls: view.photoKeys.map(returnPhotoUrl),
    history: view.history.map((h) => ({ status: h.status as ReturnStatusGql, label: RETURN_STATUS_LABELS[h.status], note: h.note, date: h.date })),
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
  };
}

export const toGqlAdminReturn = (view: ReturnView): AdminReturn => ({
  id: String(view.id),
  request: toGqlReturn(view),
  customerPhone: view.customerPhone,
  nextSteps: nextReturnSteps(view.kind, view.status) as ReturnStatusGql[],
});

export function toGqlReturnOptions(view: ReturnOptionsView): ReturnOptions {
  return {
    orderId: String(view.orderId),
    eligible: view.eligible,
    message: view.message,
    windowEndsAt: view.windowEndsAt,
    refundTo: view.refundTo as RefundDestination,
    pickupDates: view.pickupDates,
    reasons: Object.entries(RETURN_REASONS).map(([value, label]) => ({ value: value as ReturnReasonGql, label })),
    items: view.lines.map((line) => ({
      orderItemId: String(line.orderItemId),
      productName: line.productName,
      colorName: line.colorName,
      size: line.size,
      image: line.image,
      delivered: line.delivered,
      returnable: line.returnable,
      openReturnId: line.openReturnId === null ? null : String(line.openReturnId),
      exchangeSizes: line.exchangeSizes,
    })),
  };
}
