import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { isObjectType, isInputObjectType, isEnumType, isInterfaceType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { getAdminSchema, getSchema, printAdminSchemaSdl, printSchemaSdl } from '../src/app/schema.js';

/** The schema is a product (DESIGN rule 7): documented, and committed as emitted. */
const SCHEMAS = [
  { name: 'shoppers (schema.graphql)', file: 'schema.graphql', get: getSchema, print: printSchemaSdl },
  { name: 'admin (admin-schema.graphql)', file: 'admin-schema.graphql', get: getAdminSchema, print: printAdminSchemaSdl },
];

describe.each(SCHEMAS)('GraphQL schema: $name', ({ file, get, print }) => {
  it('describes every type, field and argument', async () => {
    expect(undocumented(await get())).toEqual([]);
  });

  it(`matches the committed ${file}`, async () => {
    expect(fs.readFileSync(file, 'utf8')).toBe(await print());
  });
});

describe('the two schemas', () => {
  it('the shoppers\' schema has none of the staff operations, by name', async () => {
    const rootFields = (schema: GraphQLSchema) => [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
    const staffFields = rootFields(await getAdminSchema());
    expect(staffFields).toEqual(expect.arrayContaining(['staffOrders', 'staffOrder', 'advanceOrder', 'markOrderPaid', 'staffCancelOrder']));
    const shoppers = rootFields(await getSchema());
    expect(shoppers.filter((name) => staffFields.includes(name))).toEqual([]);
    const committed = fs.readFileSync('schema.graphql', 'utf8');
    expect(staffFields.filter((name) => new RegExp(`\\b${name}\\b`).test(committed))).toEqual([]);
  });

  it('an undescribed field would be found (the check can fail)', async () => {
    const schema = await getAdminSchema();
    const field = schema.getQueryType()!.getFields().currentStaff;
    const description = field.description;
    field.description = undefined;
    try {
      expect(undocumented(schema)).toEqual(['Query.currentStaff']);
    } finally {
      field.description = description;
    }
  });
});

/** Every type, field, argument and enum value of `schema` without a description. */
function undocumented(schema: GraphQLSchema): string[] {
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
  return missing;
}
