import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
const { getSchema } = await import('../../dist-bench/server/src/app/schema.js');
const schema = await getSchema();
const server = new ApolloServer({ schema, formatError: (f, e) => { console.log('formatError: original=', e?.originalError?.constructor?.name, e?.originalError instanceof GraphQLError, 'err=', e?.constructor?.name, e instanceof GraphQLError, e?.extensions); return f; } });
await server.start();
const r = await server.executeOperation({ query: 'mutation M($id: ID!) { deleteAddress(id: $id) }', variables: {} });
console.log(JSON.stringify(r.http.status), JSON.stringify(r.body).slice(0, 300));
