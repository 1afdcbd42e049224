import type { DataSource } from 'typeorm';
import type { ServiceContext } from '../../shared/service-context.js';
import { Address } from './address.entity.js';
import { reconcileWithPincode, validateAddress, UNKNOWN_PINCODE_MESSAGE, type AddressFields, type AddressInputData } from './address.rules.js';
import type { PincodeService } from '../pincodes/pincode.service.js';
import { preparedQuery } from '../../shared/db.js';
import { badInput, notFound } from '../../shared/errors.js';

/** Every column of `address`, named as the Address entity's properties. */
const ADDRESS_COLUMNS = `id, customer_id AS "customerId", full_name AS "fullName", phone, pincode, city, state, house_name AS "houseName",
  address, locality, landmark, address_type AS "addressType", is_default AS "isDefault", latitude, longitude, country,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** How many addresses one shopper may keep. */
export const MAX_ADDRESSES = 20;

/**
 * A shopper's delivery addresses. Every read and change is scoped to the owner; others' rows
 * answer NOT_FOUND. At most one default per customer (a partial unique index backs the rule;
 * changes that move the default lock the customer row so concurrent calls queue).
 */
/** What addresses ask of the customers module (CustomerService): the shopper's row lock. */
export interface CustomerLocks {
  lockCustomer(ctx: ServiceContext, customerId: number): Promise<void>;
}

export class AddressService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pincodes: PincodeService,
    private readonly customers: CustomerLocks,
  ) {}

  /**
   * The customer whose addresses the call is about: the caller's own, or (staff and the system
   * only) the one named. A shopper naming someone else gets NOT_FOUND, as for anyone's address.
   */
  private ownerOf(ctx: ServiceContext, customerId?: number): number {
    if (customerId === undefined || customerId === ctx.customerId) return ctx.requireCustomer();
    if (ctx.caller.kind === 'staff' || ctx.caller.kind === 'system') return customerId;
    throw notFound('Address not found.');
  }

  /** The customer's addresses (the caller's, or for staff the one named), default first, then newest. */
  async list(ctx: ServiceContext, customerId?: number): Promise<Address[]> {
    const owner = this.ownerOf(ctx, customerId);
    return ctx.manager.getRepository(Address).find({ where: { customerId: owner }, order: { isDefault: 'DESC', id: 'DESC' } });
  }

  /** One of the caller's addresses; NOT_FOUND when it does not exist or is someone else's. */
  async getOwned(ctx: ServiceContext, addressId: number): Promise<Address> {
    const address = await this.findOwned(ctx, addressId);
    if (!address) throw notFound('Address not found.');
    return address;
  }

  /** One of the caller's addresses, or null when it does not exist or is someone else's (a lookup, not a failure). */
  async findOwned(ctx: ServiceContext, addressId: number): Promise<Address | null> {
    const customerId = ctx.requireCustomer();
    if (!Number.isInteger(addressId) || addressId <= 0) return null;
    // Checkout reads the address on every order: one prepared statement, not the ORM's query building.
    const [row] = await preparedQuery<Address>(ctx.manager, `SELECT ${ADDRESS_COLUMNS} FROM address WHERE id = $1 AND customer_id = $2`, [addressId, customerId]);
    return row ? Object.assign(new Address(), row) : null;
  }

  /** Adds an address; the first one (or one sent with isDefault) becomes the default. */
  async create(ctx: ServiceContext, input: AddressInputData): Promise<Address> {
    const customerId = ctx.requireCustomer();
    // Validated (its pincode looked up) before the transaction: a second pool connection while
    // holding the transaction's deadlocks a small pool (server/test/scale/pgbouncer.test.ts).
    const fields = await this.validated(input);
    return ctx.transaction(async (tx) => {
      await this.customers.lockCustomer(tx, customerId);
      const repo = tx.manager.getRepository(Address);
      const count = await repo.countBy({ customerId });
      if (count >= MAX_ADDRESSES) throw badInput(`You can save at most ${MAX_ADDRESSES} addresses.`);
      const makeDefault = count === 0 || input.isDefault === true;
      if (makeDefault) await repo.update({ customerId, isDefault: true }, { isDefault: false });
      return repo.save(repo.create({ ...fields, customerId, isDefault: makeDefault }));
    });
  }

  /** Replaces an address's fields; isDefault true also makes it the default. */
  async update(ctx: ServiceContext, addressId: number, input: AddressInputData): Promise<Address> {
    const customerId = ctx.requireCustomer();
    const fields = await this.validated(input);
    return ctx.transaction(async (tx) => {
      await this.customers.lockCustomer(tx, customerId);
      const row = await this.getOwned(tx, addressId);
      const repo = tx.manager.getRepository(Address);
      if (input.isDefault === true && !row.isDefault) {
        await repo.update({ customerId, isDefault: true }, { isDefault: false });
        row.isDefault = true;
      }
      Object.assign(row, fields);
      return repo.save(row);
    });
  }

  /** Deletes an address; when it was the default, the newest remaining one takes over. */
  async remove(ctx: ServiceContext, addressId: number): Promise<void> {
    const customerId = ctx.requireCustomer();
    await ctx.transaction(async (tx) => {
      await this.customers.lockCustomer(tx, customerId);
      const row = await this.getOwned(tx, addressId);
      const repo = tx.manager.getRepository(Address);
      await repo.delete({ id: row.id, customerId });
      if (row.isDefault) {
        const next = await repo.findOne({ where: { customerId }, order: { id: 'DESC' } });
        if (next) await repo.update({ id: next.id }, { isDefault: true });
      }
    });
  }

  /** Makes one address the default (and no other); returns the customer's addresses. */
  async setDefault(ctx: ServiceContext, addressId: number): Promise<Address[]> {
    const customerId = ctx.requireCustomer();
    await ctx.transaction(async (tx) => {
      await this.customers.lockCustomer(tx, customerId);
      const row = await this.getOwned(tx, addressId);
      const repo = tx.manager.getRepository(Address);
      await repo.update({ customerId, isDefault: true }, { isDefault: false });
      await repo.update({ id: row.id }, { isDefault: true });
    });
    return this.list(ctx);
  }

  /** The input validated, its state (and an empty city) taken from its pincode; an unknown pincode is refused. */
  private async validated(input: AddressInputData): Promise<AddressFields> {
    const pincode = typeof input.pincode === 'string' || typeof input.pincode === 'number' ? String(input.pincode).trim() : '';
    const known = await this.pincodes.lookup(pincode);
    const fields = validateAddress(reconcileWithPincode(input, known));
    if (!known) throw badInput(UNKNOWN_PINCODE_MESSAGE, { fields: ['pincode'] });
    return fields;
  }
}
