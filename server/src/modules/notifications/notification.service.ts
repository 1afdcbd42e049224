import type { DataSource } from 'typeorm';
import { Notification } from './notification.entity.js';
import { badInput, notFound } from '../../shared/errors.js';
import { preparedQuery } from '../../shared/db.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { instantKeySql, newestFirstSql, pageFromRows, readNewestFirstPage, type ListPage, type PageRequest } from '../../shared/graphql/connections.js';

/** How many notifications a shopper sees (newest first). */
const LIST_LIMIT = 50;

/** Per-customer notifications: created by events, listed, marked read. */
export class NotificationService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Sends a notification to a customer, in the context's transaction when it is in one: the
   * message then exists only if the change that caused it commits (a return requested, say).
   */
  async notify(ctx: ServiceContext, customerId: number, message: { title: string; body: string }): Promise<Notification> {
    const title = message.title.trim().slice(0, 200);
    if (!title) throw badInput('A notification needs a title.');
    // Every order and status change sends one: a prepared INSERT rather than the ORM's save().
    const [row] = await preparedQuery<Notification>(
      ctx.manager,
      `INSERT INTO notification (customer_id, title, body) VALUES ($1, $2, $3)
       RETURNING id, customer_id AS "customerId", title, body, sent_at AS "sentAt", read_at AS "readAt"`,
      [customerId, title, message.body ?? ''],
    );
    return Object.assign(new Notification(), row);
  }

  /** The customer's newest notifications, newest first. */
  async list(customerId: number): Promise<Notification[]> {
    return this.dataSource.getRepository(Notification).find({
      where: { customerId },
      order: { sentAt: 'DESC', id: 'DESC' },
      take: LIST_LIMIT,
    });
  }

  /**
   * A page of the customer's notifications, newest first (`first`/`after` or `last`/`before`;
   * keyset on (sent_at, id), walked on notification_customer_sent_idx), with how many they have.
   */
  async page(customerId: number, request: PageRequest): Promise<ListPage<Notification> & { totalCount: number }> {
    const page = readNewestFirstPage(request);
    const params: unknown[] = [customerId];
    const add = (value: unknown) => `$${params.push(value)}`;
    const { beyond, orderBy } = newestFirstSql('sent_at', 'id', page, add);
    const rows: Array<Notification & { timeKey: string }> = await this.dataSource.query(
      `SELECT id, customer_id AS "customerId", title, body, sent_at AS "sentAt", read_at AS "readAt", ${instantKeySql('sent_at')} AS "timeKey"
       FROM notification WHERE customer_id = $1 AND ${beyond} ORDER BY ${orderBy} LIMIT ${add(page.size + 1)}`,
      params,
    );
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM notification WHERE customer_id = $1`, [customerId]);
    const read = pageFromRows(rows, page, (row) => [row.timeKey, row.id]);
    return { ...read, items: read.items.map(({ timeKey: _t, ...row }) => Object.assign(new Notification(), row)), totalCount: count };
  }

  /** How many of the customer's notifications are unread. */
  async unreadCount(customerId: number): Promise<number> {
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM notification WHERE customer_id = $1 AND read_at IS NULL`,
      [customerId],
    );
    return count;
  }

  /** Marks one of the customer's notifications read; NOT_FOUND for anyone else's. */
  async markRead(customerId: number, notificationId: number): Promise<Notification> {
    const repo = this.dataSource.getRepository(Notification);
    const row = Number.isInteger(notificationId) ? await repo.findOneBy({ id: notificationId, customerId }) : null;
    if (!row) throw notFound('Notification not found.');
    if (!row.readAt) {
      row.readAt = new Date();
      await repo.update({ id: row.id, customerId }, { readAt: row.readAt });
    }
    return row;
  }

  /** Marks every unread notification of the customer read; returns how many changed. */
  async markAllRead(customerId: number): Promise<number> {
    const result = await this.dataSource.query(
      `UPDATE notification SET read_at = now() WHERE customer_id = $1 AND read_at IS NULL`,
      [customerId],
    );
    return Number(result?.[1] ?? 0);
  }
}
