#!/usr/bin/env bash
# plain-exports.sh RUNNER [DEPPLAY]: the plain export against TCA (CONFORMANCE.md, "The plain
# export against TCA"). Exports each store-layer golden script (one that uses `Reducer`,
# `Store` or `TestStore`) and lessons 16–22 with `depplay swift --plain`, makes its two import
# lines one `import __STORE__`, builds and runs it with RUNNER (as for compare.sh: a command
# that builds one TCA client program and runs it) in the dependency context its header names,
# and compares what it prints with what `depplay run` prints. One line a program, then the counts. Files go to $OUT (a temporary
# folder by default). DEPPLAY defaults to .build/debug/depplay.
set -uo pipefail
runner=$1
cd "$(dirname "$0")/../../.."
depplay=$(realpath "${2:-.build/debug/depplay}")
out=${OUT:-$(mktemp -d)}
mkdir -p "$out"
golden=Tests/DepplayLanguageTests/Golden
files=$(grep -l "Reducer\|TestStore\|Store(" "$golden"/*.dep; ls lessons/1[6-9]-*.md lessons/2[0-2]-*.md)
total=0 exported=0 compiled=0 same=0
for file in $files; do
  total=$((total + 1))
  name=$(basename "${file%.*}")
  dir=$(dirname "$file") base=$(basename "$file")
  if ! (cd "$dir" && "$depplay" swift --plain "$base") >"$out/$name.swift" 2>"$out/$name.export.err"; then
    echo "$name: not exported: $(head -1 "$out/$name.export.err" | sed 's/^[^ ]* error: //')"
    continue
  fi
  exported=$((exported + 1))
  { echo "import __STORE__"; grep -v "^import ComposableRuntime$\|^import DependencyRuntime$" "$out/$name.swift"; } \
    >"$out/$name.tca.swift"
  (cd "$dir" && "$depplay" run "$base") >"$out/$name.depplay.out" 2>/dev/null
  # The context the export's header asks for (the script's `context`), else the live one.
  context=$(sed -n 's/^\/\/ Run it with SWIFT_DEPENDENCIES_CONTEXT=\([a-z]*\).*/\1/p' "$out/$name.swift")
  if ! SWIFT_DEPENDENCIES_CONTEXT=${context:-live} "$runner" "$out/$name.tca.swift" \
    >"$out/$name.tca.out" 2>"$out/$name.tca.err"; then
    if grep -q "\.swift:[0-9]*:[0-9]*: error: " "$out/$name.tca.err"; then
      echo "$name: does not compile: $(grep "\.swift:[0-9]*:[0-9]*: error: " "$out/$name.tca.err" |
        head -1 | sed 's/.*error: //')"
      continue
    fi
    echo "$name: stopped (exit status not zero)"
  fi
  compiled=$((compiled + 1))
  if cmp -s "$out/$name.tca.out" "$out/$name.depplay.out"; then
    same=$((same + 1))
    echo "$name: prints the same"
  else
    echo "$name: prints differently"
  fi
done
echo "$total programs: $exported exported, $compiled compile against TCA, $same print the same ($out)"
