import { Router } from 'express';
import { z } from 'zod';
import { handle, parseBody } from '../../shared/http.js';
import { toRestCustomer } from '../customers/customer.routes.js';
import { PHONE_REQUIRED_MESSAGE } from '../../shared/form-rules.js';
import { mergeVisitorCartAtLogin } from './login-cart.js';

const SendOtpBody = z.object({ phone: z.union([z.string(), z.number()]) });
const VerifyOtpBody = z.object({ phone: z.union([z.string(), z.number()]), otp: z.union([z.string(), z.number()]), cartToken: z.string().max(100).optional() });

/** REST twins of the login calls: POST /user/sendOtp, POST /user/verifyOtp, POST /user/logout. */
export function authRoutes(): Router {
  const router = Router();

  // → { success, message, otp? (development only), resendAfterSeconds, expiresInSeconds }
  router.post(
    '/user/sendOtp',
    handle(async (ctx, req) => {
      const { phone } = parseBody(SendOtpBody, req.body, PHONE_REQUIRED_MESSAGE);
      const sent = await ctx.services.auth.sendOtp(phone, ctx.ip);
      return { success: true, ...sent };
    }),
  );

  // → { success, token, user }
  router.post(
    '/user/verifyOtp',
    handle(async (ctx, req) => {
      const { phone, otp, cartToken } = parseBody(VerifyOtpBody, req.body, 'Please enter your mobile number and the OTP.');
      const result = await ctx.services.auth.verifyOtp(ctx.serviceContext, phone, otp, ctx.ip);
      // Ours: a visitor cart's token (GraphQL createCart) merges that cart into the customer's.
      if (cartToken) await mergeVisitorCartAtLogin(ctx, result.customer.id, cartToken);
      return { success: true, message: 'Logged in successfully', token: result.token, expiresAt: result.expiresAt, isNewCustomer: result.created, user: toRestCustomer(result.customer) };
    }),
  );

  // Ours: revokes the session behind the bearer token.
  router.post(
    '/user/logout',
    handle(async (ctx) => {
      await ctx.services.auth.logout(ctx.sessionId);
      return { success: true, message: 'Logged out.' };
    }),
  );

  return router;
}
