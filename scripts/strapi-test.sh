#!/usr/bin/env bash
# A real Strapi 5 for the CMS tests (integrations/strapi, its own lockfile, not a workspace):
# installs it when its lockfile changed (npm ci, stamped with the lockfile's hash), creates its
# database on the local PostgreSQL, starts it on loopback and waits until it answers.
# Prints the two variables the tests read; stop it with: kill "$(cat integrations/strapi/.strapi.pid)".
set -euo pipefail
cd "$(dirname "$0")/../integrations/strapi"
PORT="${STRAPI_PORT:-1337}"
DB="${STRAPI_DB_NAME:-lipi_strapi_test}"
PGHOST_ARGS=(-h "${STRAPI_DB_HOST:-127.0.0.1}" -p "${STRAPI_DB_PORT:-5432}" -U "${STRAPI_DB_USER:-postgres}")

HASH=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat node_modules/.lipi-lock-hash 2>/dev/null || true)" != "$HASH" ]; then
  START=$(date +%s)
  npm ci --no-audit --no-fund --loglevel=error >/tmp/lipi-strapi-install.log 2>&1 || { cat /tmp/lipi-strapi-install.log; exit 1; }
  echo "$HASH" >node_modules/.lipi-lock-hash
  echo "strapi: installed in $(($(date +%s) - START)) s" >&2
fi

if ! psql "${PGHOST_ARGS[@]}" -d postgres -tAc "select 1 from pg_database where datname = '$DB'" | grep -q 1; then
  psql "${PGHOST_ARGS[@]}" -d postgres -qc "create database \"$DB\"" >/dev/null
fi

# A Strapi left from an earlier run of this script is stopped first (its port would be taken).
if [ -f .strapi.pid ] && kill -0 "$(cat .strapi.pid)" 2>/dev/null; then
  kill "$(cat .strapi.pid)"
  for _ in $(seq 1 50); do kill -0 "$(cat .strapi.pid)" 2>/dev/null || break; sleep 0.2; done
fi
# Another Strapi (another checkout's) may hold the port: take the next free one unless one was asked for.
if [ -z "${STRAPI_PORT:-}" ]; then
  while (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && [ "$PORT" -lt 1357 ]; do PORT=$((PORT + 1)); done
fi
rm -f .lipi-token
START=$(date +%s)
NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true STRAPI_DISABLE_UPDATE_NOTIFICATION=true STRAPI_PORT="$PORT" STRAPI_DB_NAME="$DB" \
  nohup node node_modules/@strapi/strapi/bin/strapi.js start >/tmp/lipi-strapi.log 2>&1 &
echo $! >.strapi.pid
for _ in $(seq 1 600); do
  if [ -s .lipi-token ] && curl -fsS -o /dev/null "http://127.0.0.1:$PORT/_health" 2>/dev/null; then break; fi
  kill -0 "$(cat .strapi.pid)" 2>/dev/null || { cat /tmp/lipi-strapi.log; echo "strapi exited" >&2; exit 1; }
  sleep 0.2
done
[ -s .lipi-token ] || { cat /tmp/lipi-strapi.log; echo "strapi did not start" >&2; exit 1; }
echo "strapi: started in $(($(date +%s) - START)) s" >&2
echo "TEST_STRAPI_URL=http://127.0.0.1:$PORT"
echo "TEST_STRAPI_TOKEN=$(cat .lipi-token)"
