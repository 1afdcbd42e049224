/**
 * Scalars of the public schema besides GraphQL's own (issue #14): `DateTimeISO` (TypeGraphQL's, an
 * instant as an ISO 8601 string in UTC) and `LocalDate`, a calendar date with no time or zone
 * ("YYYY-MM-DD": a date of birth, a pickup day). LocalDate is graphql-scalars' GraphQLLocalDate:
 * it refuses anything but a real calendar date ("2026-02-30" → "Value is not a valid LocalDate:
 * 2026-02-30") before a resolver runs. Integrators map both to `string` in codegen (README).
 */
export { GraphQLLocalDate as LocalDate } from 'graphql-scalars';
