/**
 * The service context: the first argument of every service method that acts for someone or takes
 * part in a transaction (as Vendure's RequestContext). It carries
 * - the caller (a customer, a visitor, a staff member, or the system itself for jobs and the CLI),
 * - the request id (for logs), and
 * - the transaction, when one is open: `ctx.manager` is the EntityManager to query with.
 *
 * A service method that must be atomic wraps its work in `ctx.transaction(...)`. When the caller
 * already opened one (a step of a larger flow, such as placing an order), the step joins it;
 * otherwise a new one is opened. This replaces optional `manager?` parameters: no method decides
 * at run time whether it owns a transaction, and a flow never forgets to pass one along.
 *
 * Work for outside services (payment provider, SMS, live events) is registered with
 * `ctx.afterCommit(...)`: it runs once the outermost transaction has committed, never under a lock
 * and never for work that was rolled back.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { unauthenticated } from './errors.js';

/** A staff member acting (the audit log records who): their id, role and phone (null for the STAFF_TOKEN holder). */
export interface StaffCallerRef {
  kind: 'staff';
  staffId: string;
  role: string;
  phone: string | null;
  /** Set when an API key acts (its name goes in the audit log); null or absent for a person. */
  apiKeyName?: string | null;
}

/** Who is acting. */
export type Caller =
  | { kind: 'customer'; customerId: number; sessionId: string | null }
  | { kind: 'visitor' }
  | StaffCallerRef
  | { kind: 'system'; name: string };

type IsolationLevel = 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';

/** What runs after the outermost transaction commits; shared by the contexts of one transaction. */
interface CommitHooks {
  after: Array<() => unknown>;
}

export class ServiceContext {
  private constructor(
    readonly caller: Caller,
    readonly requestId: string,
    /** The transaction's manager inside `transaction()`, the pool's manager outside. */
    readonly manager: EntityManager,
    private readonly dataSource: DataSource,
    private readonly hooks: CommitHooks | null,
    private readonly onHookError: (error: unknown) => void,
  ) {}

  /** A context for a request or a job, outside any transaction. */
  static create(dataSource: DataSource, caller: Caller, requestId: string, onHookError: (error: unknown) => void = () => undefined): ServiceContext {
    return new ServiceContext(caller, requestId, dataSource.manager, dataSource, null, onHookError);
  }

  /** The server acting on its own behalf: background jobs, the CLI, seeders. */
  static system(dataSource: DataSource, name: string, onHookError?: (error: unknown) => void): ServiceContext {
    return ServiceContext.create(dataSource, { kind: 'system', name }, `${name}-${Date.now().toString(36)}`, onHookError);
  }

  /** True inside `transaction()`. */
  get inTransaction(): boolean {
    return this.hooks !== null;
  }

  /** The logged-in customer's id, or null. */
  get customerId(): number | null {
    return this.caller.kind === 'customer' ? this.caller.customerId : null;
  }

  /** The staff member acting; a programming error when the caller is not staff (staff routes check first). */
  requireStaff(): StaffCallerRef {
    if (this.caller.kind !== 'staff') throw new Error(`a staff action was called by a ${this.caller.kind}`);
    return this.caller;
  }

  /** The logged-in customer's id, or UNAUTHENTICATED with the spec's message. */
  requireCustomer(): number {
    const id = this.customerId;
    if (id === null) throw unauthenticated();
    return id;
  }

  /**
   * Runs `work` in one transaction: this context's, when it is already in one, or a new one. The
   * isolation level applies only when a new transaction is opened.
   */
  async transaction<T>(work: (ctx: ServiceContext) => Promise<T>, isolation?: IsolationLevel): Promise<T> {
    if (this.hooks) return work(this);
    const hooks: CommitHooks = { after: [] };
    const run = (manager: EntityManager) => work(new ServiceContext(this.caller, this.requestId, manager, this.dataSource, hooks, this.onHookError));
    const result = isolation ? await this.dataSource.transaction(isolation, run) : await this.dataSource.transaction(run);
    await runHooks(hooks.after, this.onHookError);
    return result;
  }

  /**
   * Runs `hook` after the outermost transaction commits (at once outside a transaction). A hook's
   * failure is reported to the context's error handler and does not undo the committed work: the
   * hook's owner retries or compensates (see the order flow).
   */
  afterCommit(hook: () => unknown): void {
    if (this.hooks) this.hooks.after.push(hook);
    else void runHooks([hook], this.onHookError);
  }

  /**
   * The same caller and request outside any transaction (the pool's manager): what after-commit
   * work uses, once the transaction it was registered in has ended.
   */
  detached(): ServiceContext {
    return new ServiceContext(this.caller, this.requestId, this.dataSource.manager, this.dataSource, null, this.onHookError);
  }

  /** The same caller and request, for another caller (a job acting for a customer, say). */
  as(caller: Caller): ServiceContext {
    return new ServiceContext(caller, this.requestId, this.manager, this.dataSource, this.hooks, this.onHookError);
  }
}

async function runHooks(hooks: Array<() => unknown>, onError: (error: unknown) => void): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      onError(error);
    }
  }
}
