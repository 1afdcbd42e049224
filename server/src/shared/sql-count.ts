/**
 * Benchmark aid (SQL_COUNT_HEADER=1): counts the SQL statements each HTTP request runs and
 * answers them in an `x-sql-statements` header, so the bench can prove listing, product, cart and
 * order-list calls run a fixed number of statements whatever the page size. Off by default: it
 * costs one AsyncLocalStorage hop per request and one function call per statement.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';

const requestCounter = new AsyncLocalStorage<{ statements: number }>();
const wrapped = new WeakSet<object>();

/** Middleware that counts this request's statements and sets the header before the answer goes out. */
export function sqlCountHeader(dataSource: DataSource): RequestHandler {
  const logger = dataSource.logger as { logQuery: (query: string, ...rest: unknown[]) => unknown };
  if (!wrapped.has(logger)) {
    wrapped.add(logger);
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query: string, ...rest: unknown[]) => {
      const counter = requestCounter.getStore();
      // Transaction bookkeeping is not a statement about data.
      if (counter && !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT)/i.test(query)) counter.statements++;
      return original(query, ...rest);
    };
  }
  return (_req, res, next) => {
    const counter = { statements: 0 };
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: unknown[]) {
      if (!res.headersSent) res.setHeader('x-sql-statements', String(counter.statements));
      return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.writeHead;
    requestCounter.run(counter, next);
  };
}
