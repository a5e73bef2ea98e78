#!/usr/bin/env bash
# Instructions per operation for every form of the client benchmark, in both language modes,
# counted by valgrind's callgrind (noise-free, unlike time on a shared machine): each form
# runs twice, 20,000 and 40,000 times, and the difference is divided by 20,000, so start-up
# and the scope a form runs in cancel out.
#
#   Benchmarks/Client/instructions.sh [FILTER]   (after `swift build -c release` here)
set -euo pipefail
cd "$(dirname "$0")"
filter="${1:-}"

instructions() {  # BINARY FORM COUNT
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" --run "$2" "$3" 2>&1 \
    | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}

for mode in 6 5; do
  binary=".build/release/Swift${mode}Client"
  echo "== Swift $mode language mode: instructions per operation"
  "$binary" --list | while IFS= read -r form; do
    [[ -z "$filter" || "$form" == *"$filter"* ]] || continue
    low=$(instructions "$binary" "$form" 20000)
    high=$(instructions "$binary" "$form" 40000)
    printf '%-58s %6d\n' "$form" $(((high - low) / 20000))
  done
done
