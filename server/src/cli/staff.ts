/**
 * `npm run staff -- <command>`: staff accounts from the command line; how a fresh install gets its
 * first owner (`npm run staff -- add 9876543210 owner`), who then invites the rest in the dashboard.
 * Changes are audit-logged as made by the token holder ('owner').
 *
 *   add <phone> <role> [name…]   add a staff account (role: owner, catalogue, fulfilment)
 *   list                          every staff account
 *   role <id> <role>              change an account's role
 *   remove <id>                   remove an account (its sessions end)
 */
import 'reflect-metadata';
import { openCliDatabase } from './database.js';
import { createServices } from '../app/services.js';
import { isDomainError } from '../shared/errors.js';
import { staffCallerRef, staffFromToken, TOKEN_HOLDER_ID, type StaffCaller } from '../modules/staff/staff-caller.js';
import { ServiceContext } from '../shared/service-context.js';
import type { StaffMemberRow } from '../modules/staff/staff.service.js';

const [command, ...rest] = process.argv.slice(2);
const usage = 'usage: npm run staff -- add <phone> <owner|catalogue|fulfilment> [name] | list | role <id> <role> | remove <id>';
const line = (m: StaffMemberRow) => `${String(m.id).padStart(4)}  ${m.phone}  ${m.role.padEnd(10)}  ${m.name ?? ''}`;

if (!command) {
  console.error(usage);
  process.exit(1);
}
const { dataSource, config, logger, close } = await openCliDatabase();
const services = createServices(dataSource, config, logger);
// Whoever runs this CLI on the server is trusted as the owner (like the STAFF_TOKEN holder).
const holder: StaffCaller = staffFromToken(config.STAFF_TOKEN ?? null, config) ?? { id: TOKEN_HOLDER_ID, role: 'owner', memberId: null, phone: null, sessionId: null };
const cli = ServiceContext.create(dataSource, staffCallerRef(holder), `staff-cli-${Date.now().toString(36)}`);
const id = () => {
  const n = Number(rest[0]);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`a staff account id is needed\n${usage}`);
  return n;
};
let exitCode = 0;
try {
  switch (command) {
    case 'add':
      console.log(line(await services.staff.invite(cli, { phone: rest[0], role: rest[1], name: rest.slice(2).join(' ') })));
      break;
    case 'list': {
      const members = await services.staff.list();
      console.log(members.length ? members.map(line).join('\n') : 'No staff accounts yet: npm run staff -- add <phone> owner');
      break;
    }
    case 'role':
      console.log(line(await services.staff.changeRole(cli, id(), rest[1])));
      break;
    case 'remove':
      console.log(line(await services.staff.remove(cli, id())));
      break;
    default:
      console.error(usage);
      exitCode = 1;
  }
} catch (error) {
  console.error(isDomainError(error) ? error.message : (error as Error).message);
  exitCode = 1;
} finally {
  await close();
}
process.exit(exitCode);
