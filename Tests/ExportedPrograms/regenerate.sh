#!/usr/bin/env bash
# Regenerates Tests/ExportedPrograms/NAME/main.swift from every golden script (and, once
# they exist, every lesson) with `depplay swift`; a script that cannot be exported gets no
# directory. Usage: Tests/ExportedPrograms/regenerate.sh PATH-TO-DEPPLAY
set -euo pipefail
depplay="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
cd "$(dirname "$0")"
find . -mindepth 1 -maxdepth 1 -type d -exec rm -r {} +
for script in ../DepplayLanguageTests/Golden/*.dep; do
  name="$(basename "$script" .dep)"
  mkdir -p "$name"
  if ! (cd "$(dirname "$script")" && "$depplay" swift "$name.dep") > "$name/main.swift" 2>/dev/null; then
    rm -r "$name"
    echo "not exportable: $name.dep" >&2
  fi
done
