#!/usr/bin/env bash
# Spaceline, first command: install what the build needs (only if missing), build the program
# into build/ and the web client into web/dist/, then start the game server on an SQLite
# database (spaceline.db here) and print the address to open in a browser.
#
#   ./run.sh                                  # the server on http://127.0.0.1:8080/
#   ./run.sh --port 9000 --db games.db        # options of `spaceline serve` (docs/server.md)
#   ./run.sh play                             # a game in the terminal instead (docs/cli.md):
#   ./run.sh play --deck romulan-premiere --seed 42
#   ./run.sh play --resume spaceline-save.json
#
# A second run only checks that everything is up to date, then starts.
#
# test.sh sources this file for spaceline_install_deps, spaceline_build and spaceline_build_web;
# nothing starts when run.sh is sourced.
set -euo pipefail

SPACELINE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SPACELINE_BUILD_DIR="${SPACELINE_BUILD_DIR:-$SPACELINE_ROOT/build}"

# Debian/Ubuntu packages the build needs (CMakeLists.txt).
SPACELINE_PACKAGES=(cmake ninja-build g++ nlohmann-json3-dev libyaml-cpp-dev libcli11-dev libgtest-dev libbenchmark-dev
  libsqlite3-dev libsodium-dev libboost-dev libpqxx-dev
  nodejs npm)  # the web client (web/, built with npm; docs/web-client.md)

spaceline_log() { echo "[spaceline] $*" >&2; }

spaceline_install_deps() {
  if ! command -v dpkg-query >/dev/null 2>&1; then
    spaceline_log "not a Debian/Ubuntu system: make sure these (or their equivalents) are installed: ${SPACELINE_PACKAGES[*]}"
    return 0
  fi
  local missing=() p
  for p in "${SPACELINE_PACKAGES[@]}"; do
    # Node.js from elsewhere (e.g. NodeSource's nodejs, which bundles npm and conflicts with
    # Debian's npm package) counts: what the build needs is the commands.
    case "$p" in
      nodejs) command -v node >/dev/null 2>&1 && continue ;;
      npm) command -v npm >/dev/null 2>&1 && continue ;;
    esac
    # `dpkg -s` also succeeds for removed packages that left config files behind; check the status line.
    dpkg -s "$p" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$p")
  done
  if [[ ${#missing[@]} -eq 0 ]]; then
    return 0
  fi
  spaceline_log "installing missing packages: ${missing[*]}"
  local sudo=()
  if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      spaceline_log "not root and no sudo: please run as root: apt-get install -y ${missing[*]}"
      return 1
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    spaceline_log "apt-get not found: please install ${missing[*]}"
    return 1
  fi
  ${sudo[@]+"${sudo[@]}"} env DEBIAN_FRONTEND=noninteractive apt-get update -q
  ${sudo[@]+"${sudo[@]}"} env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# spaceline_build [TARGET...]: configure if needed, then build the targets given (all when none).
spaceline_build() {
  local dir="$SPACELINE_BUILD_DIR"
  # Configure once; afterwards `cmake --build` re-runs CMake by itself when CMakeLists.txt changes.
  # An existing build folder keeps its own generator and build type.
  if [[ ! -f "$dir/build.ninja" && ! -f "$dir/Makefile" ]]; then
    local args=(-S "$SPACELINE_ROOT" -B "$dir")
    if [[ ! -f "$dir/CMakeCache.txt" ]]; then
      args+=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo)
      if command -v ccache >/dev/null 2>&1; then
        args+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
      fi
    fi
    spaceline_log "configuring $dir"
    cmake "${args[@]}"
  fi
  spaceline_log "building $dir (the first build takes a few minutes; later ones only what changed)"
  if [[ $# -gt 0 ]]; then
    cmake --build "$dir" --target "$@"
  else
    cmake --build "$dir"
  fi
}

# spaceline_build_web: the web client into web/dist/ (npm ci only when node_modules is missing or
# older than package-lock.json; then npm run build, which type-checks and bundles in seconds).
spaceline_build_web() {
  local web="$SPACELINE_ROOT/web"
  if [[ ! -d "$web/node_modules" || "$web/package-lock.json" -nt "$web/node_modules/.package-lock.json" ]]; then
    spaceline_log "installing the web client's npm packages (npm ci)"
    (cd "$web" && npm ci --no-audit --no-fund)
  fi
  spaceline_log "building the web client into web/dist/"
  (cd "$web" && npm run --silent build)
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  spaceline_install_deps
  spaceline_build spaceline  # only the program: tests and benchmarks are test.sh's
  if [[ "${1:-}" == "play" ]]; then
    shift
    exec "$SPACELINE_BUILD_DIR/spaceline" play "$@"
  fi
  spaceline_build_web
  exec "$SPACELINE_BUILD_DIR/spaceline" serve "$@"
fi
