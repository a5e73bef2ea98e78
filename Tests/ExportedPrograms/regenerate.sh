#!/usr/bin/env bash
# Regenerates Tests/ExportedPrograms/NAME/main.swift from every golden script and
# lesson-NAME/main.swift from every lesson with `depplay swift`, and the list of them in
# Package.swift; a script or lesson that cannot be exported gets no directory.
# Usage: Tests/ExportedPrograms/regenerate.sh PATH-TO-DEPPLAY
set -euo pipefail
depplay="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
cd "$(dirname "$0")"
find . -mindepth 1 -maxdepth 1 -type d -exec rm -r {} +

# export NAME DIRECTORY FILE: `depplay swift FILE`, run in DIRECTORY, into NAME/main.swift.
export_program() {
  mkdir -p "$1"
  if ! (cd "$2" && "$depplay" swift "$3") > "$1/main.swift" 2>/dev/null; then
    rm -r "$1"
    echo "not exportable: $3" >&2
  fi
}
for script in ../DepplayLanguageTests/Golden/*.dep; do
  export_program "$(basename "$script" .dep)" ../DepplayLanguageTests/Golden "$(basename "$script")"
done
for lesson in ../../lessons/*.md; do
  export_program "lesson-$(basename "$lesson" .md)" ../../lessons "$(basename "$lesson")"
done

# The list in Package.swift, between its BEGIN and END lines.
programs="$(find . -mindepth 1 -maxdepth 1 -type d | sed 's|^\./|  "|; s|$|",|' | sort)"
awk -v programs="$programs" '
  /\/\/ END exported programs/ { print programs; skip = 0 }
  !skip { print }
  /\/\/ BEGIN exported programs/ { skip = 1 }
' ../../Package.swift > ../../Package.swift.new
mv ../../Package.swift.new ../../Package.swift
