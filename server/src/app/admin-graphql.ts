/**
 * The staff's GraphQL endpoint, /admin/graphql: its own schema (ADMIN_RESOLVERS, committed as
 * admin-schema.graphql), its own authentication, and the shoppers' endpoint's limits.
 *
 * Every POST must carry a staff bearer token (a staff session's, or `STAFF_TOKEN` for scripts): anything else is
 * refused before Apollo parses the body, so introspection, field suggestions and even the
 * operation names are visible to staff only. A browser GET gets the bundled GraphiQL page (it
 * holds no data; the staff token goes in its headers editor).
 */
import express, { Router } from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { Services } from './services.js';
import type { Logger } from '../shared/logger.js';
import { buildAdminContext, type AdminContext } from '../shared/context.js';
import { rejectDeepGraphqlInput, rejectNulGraphql } from '../shared/input-guard.js';
import type { StaffCaller } from '../modules/staff/staff-caller.js';
import { requireStaffCaller } from '../modules/staff/staff-auth.js';
import { getAdminSchema } from './schema.js';
import { documentShapeLimit, shapeLimitsOf } from './operation-limits.js';
import { graphqlBodyErrors, playgroundPage, sharedGuards } from './graphql.js';

export const ADMIN_GRAPHQL_PATH = '/admin/graphql';

export async function adminGraphqlApi(services: Services, logger: Logger, clientDir: string): Promise<Router> {
  const schema = await getAdminSchema();
  const server = new ApolloServer<AdminContext>({
    schema, // graphql-js execution: staff traffic is small, the jit executor is for the shop's load
    introspection: true, // only staff get this far (requireStaffCaller)
    ...sharedGuards<AdminContext>(schema, services.config, logger, services.config.GRAPHQL_ADMIN_MAX_COMPLEXITY),
  });
  await server.start();

  const router = Router();
  router.get(ADMIN_GRAPHQL_PATH, playgroundPage(clientDir));
  router.use(
    ADMIN_GRAPHQL_PATH,
    requireStaffCaller(services, { apiKeys: true }),
    express.json({ limit: services.config.ADMIN_BODY_LIMIT }),
    rejectNulGraphql,
    rejectDeepGraphqlInput,
    documentShapeLimit(shapeLimitsOf(services.config), services.config.GRAPHQL_MAX_TOKENS),
    expressMiddleware(server, { context: async ({ req, res }) => buildAdminContext(req, res.locals.staff as StaffCaller, services, logger) }),
  );
  router.use(ADMIN_GRAPHQL_PATH, graphqlBodyErrors);
  return router;
}

