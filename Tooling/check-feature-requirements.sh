#!/usr/bin/env bash
# Shows that a feature's requirements are checked by the compiler: registering Posts in an app
# environment that has what it needs compiles; one that lacks the UI scheduler does not, and the
# error names the missing requirement. Run after `swift build` (it reads .build/debug/Modules).
set -euo pipefail
cd "$(dirname "$0")/.."
modules=.build/debug/Modules
dir=Tooling/FeatureRequirementCheck
# ReactiveCore's C module (its membarrier call) is found by its module map, as SwiftPM finds it.
search=(-I "$modules" -I Modules/CProcessBarrier/include)
swiftc -typecheck -swift-version 6 "${search[@]}" "$dir/Complete.swift"
if output=$(swiftc -typecheck -swift-version 6 "${search[@]}" "$dir/MissingRequirement.swift" 2>&1); then
  echo "FAIL: registering a feature whose requirement the app lacks compiled"
  exit 1
fi
expected="does not conform to expected type 'UISchedulerEnvironment'"
if ! grep -q "$expected" <<<"$output"; then
  echo "FAIL: the compiler refused the registration, but not for the missing requirement:"
  echo "$output"
  exit 1
fi
echo "feature requirements: a missing one is a build error naming it (\"$expected\")"
