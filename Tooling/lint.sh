#!/usr/bin/env bash
# Lints every Swift source with the toolchain's swift-format, in strict mode (warnings fail).
# Configuration: .swift-format at the repository root. To fix formatting: Tooling/lint.sh --fix
set -euo pipefail
cd "$(dirname "$0")/.."
# DocC catalogs are left out: their .swift files are symlinks to sources linted where they live
# (FeatureKit's tutorial), and an in-place rewrite would replace a link with a copy.
paths=(Package.swift Tooling/Benchmarks/Package.swift Tooling/Benchmarks/Client/Package.swift)
while IFS= read -r file; do paths+=("$file"); done \
  < <(find Modules Apps Tests Tooling/Benchmarks/Sources Tooling/Benchmarks/Client/Sources -name '*.swift' -not -path '*.docc/*' | sort)
if [[ "${1:-}" == "--fix" ]]; then
  swift format format --in-place "${paths[@]}"
fi
swift format lint --strict "${paths[@]}"
echo "lint: clean"
