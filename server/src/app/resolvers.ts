/** Every GraphQL resolver class. Add a module's resolvers here. */
import type { NonEmptyArray } from 'type-graphql';
import { SectionResolver } from '../modules/catalog/catalog.resolver.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [SectionResolver];
