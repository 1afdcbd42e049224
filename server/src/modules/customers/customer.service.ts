import type { DataSource, EntityManager } from 'typeorm';
import { Customer } from '../auth/customer.entity.js';
import { validateProfile, type ProfileInputData } from './profile.rules.js';
import { notFound } from '../../shared/errors.js';

/** The shopper's profile: read, update (mobile is read-only), and find-or-create at login. */
export class CustomerService {
  constructor(private readonly dataSource: DataSource) {}

  /** The customer's profile; NOT_FOUND when the account no longer exists. */
  async getProfile(customerId: number): Promise<Customer> {
    const customer = await this.dataSource.getRepository(Customer).findOneBy({ id: customerId });
    if (!customer) throw notFound('Customer not found.');
    return customer;
  }

  /** Validates and saves the given profile fields (name, email, dob, gender); returns the profile. */
  async updateProfile(customerId: number, input: ProfileInputData): Promise<Customer> {
    const changes = validateProfile(input);
    const repo = this.dataSource.getRepository(Customer);
    if (Object.keys(changes).length) await repo.update({ id: customerId }, changes);
    return this.getProfile(customerId);
  }

  /** The customer with this (normalised) phone, created when new; `created` says which. */
  async findOrCreateByPhone(phone: string, manager: EntityManager = this.dataSource.manager): Promise<{ customer: Customer; created: boolean }> {
    const inserted: Array<{ id: number }> = await manager.query(
      `INSERT INTO customer (phone) VALUES ($1) ON CONFLICT (phone) DO NOTHING RETURNING id`,
      [phone],
    );
    const customer = await manager.getRepository(Customer).findOneByOrFail({ phone });
    return { customer, created: inserted.length > 0 };
  }
}
