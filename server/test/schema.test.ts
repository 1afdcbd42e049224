import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { isObjectType, isInputObjectType, isEnumType, isInterfaceType, type GraphQLNamedType } from 'graphql';
import { getSchema, printSchemaSdl } from '../src/app/schema.js';

/** The schema is a product (DESIGN rule 7): documented, and committed as emitted. */
describe('GraphQL schema', () => {
  it('describes every type, field and argument', async () => {
    const schema = await getSchema();
    const missing: string[] = [];
    const own = (type: GraphQLNamedType) => !type.name.startsWith('__') && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name);
    for (const type of Object.values(schema.getTypeMap()).filter(own)) {
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('matches the committed schema.graphql', async () => {
    expect(fs.readFileSync('schema.graphql', 'utf8')).toBe(await printSchemaSdl());
  });
});
