import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Docker cannot run on the build machines: the scaled profile's shape is checked here (and the
// same HAProxy config runs for real in `npm run test:scale`).
const root = path.resolve(import.meta.dirname, '../../..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const haproxy = fs.readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
const services: Record<string, any> = compose.services;
const scaled = Object.entries(services).filter(([, s]) => s.profiles?.includes('scaled'));
const apps = scaled.filter(([name]) => /^app\d+$/.test(name));
const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)?.[1] ?? Number.NaN);

describe('docker-compose.yml', () => {
  it('keeps the default shape (one app and its database) outside any profile', () => {
    expect(Object.keys(services).filter((name) => !services[name].profiles)).toEqual(['db', 'app']);
  });

  it('has a scaled profile: identical app processes, the balancer, PgBouncer, a primary, a streaming replica and Redis', () => {
    expect(apps.length).toBeGreaterThanOrEqual(2);
    for (const [, app] of apps) {
      expect(app.command).toBe(apps[0][1].command);
      expect(app.environment).toEqual(apps[0][1].environment);
    }
    for (const name of ['lb', 'pgbouncer', 'db-primary', 'db-replica', 'redis', 'migrate']) expect(services[name]?.profiles).toEqual(['scaled']);
    const env = apps[0][1].environment;
    expect(new URL(env.DATABASE_URL).host).toBe('pgbouncer:6432');
    expect(new URL(env.DATABASE_REPLICA_URLS).hostname).toBe('db-replica');
    expect(new URL(env.REDIS_URL).hostname).toBe('redis');
    expect(env.NODE_ENV).toBe('production');
    // One secret for all: a login made on one process must be valid on the others.
    expect(env.JWT_SECRET).toBe('${JWT_SECRET:-}');
    expect(services['db-primary'].command).toContain('wal_level=replica');
    const replicaScript = fs.readFileSync(path.join(root, 'deploy/postgres/replica-entrypoint.sh'), 'utf8');
    expect(replicaScript).toMatch(/pg_basebackup .*-R .*-X stream/);
    expect(fs.readFileSync(path.join(root, 'deploy/pgbouncer.ini'), 'utf8')).toMatch(/^pool_mode = transaction$/m);
    // Migrations run once, straight on the primary, before any app process starts.
    expect(new URL(services.migrate.environment.DATABASE_URL).hostname).toBe('db-primary');
    for (const [, app] of apps) expect(app.depends_on.migrate.condition).toBe('service_completed_successfully');
  });

  it('puts every app process behind HAProxy, which alone is trusted for X-Forwarded-For', () => {
    const lb = services.lb;
    expect(lb.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    const servers = [...haproxy.matchAll(/^\s*server (\S+) "\$\{(KAPDA_APP\d+)\}" check/gm)].map((m) => m[2]);
    expect(servers.length).toBe(apps.length);
    expect(servers.map((name) => lb.environment[name]).sort()).toEqual(apps.map(([name]) => `${name}:4000`).sort());
    expect(apps[0][1].environment.TRUST_PROXY).toBe(lb.networks.scaled.ipv4_address);
    // Only the balancer is published, on loopback.
    for (const [name, service] of scaled) if (name !== 'lb') expect(service.ports, name).toBeUndefined();
    expect(lb.ports.every((p: string) => p.startsWith('127.0.0.1:'))).toBe(true);
  });

  it('drains a stopping process long enough for the health checks, and never SIGKILLs a draining one', () => {
    expect(haproxy).toMatch(/http-check send meth GET uri \/readyz/);
    const inter = seconds(/default-server .*\binter (\S+)/.exec(haproxy)![1]);
    const fall = Number(/default-server .*\bfall (\d+)/.exec(haproxy)![1]);
    const drain = Number(apps[0][1].environment.SHUTDOWN_DRAIN_SECONDS);
    expect(fall * inter).toBeLessThanOrEqual(drain);
    // main.ts drains up to 5 s longer while requests keep arriving, then waits up to 10 s for
    // requests in flight.
    for (const [, app] of apps) expect(seconds(app.stop_grace_period)).toBeGreaterThan(drain + 5 + 10);
  });

  it('refers only to services, files and volumes that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      const deps = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      for (const dep of deps) {
        expect(services[dep], `${name} depends on ${dep}`).toBeDefined();
        // A service of the default profile must not wait for one that only starts with --profile scaled.
        if (!service.profiles) expect(services[dep].profiles, `${name} → ${dep}`).toBeUndefined();
      }
      for (const volume of service.volumes ?? []) {
        const [source] = String(volume).split(':');
        if (source.startsWith('./')) expect(fs.existsSync(path.join(root, source)), `${name}: ${source}`).toBe(true);
        else expect(Object.keys(compose.volumes), `${name}: volume ${source}`).toContain(source);
      }
    }
    for (const file of ['502', '503', '504']) {
      const answer = fs.readFileSync(path.join(root, `deploy/haproxy-errors/${file}.http`), 'utf8');
      const [head, body] = answer.split('\r\n\r\n');
      expect(Number(/content-length: (\d+)/.exec(head)![1])).toBe(Buffer.byteLength(body));
      expect(JSON.parse(body).errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryable: true });
    }
  });
});
