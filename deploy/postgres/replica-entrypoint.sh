#!/bin/sh
# The scaled profile's read replica: on its first start, a copy of the primary made with
# pg_basebackup (-R: standby.signal and primary_conninfo; -C -S: a replication slot, so the primary
# keeps the WAL this replica has not received yet); then PostgreSQL as a hot standby.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h db-primary -p 5432 -U "$POSTGRES_USER"; do sleep 1; done
  export PGPASSWORD="$REPLICATION_PASSWORD"
  pg_basebackup -h db-primary -p 5432 -U replicator -D "$PGDATA" -R -X stream -C -S "${REPLICA_SLOT:-replica1}"
  chmod 0700 "$PGDATA"
fi
exec postgres -c hot_standby=on -c hot_standby_feedback=on -c max_standby_streaming_delay=5s
