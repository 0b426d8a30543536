#!/usr/bin/env bash
# Builds and runs two downstream packages that depend on ReactiveMVVM by path and name only some
# of its products, then checks that nothing else was fetched or compiled. Each package has an
# allow-list: the modules it asked for and what they depend on. Anything else compiled (a server
# library, the argument parser, another feature, one added tomorrow) fails the check, so the
# list never needs to name what must stay out.
set -euo pipefail
cd "$(dirname "$0")"

# check PACKAGE "allowed module regex"
check() {
  local package=$1 allowed=$2
  echo "== $package"
  (cd "$package" && swift build -c debug 2>&1 | tail -1 && swift run -c debug --skip-build "$package")
  local modules
  modules=$(find "$package/.build/debug/Modules" -name '*.swiftmodule' -maxdepth 1 -exec basename {} .swiftmodule \; | sort | tr '\n' ' ')
  echo "compiled: $modules"
  local extra
  extra=$(echo "$modules" | tr ' ' '\n' | grep -v '^$' | grep -Ev "^($allowed)$" | tr '\n' ' ' || true)
  if [ -n "$extra" ]; then
    echo "FAIL: $package compiled modules it does not use: $extra"
    exit 1
  fi
  if [ -d "$package/.build/checkouts" ] && [ -n "$(ls -A "$package/.build/checkouts")" ]; then
    echo "FAIL: $package fetched packages: $(ls "$package/.build/checkouts" | tr '\n' ' ')"
    exit 1
  fi
}

check CoreOnly 'CoreOnly|ReactiveCore|Bindings'
check PostsOnly 'PostsOnly|Posts|FeatureKit|FeatureUI|Networking|TerminalUI|Bindings|ReactiveCore'
echo "downstream check: ok"
