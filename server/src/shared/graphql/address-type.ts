/**
 * The kind of a delivery address in the public schema (issue #14: closed sets are enums). Shared
 * because saved addresses (addresses) and order snapshots (orders) both show it and those modules
 * must not import each other. GraphQL names are upper case; the values are what the rows hold.
 */
import { registerEnumType } from 'type-graphql';

export enum AddressType {
  HOME = 'Home',
  WORK = 'Work',
}

registerEnumType(AddressType, {
  name: 'AddressType',
  description: 'Where an address is: home or work.',
  valuesConfig: {
    HOME: { description: 'A home address (the default).' },
    WORK: { description: 'A work address; the screens show it as "Office".' },
  },
});

/** The enum value of a stored type ('Home', 'work', 'Office' …), or null when none is recorded (an anonymised order). */
export function addressTypeOf(stored: string | null | undefined): AddressType | null {
  const type = (stored ?? '').trim().toLowerCase();
  if (type === 'home') return AddressType.HOME;
  if (type === 'work' || type === 'office') return AddressType.WORK;
  return null;
}
