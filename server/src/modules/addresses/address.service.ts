import type { DataSource, EntityManager } from 'typeorm';
import { Address } from './address.entity.js';
import { validateAddress, UNKNOWN_PINCODE_MESSAGE, type AddressInputData } from './address.rules.js';
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
export class AddressService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pincodes: PincodeService,
  ) {}

  /** The customer's addresses, default first, then newest. */
  async list(customerId: number): Promise<Address[]> {
    return this.dataSource.getRepository(Address).find({ where: { customerId }, order: { isDefault: 'DESC', id: 'DESC' } });
  }

  /** One of the caller's addresses; NOT_FOUND when it does not exist or is someone else's. */
  async getOwned(customerId: number, addressId: number, manager: EntityManager = this.dataSource.manager): Promise<Address> {
    if (!Number.isInteger(addressId) || addressId <= 0) throw notFound('Address not found.');
    // Checkout reads the address on every order: one prepared statement, not the ORM's query building.
    const [row] = await preparedQuery<Address>(manager, `SELECT ${ADDRESS_COLUMNS} FROM address WHERE id = $1 AND customer_id = $2`, [addressId, customerId]);
    if (!row) throw notFound('Address not found.');
    return Object.assign(new Address(), row);
  }

  /** Adds an address; the first one (or one sent with isDefault) becomes the default. */
  async create(customerId: number, input: AddressInputData): Promise<Address> {
    const fields = validateAddress(input);
    return this.dataSource.transaction(async (manager) => {
      await this.assertRealPincode(fields.pincode, manager);
      await this.lockCustomer(customerId, manager);
      const repo = manager.getRepository(Address);
      const count = await repo.countBy({ customerId });
      if (count >= MAX_ADDRESSES) throw badInput(`You can save at most ${MAX_ADDRESSES} addresses.`);
      const makeDefault = count === 0 || input.isDefault === true;
      if (makeDefault) await repo.update({ customerId, isDefault: true }, { isDefault: false });
      return repo.save(repo.create({ ...fields, customerId, isDefault: makeDefault }));
    });
  }

  /** Replaces an address's fields; isDefault true also makes it the default. */
  async update(customerId: number, addressId: number, input: AddressInputData): Promise<Address> {
    const fields = validateAddress(input);
    return this.dataSource.transaction(async (manager) => {
      await this.assertRealPincode(fields.pincode, manager);
      await this.lockCustomer(customerId, manager);
      const row = await this.getOwned(customerId, addressId, manager);
      const repo = manager.getRepository(Address);
      if (input.isDefault === true && !row.isDefault) {
        await repo.update({ customerId, isDefault: true }, { isDefault: false });
        row.isDefault = true;
      }
      Object.assign(row, fields);
      return repo.save(row);
    });
  }

  /** Deletes an address; when it was the default, the newest remaining one takes over. */
  async remove(customerId: number, addressId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.lockCustomer(customerId, manager);
      const row = await this.getOwned(customerId, addressId, manager);
      const repo = manager.getRepository(Address);
      await repo.delete({ id: row.id, customerId });
      if (row.isDefault) {
        const next = await repo.findOne({ where: { customerId }, order: { id: 'DESC' } });
        if (next) await repo.update({ id: next.id }, { isDefault: true });
      }
    });
  }

  /** Makes one address the default (and no other); returns the customer's addresses. */
  async setDefault(customerId: number, addressId: number): Promise<Address[]> {
    await this.dataSource.transaction(async (manager) => {
      await this.lockCustomer(customerId, manager);
      const row = await this.getOwned(customerId, addressId, manager);
      const repo = manager.getRepository(Address);
      await repo.update({ customerId, isDefault: true }, { isDefault: false });
      await repo.update({ id: row.id }, { isDefault: true });
    });
    return this.list(customerId);
  }

  private async assertRealPincode(pincode: string, manager: EntityManager) {
    if (!(await this.pincodes.exists(pincode, manager))) throw badInput(UNKNOWN_PINCODE_MESSAGE);
  }

  private async lockCustomer(customerId: number, manager: EntityManager) {
    const rows = await manager.query(`SELECT id FROM customer WHERE id = $1 FOR UPDATE`, [customerId]);
    if (rows.length === 0) throw notFound('Customer not found.');
  }
}
