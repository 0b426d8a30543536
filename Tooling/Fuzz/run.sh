#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each for a bounded time.
#   Tooling/Fuzz/run.sh               every target, 60 s each (what CI runs)
#   Tooling/Fuzz/run.sh 3600 FuzzDiff one target for an hour (a long local run)
# Each run starts from the committed seeds (Corpus/<Target>) and keeps what it finds in a
# scratch directory; a crash, an oracle failure, a leak or a sanitizer report fails the script
# and leaves the input that caused it there (reproduce: .build/release/<Target> <file>).
set -euo pipefail
cd "$(dirname "$0")"

seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(FuzzDiff FuzzKeys FuzzScript FuzzTextEditing FuzzResponses FuzzAPIRequests FuzzDemoArguments); fi

# Every module is built instrumented (coverage and ASan), so the code under test guides the
# fuzzer, not just the harness. lld: gold crashes on the fuzzer runtime's duplicate `main`.
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
for target in "${targets[@]}"; do swift build "${flags[@]}" --product "$target"; done

work=${FUZZ_WORK:-$(mktemp -d)}
# What LeakSanitizer may ignore, and why: lsan-suppressions.txt.
# A crashing Swift program under ASan hangs in the Swift backtracer; ASan prints its own report.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
failed=()
for target in "${targets[@]}"; do
  mkdir -p "$work/$target"
  printf '\n== %s, %s s (found inputs: %s/%s)\n' "$target" "$seconds" "$work" "$target"
  extra=()
  # The API target runs thousands of requests a second only without libFuzzer's leak check
  # after every input whose allocations and frees differ (with it, 5 a second: the API's
  # one-time data load and its caches trigger a full scan). Leaks are still caught when the
  # run ends, by AddressSanitizer's exit check (a channel leaked per request was found so).
  if [ "$target" = FuzzAPIRequests ]; then extra=(-detect_leaks=0); fi
  # A target's dictionary: words of its input language that random mutation rarely spells out.
  if [ -f "Corpus/$target.dict" ]; then extra+=(-dict="Corpus/$target.dict"); fi
  if .build/release/"$target" "$work/$target" "Corpus/$target" -max_total_time="$seconds" \
    -print_final_stats=1 -artifact_prefix="$work/$target-" "${extra[@]}" >"$work/$target.log" 2>&1; then
    grep -E "DONE[[:space:]]+cov" "$work/$target.log" | tail -1 || true
    grep -E "stat::number_of_executed_units" "$work/$target.log" || true
  else
    failed+=("$target")
    tail -60 "$work/$target.log"
    echo "$target FAILED: the input is $(ls "$work/$target"-* 2>/dev/null | head -1)"
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing failed: ${failed[*]}"
  exit 1
fi
echo "fuzzing: ${#targets[@]} targets ran ${seconds} s each without a failure"
