#!/usr/bin/env bash
# Records the demo's tour as golden transcripts, one file per part (Tests/DemoTests/Golden/tour/
# <part>.txt), which DemoTests compares the demo's output with. Run it after an intended change
# of a screen, then read `git diff`: only the parts whose screens changed should differ.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Tests/DemoTests/Golden/tour
rm -rf "$out" && mkdir -p "$out"
swift run demo | awk -v dir="$out" '
  /^═══ / { file = dir "/" $2 ".txt"; next }
  file == "" { print "record-tour: output before the first part: " $0 > "/dev/stderr"; exit 1 }
  { print > file }
'
ls "$out"
