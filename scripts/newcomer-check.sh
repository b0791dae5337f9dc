#!/usr/bin/env bash
# What a newcomer does on a fresh clone, exactly as the README says: `npm install && npm start`, with
# nothing set (no DATA_DIR, no PORT, no other variable of ours). Then, as that newcomer's browser would:
# wait for the first page on http://localhost:8080, sign in with a demo account the login page offers,
# read the signed-in player's dashboard data through the API, and stop the app with SIGTERM, which must
# end it with exit code 0. On any failure it prints the server's last lines.
# Usage: scripts/newcomer-check.sh   (port 8080 must be free; CI runs it after `npm test`)
set -euo pipefail
cd "$(dirname "$0")/.."
base=http://localhost:8080
log="$(mktemp -t rd-newcomer-XXXXXX.log)"
started_for="${NEWCOMER_START_SECONDS:-600}"

stop_app() { # the whole session npm start runs in, whatever state it is in
  [ -n "${app_pid:-}" ] && kill -0 "$app_pid" 2>/dev/null && kill -KILL -- "-$app_pid" 2>/dev/null
  return 0
}
trap stop_app EXIT
trap 'exit 130' INT TERM

fail() {
  echo "newcomer check FAILED: $*" >&2
  echo "--- the server's last lines ($log) ---" >&2
  tail -n 40 "$log" >&2 || true
  exit 1
}

if curl -s -o /dev/null "$base/"; then
  echo "newcomer check: something already answers on $base; stop it first" >&2
  exit 1
fi

# A clean environment: only what a shell on a new machine has.
echo "newcomer check: npm install && npm start (log: $log)"
setsid env -i HOME="$HOME" PATH="$PATH" TERM=dumb bash -c 'npm install --no-audit --no-fund && npm start' >"$log" 2>&1 &
app_pid=$!

deadline=$((SECONDS + started_for))
until curl -sf -o /dev/null "$base/"; do
  kill -0 "$app_pid" 2>/dev/null || fail "npm install && npm start ended before serving $base/"
  [ $SECONDS -lt $deadline ] || fail "nothing served $base/ within ${started_for}s"
  sleep 1
done
echo "newcomer check: $base/ answers after ${SECONDS}s"

node scripts/newcomer-walk.js "$base" || fail "the demo sign-in walk failed"

# SIGTERM to the app's own process, found in the session npm start runs in (npm and its shell pass its exit code on).
server_pid="$(pgrep -s "$app_pid" -f '^node scripts/start.js$' || true)"
[ -n "$server_pid" ] || fail "no 'node scripts/start.js' process to stop"
kill -TERM "$server_pid"
for _ in $(seq 1 30); do kill -0 "$app_pid" 2>/dev/null || break; sleep 1; done
kill -0 "$app_pid" 2>/dev/null && fail "npm start was still running 30 s after SIGTERM"
code=0
wait "$app_pid" || code=$?
[ "$code" = 0 ] || fail "npm start exited $code after SIGTERM, not 0"
for line in 'Reality Draft is listening on http://localhost:8080' 'Data: ' 'Event store: ' 'Demo accounts: on'; do
  grep -q "$line" "$log" || fail "the start-up lines do not say '$line'"
done
echo "newcomer check: passed (npm start stopped with exit code 0)"
