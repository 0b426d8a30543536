#!/usr/bin/env bash
# Builds and runs two downstream packages that depend on ReactiveMVVM by path and name only some
# of its products, then checks that nothing else was fetched or compiled: no server library
# (Hummingbird, NIO), no argument parser, and only the modules each one asked for.
set -euo pipefail
cd "$(dirname "$0")"

# check PACKAGE "allowed module regex" "forbidden module regex"
check() {
  local package=$1 forbidden=$2
  echo "== $package"
  (cd "$package" && swift build -c debug 2>&1 | tail -1 && swift run -c debug --skip-build "$package")
  local modules
  modules=$(find "$package/.build/debug/Modules" -name '*.swiftmodule' -maxdepth 1 -exec basename {} .swiftmodule \; | sort | tr '\n' ' ')
  echo "compiled: $modules"
  if echo "$modules" | tr ' ' '\n' | grep -Eq "$forbidden"; then
    echo "FAIL: $package compiled a module it does not use: $(echo "$modules" | tr ' ' '\n' | grep -E "$forbidden" | tr '\n' ' ')"
    exit 1
  fi
  if [ -d "$package/.build/checkouts" ] && [ -n "$(ls -A "$package/.build/checkouts")" ]; then
    echo "FAIL: $package fetched packages: $(ls "$package/.build/checkouts" | tr '\n' ' ')"
    exit 1
  fi
}

check CoreOnly '^(Networking|TerminalUI|FeatureKit|Posts|PostDetail|SignIn|BeerCatalog|BeerList|BeerDetail|EmbeddedAPI|Hummingbird.*|NIO.*|ArgumentParser.*|Logging)$'
check PostsOnly '^(SignIn|BeerCatalog|BeerList|BeerDetail|PostDetail|EmbeddedAPI|Hummingbird.*|NIO.*|ArgumentParser.*|Logging)$'
echo "downstream check: ok"
