#!/usr/bin/env bash
# record.sh RUNNER TEST_RUNNER [NAME...]
#
# Records what the real swift-dependencies and The Composable Architecture print for each
# program of the docs corpus (CONFORMANCE.md, "Docs corpus"), in Expected/NAME.txt: the
# ground truth that DocsCorpusTests compares depplay's output with, so CI needs neither
# library.
#
# Programs/NAME.swift is a whole executable (top-level code, its own import lines). RUNNER is
# a command that, given such a file, builds it as the main.swift of a package depending on
# swift-dependencies and TCA (products Dependencies and ComposableArchitecture), runs it in
# the live context and prints its standard output.
#
# Suites/NAME.swift is a test file (Swift Testing or XCTest). TEST_RUNNER is a command that,
# given such a file and a filter, builds it into that package's test target and prints the
# output of `swift test --filter FILTER`. Its output is kept as the lines that name a test's
# result (a pass with only known issues too) or an issue, sorted, with timings and paths taken out.
#
# No NAME: every program and suite. With RECORD=0 it prints the differences from Expected/
# instead of writing it.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
[[ $# -ge 2 ]] || { sed -n 2,21p "$0" >&2; exit 2; }
runner=$1 test_runner=$2; shift 2
if [[ $# -eq 0 ]]; then
  set -- $( (cd "$here" && ls Programs/*.swift Suites/*.swift) | sed -e 's|.*/||' -e 's|\.swift$||')
fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# A test run's lines that name a test's result or an issue (a test that passed with only known
# issues, `━ Test name() passed … with 1 known issue`, among them), sorted (Swift Testing runs a suite's
# tests in parallel), with timings and the test file's path taken out.
suite_lines() {
  grep -E "^(✔|✘)|^━ Test .* passed|^Test Case '.*' (passed|failed)|: error: " \
    | sed -E -e 's/ after [0-9.]+ seconds//' -e 's/ \([0-9.]+ seconds\)//' -e 's/\.$//' \
      -e 's|^.*/[A-Za-z_]*\.swift:|line |' -e 's/ at [A-Za-z_]*\.swift:/ at line /' \
    | LC_ALL=C sort
}

recorded=0 failed=0
for name in "$@"; do
  if [[ -f "$here/Programs/$name.swift" ]]; then
    "$runner" "$here/Programs/$name.swift" >"$work/$name.txt" 2>"$work/$name.log" || {
      echo "$name: the run failed:"; tail -20 "$work/$name.log"; failed=$((failed + 1)); continue
    }
  else
    "$test_runner" "$here/Suites/$name.swift" "$name" >"$work/$name.raw" 2>&1 || true
    suite_lines <"$work/$name.raw" >"$work/$name.txt" || true
    [[ -s "$work/$name.txt" ]] || {
      echo "$name: the test run printed no result:"; tail -20 "$work/$name.raw"
      failed=$((failed + 1)); continue
    }
  fi
  if [[ ${RECORD:-1} = 0 ]]; then
    diff "$here/Expected/$name.txt" "$work/$name.txt" && echo "$name: same"
  else
    cp "$work/$name.txt" "$here/Expected/$name.txt"; echo "$name: recorded"
  fi
  recorded=$((recorded + 1))
done
echo "$recorded run, $failed failed, of $#"
