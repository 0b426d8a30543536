#!/usr/bin/env bash
# Lints every Swift source with the toolchain's swift-format, in strict mode (warnings fail).
# Configuration: .swift-format at the repository root. To fix formatting: Tooling/lint.sh --fix
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Modules Apps Tests Tooling/Benchmarks/Package.swift Tooling/Benchmarks/Sources)
if [[ "${1:-}" == "--fix" ]]; then
  swift format format --in-place --recursive "${paths[@]}"
fi
swift format lint --strict --recursive "${paths[@]}"
echo "lint: clean"
