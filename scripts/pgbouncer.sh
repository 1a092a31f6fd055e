#!/usr/bin/env bash
# A PgBouncer in transaction mode in front of the local PostgreSQL, as managed hosts put one in
# front of theirs (Neon, Supabase): each transaction may run on a different server connection, so
# the app must keep no session state between statements and use no named prepared statements.
#
#   bash scripts/pgbouncer.sh start   # listens on 127.0.0.1:$PGBOUNCER_PORT (6432), in the background
#   bash scripts/pgbouncer.sh stop
#
# Then DATABASE_URL=postgres://postgres@127.0.0.1:6432/test (through the pooler) and
# DATABASE_URL_UNPOOLED=postgres://postgres@127.0.0.1:5432/test (direct, for migrations and jobs).
# Every database of the server is reachable through it (tests create their own). Its config, pid
# and log live in $PGBOUNCER_DIR (a temporary folder); PgBouncer refuses to run as root, so as
# root it runs as user nobody.
set -euo pipefail

port=${PGBOUNCER_PORT:-6432}
upstream_host=${PGBOUNCER_UPSTREAM_HOST:-127.0.0.1}
upstream_port=${PGBOUNCER_UPSTREAM_PORT:-5432}
dir=${PGBOUNCER_DIR:-${TMPDIR:-/tmp}/safqa-pgbouncer-$port}
bin=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)

install() {
  if [ -x "$bin" ]; then return; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "PgBouncer is missing: installing Debian's pgbouncer package…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
    # The package's own service (port 6432) would take our address.
    if command -v service >/dev/null; then service pgbouncer stop >/dev/null 2>&1 || true; fi
    bin=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)
    return
  fi
  echo "The pooled-PostgreSQL tests need PgBouncer: sudo apt-get install -y pgbouncer" >&2
  exit 1
}

answers() { (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; }

start() {
  install
  if answers; then
    echo "Something already listens on 127.0.0.1:$port." >&2
    exit 1
  fi
  rm -rf "$dir"
  mkdir -p "$dir"
  # trust: any password; the user names PgBouncer accepts are the ones listed here.
  printf '"postgres" ""\n' >"$dir/users.txt"
  cat >"$dir/pgbouncer.ini" <<EOF
[databases]
* = host=$upstream_host port=$upstream_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/users.txt
admin_users = postgres
pool_mode = transaction
; A small pool per database and user, as on a managed host's pooler.
default_pool_size = 5
max_client_conn = 2000
; Idle server connections close soon: tests make many short-lived databases.
server_idle_timeout = 5
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
EOF
  local run_as=()
  if [ "$(id -u)" = 0 ]; then
    chown -R nobody "$dir"
    run_as=(-u nobody)
  fi
  "$bin" -d "${run_as[@]}" "$dir/pgbouncer.ini"
  for _ in $(seq 1 50); do
    if answers; then
      echo "PgBouncer (transaction mode) on 127.0.0.1:$port → $upstream_host:$upstream_port"
      return
    fi
    sleep 0.1
  done
  echo "PgBouncer did not start; its log:" >&2
  cat "$dir/pgbouncer.log" >&2 || true
  exit 1
}

stop() {
  local pidfile="$dir/pgbouncer.pid"
  if [ ! -f "$pidfile" ]; then return; fi
  local pid
  pid=$(cat "$pidfile")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do
    if ! kill -0 "$pid" 2>/dev/null; then break; fi
    sleep 0.1
  done
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
