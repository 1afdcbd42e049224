import type { DataSource } from 'typeorm';
import type { ServiceContext } from '../../shared/service-context.js';
import { Customer } from './customer.entity.js';
import { validateProfile, type ProfileInputData } from './profile.rules.js';
import { notFound } from '../../shared/errors.js';
import { preparedQuery } from '../../shared/db.js';

/** A customer's name (may be empty) and phone, as staff screens and documents show them. */
export interface CustomerContact {
  name: string;
  phone: string;
}

/** The shopper's profile: read, update (mobile is read-only), and find-or-create at login. */
export class CustomerService {
  constructor(private readonly dataSource: DataSource) {}

  /** The customer's profile; NOT_FOUND when the account no longer exists. */
  async getProfile(customerId: number): Promise<Customer> {
    const customer = await this.findProfile(customerId);
    if (!customer) throw notFound('Customer not found.');
    return customer;
  }

  /** The customer's profile, or null when the account no longer exists. */
  findProfile(customerId: number): Promise<Customer | null> {
    return this.dataSource.getRepository(Customer).findOneBy({ id: customerId });
  }

  /** Validates and saves the given profile fields (name, email, dob, gender); returns the profile. */
  async updateProfile(customerId: number, input: ProfileInputData): Promise<Customer> {
    const changes = validateProfile(input);
    const repo = this.dataSource.getRepository(Customer);
    if (Object.keys(changes).length) await repo.update({ id: customerId }, changes);
    return this.getProfile(customerId);
  }

  /** The customer with this (normalised) phone, created when new; `created` says which. */
  async findOrCreateByPhone(ctx: ServiceContext, phone: string): Promise<{ customer: Customer; created: boolean }> {
    const manager = ctx.manager;
    const inserted: Array<{ id: number }> = await manager.query(
      `INSERT INTO customer (phone) VALUES ($1) ON CONFLICT (phone) DO NOTHING RETURNING id`,
      [phone],
    );
    const customer = await manager.getRepository(Customer).findOneByOrFail({ phone });
    return { customer, created: inserted.length > 0 };
  }

  /**
   * Names and phones of customers by id, in one statement (order and return screens, invoices, the
   * payment form's prefill). Ids of deleted accounts are absent from the map.
   */
  async contactsOf(ids: readonly number[]): Promise<Map<number, CustomerContact>> {
    const unique = [...new Set(ids.filter((id) => Number.isInteger(id)))];
    if (unique.length === 0) return new Map();
    const rows: Array<CustomerContact & { id: number }> = await preparedQuery(this.dataSource.manager, `SELECT id, name, phone FROM customer WHERE id = ANY($1::int[])`, [unique]);
    return new Map(rows.map((r) => [r.id, { name: r.name, phone: r.phone }]));
  }

  /** The id of the account with this (normalised) phone, or null: staff lists filtered by a shopper's phone. */
  async idWithPhone(phone: string): Promise<number | null> {
    const [row]: Array<{ id: number }> = await preparedQuery(this.dataSource.manager, `SELECT id FROM customer WHERE phone = $1`, [phone]);
    return row?.id ?? null;
  }

  /**
   * Locks the shopper's row for the caller's transaction: one order placement at a time per
   * shopper (a second tab, a double click or a retry waits, then sees the first one's result).
   */
  async lockForOrder(ctx: ServiceContext, customerId: number): Promise<void> {
    await preparedQuery(ctx.manager, `SELECT id FROM customer WHERE id = $1 FOR UPDATE`, [customerId]);
  }

  /**
   * Locks the shopper's row in the context's transaction (FOR UPDATE): changes to one shopper's
   * data (addresses and their default) queue behind each other, and wait for an account deletion.
   * NOT_FOUND when the shopper is gone.
   */
  /** Whole days since the shopper's account was created (0 when unknown). */
  async accountAgeDays(ctx: ServiceContext, customerId: number): Promise<number> {
    const [row] = await ctx.manager.query(`SELECT floor(extract(epoch FROM now() - created_at) / 86400)::int AS days FROM customer WHERE id = $1`, [customerId]);
    return row?.days ?? 0;
  }

  async lockCustomer(ctx: ServiceContext, customerId: number): Promise<void> {
    const rows = await ctx.manager.query(`SELECT id FROM customer WHERE id = $1 FOR UPDATE`, [customerId]);
    if (rows.length === 0) throw notFound('Customer not found.');
  }
}
