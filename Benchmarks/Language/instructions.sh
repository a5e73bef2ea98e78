#!/usr/bin/env bash
# Instructions the interpreter spends per loop pass or per task, counted by valgrind's
# callgrind on a release `depplay -c PROGRAM` (whole process), as BENCHMARKS.md reports them.
# Each program runs at a low and a high count; the difference divided by the difference of
# the counts is the figure, so start-up, the check and the program's set-up cancel out.
# The floor is `print(1)`, counted in the same run. Hashing is made deterministic so that two runs of one build count alike.
#
#   swift build -c release --product depplay
#   Benchmarks/Language/instructions.sh [DEPPLAY] [FILTER]
set -euo pipefail
depplay="${1:-.build/release/depplay}"
filter="${2:-}"

instructions() {  # PROGRAM
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    "$depplay" -c "$1" 2>&1 >/dev/null | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}

feature='@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> { Reduce { state, action in .none } }
}
let store = Store(initialState: Counter.State()) { Counter() }'

# name | low count | high count | program, with COUNT where the count goes
forms=(
  "plain pass: let x = i|40000|120000|for i in 0..<COUNT { let x = i }"
  "key read: let x = number + i|40000|120000|dependency number { live: 1, test: 2 }
for i in 0..<COUNT { let x = number + i }"
  "assignment: y = i|40000|120000|var y = 0
for i in 0..<COUNT { y = i }"
  "store read: let x = store.count|20000|60000|$feature
for i in 0..<COUNT { let x = store.count }"
  "task: let t = Task { i }|2000|6000|for i in 0..<COUNT { let t = Task { i } }"
)

floor=$(instructions 'print(1)')
printf 'floor, print(1): %d instructions in all\n' "$floor"
printf '%-34s %10s %16s\n' "form" "per pass" "low count/floor"
for form in "${forms[@]}"; do
  IFS='|' read -r -d '' name low high program <<<"$form" || true
  [[ -z "$filter" || "$name" == *"$filter"* ]] || continue
  program="${program//\$feature/$feature}"
  a=$(instructions "${program//COUNT/$low}")
  b=$(instructions "${program//COUNT/$high}")
  printf '%-34s %10d %15s×\n' "$name" $(((b - a) / (high - low))) \
    "$(awk -v a="$a" -v f="$floor" 'BEGIN { printf "%.2f", a / f }')"
done
