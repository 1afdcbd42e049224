#!/bin/sh
# First start of the scaled profile's primary (docker-entrypoint-initdb.d): a replication role for
# the replica's pg_basebackup and streaming, allowed in pg_hba.conf from the compose network.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD '${REPLICATION_PASSWORD}';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
