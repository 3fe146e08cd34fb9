#!/usr/bin/env bash
# Spaceline, second command: install what the build needs (only if missing),
# build into build/ and run every test with CTest. The run ends with CTest's
# summary ("N% tests passed, M tests failed out of K"); the exit status is CTest's.
#
#   ./test.sh                 # everything
#   ./test.sh -R R-DIL        # extra arguments go to ctest (here: only tests matching R-DIL)
set -euo pipefail

# shellcheck source=run.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/run.sh"

# The tests also need a PostgreSQL server to start (tests/server/postgres_store_test.cpp); without
# it those tests say they were skipped.
SPACELINE_PACKAGES+=(postgresql)
# The browser tests (tests/web, label "web") drive Debian's chromium with npm's playwright-core.
SPACELINE_PACKAGES+=(chromium)
spaceline_install_deps
spaceline_build
spaceline_build_web
exec ctest --test-dir "$SPACELINE_BUILD_DIR" --output-on-failure -j2 "$@"
