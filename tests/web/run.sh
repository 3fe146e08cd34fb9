#!/usr/bin/env bash
# Runs one browser test (tests/web/*.test.mjs) with node, playwright-core and Debian's chromium.
# Registered with CTest (label "web"); fails with a clear message when something is missing,
# never passes silently.
#
#   tests/web/run.sh build/spaceline tests/web/two_players.test.mjs
set -euo pipefail
BIN="${1:?usage: run.sh SPACELINE_BIN TEST.mjs}"
TEST="${2:?usage: run.sh SPACELINE_BIN TEST.mjs}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v node >/dev/null 2>&1 || fail "node is not installed (./test.sh installs nodejs and npm; or: apt-get install nodejs npm)"
CHROMIUM="${SPACELINE_CHROMIUM:-/usr/bin/chromium}"
[[ -x "$CHROMIUM" ]] || fail "$CHROMIUM not found (./test.sh installs it; or: apt-get install chromium; or set SPACELINE_CHROMIUM)"
[[ -d "$ROOT/web/node_modules/playwright-core" ]] ||
  fail "web/node_modules is missing: run ./test.sh, or (cd web && npm ci)"
# Test the client as it is in the source tree (the build takes a few seconds).
(cd "$ROOT/web" && npm run --silent build >/dev/null) || fail "the web client does not build: (cd web && npm run build)"
export SPACELINE_BIN="$BIN" SPACELINE_CHROMIUM="$CHROMIUM" SPACELINE_WEB="$ROOT/web/dist"
exec node "$TEST"
