import { Router } from 'express';
import { parseId } from '../../shared/ids.js';
import { handle } from '../../shared/http.js';
import { requireCustomer } from '../../shared/context.js';
import { badInput, notFound } from '../../shared/errors.js';
import type { Address } from './address.entity.js';

/** The spec's Address shape (section 3). */
export const toRestAddress = (a: Address) => ({
  _id: String(a.id),
  addressId: String(a.id),
  fullName: a.fullName,
  phone: a.phone,
  pincode: a.pincode,
  city: a.city,
  state: a.state,
  houseName: a.houseName,
  address: a.address,
  locality: a.locality,
  landmark: a.landmark,
  addressType: a.addressType,
  isDefault: a.isDefault,
  latitude: a.latitude,
  longitude: a.longitude,
  country: a.country,
});

const objectBody = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badInput('Request body must be a JSON object.');
  return body as Record<string, unknown>;
};

const addressIdOf = (value: unknown): number => {
  if (value === undefined || value === null || value === '') throw badInput('addressId is required.');
  return parseId(value, 'Address not found.');
};

/** REST twins of the address calls (spec section 7) plus list, set-default and pincode lookups of ours. */
export function addressRoutes(): Router {
  const router = Router();

  router.get(
    '/user/addresses',
    handle(async (ctx) => ({ success: true, addresses: (await ctx.services.addresses.list(ctx.serviceContext)).map(toRestAddress) })),
  );

  router.post(
    '/user/add-address',
    handle(async (ctx, req) => {
      const address = await ctx.services.addresses.create(ctx.serviceContext, objectBody(req.body));
      return { success: true, message: 'Address added successfully!', address: toRestAddress(address) };
    }),
  );

  router.put(
    '/user/update-address',
    handle(async (ctx, req) => {
      requireCustomer(ctx);
      const body = objectBody(req.body);
      const address = await ctx.services.addresses.update(ctx.serviceContext, addressIdOf(body.addressId ?? body._id), body);
      return { success: true, message: 'Address updated successfully!', address: toRestAddress(address) };
    }),
  );

  router.delete(
    '/user/delete-address',
    handle(async (ctx, req) => {
      requireCustomer(ctx);
      const body = objectBody(req.body ?? {});
      await ctx.services.addresses.remove(ctx.serviceContext, addressIdOf(body.addressId ?? req.query.addressId));
      return { success: true, message: 'Your address has been deleted successfully.' };
    }),
  );

  router.put(
    '/user/set-default-address',
    handle(async (ctx, req) => {
      requireCustomer(ctx);
      const addresses = await ctx.services.addresses.setDefault(ctx.serviceContext, addressIdOf(objectBody(req.body).addressId));
      return { success: true, addresses: addresses.map(toRestAddress) };
    }),
  );

  // Ours (replaces the outside pincode service): → { success, pincode, city, state, latitude, longitude }
  router.get(
    '/user/pincode/:pincode',
    handle(async (ctx, req) => {
      const info = await ctx.services.pincodes.lookup(String(req.params.pincode));
      if (!info) throw notFound('Pincode not found.');
      return { success: true, ...info };
    }),
  );

  // Ours (replaces the outside reverse-geocoding service): ?lat=&lng= → the nearest pincode.
  router.get(
    '/user/nearest-pincode',
    handle(async (ctx, req) => {
      const lat = Number(req.query.lat);
      const lng = Number(req.query.lng);
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw badInput('lat and lng must be numbers.');
      const info = await ctx.services.pincodes.nearest(lat, lng);
      if (!info) throw notFound('No pincode found near this location.');
      return { success: true, ...info };
    }),
  );

  return router;
}
