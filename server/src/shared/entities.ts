/**
 * Every TypeORM entity, listed once. Add a module's entities here when you add its migration.
 */
import { Section } from '../modules/catalog/section.entity.js';
import { Category } from '../modules/catalog/category.entity.js';
import { Product } from '../modules/catalog/product.entity.js';
import { Variant } from '../modules/catalog/variant.entity.js';
import { VariantSize } from '../modules/catalog/variant-size.entity.js';
import { Customer } from '../modules/customers/customer.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { Address } from '../modules/addresses/address.entity.js';
import { Notification } from '../modules/notifications/notification.entity.js';

export const ENTITIES = [Section, Category, Product, Variant, VariantSize, Customer, Session, Address, Notification];
