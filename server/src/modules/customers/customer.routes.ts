import { Router } from 'express';
import { handle } from '../../shared/http.js';
import { requireCustomer } from '../../shared/context.js';
import { badInput } from '../../shared/errors.js';
import type { Customer } from './customer.entity.js';
import { toRestAddress } from '../addresses/address.routes.js';

export const toRestCustomer = (customer: Customer) => ({
  _id: String(customer.id),
  name: customer.name,
  phone: customer.phone,
  mobile: customer.phone,
  email: customer.email,
  dob: customer.dob,
  gender: customer.gender,
});

/** REST twins of the profile calls: GET /user/get-profile, PUT /user/update-profile (ours). */
export function customerRoutes(): Router {
  const router = Router();

  // → { success, user: { _id, name, phone, dob, gender, email, addresses[] } }
  router.get(
    '/user/get-profile',
    handle(async (ctx) => {
      const customerId = requireCustomer(ctx);
      const [customer, addresses] = await Promise.all([ctx.services.customers.getProfile(customerId), ctx.services.addresses.list(ctx.serviceContext)]);
      return { success: true, user: { ...toRestCustomer(customer), addresses: addresses.map(toRestAddress) } };
    }),
  );

  // { name | fullname, email, dob, gender } → { success, message, user }; the mobile cannot change.
  router.put(
    '/user/update-profile',
    handle(async (ctx, req) => {
      const customerId = requireCustomer(ctx);
      const body = req.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw badInput('Request body must be a JSON object.');
      const name = body.name ?? body.fullname ?? body.fullName;
      const customer = await ctx.services.customers.updateProfile(customerId, { name, email: body.email, dob: body.dob, gender: body.gender });
      return { success: true, message: 'Profile updated successfully!', user: toRestCustomer(customer) };
    }),
  );

  return router;
}
