#!/usr/bin/env bash
# check-installed.sh PREFIX: tries the depplay installed in PREFIX as a user would — from a
# directory of its own, with an empty environment (no Swift toolchain on PATH, no library
# path) — and fails loudly on the first thing that does not work. `./dev check-install`
# runs it on a fresh install and on an unpacked `./dev dist` tarball.
set -euo pipefail
prefix="$(cd "$1" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

fail() { echo "check-installed: $prefix: $*" >&2; exit 1; }
depplay() { env -i HOME="$work" PATH=/usr/bin:/bin XDG_STATE_HOME="$work/state" \
  "$prefix/bin/depplay" "$@"; }

# Only system libraries and those shipped in PREFIX/lib (the Swift runtime and SwiftSyntax),
# found through the run path $ORIGIN/../lib alone: nothing from the Swift toolchain, nothing
# missing.
runpath="$(readelf -d "$prefix/bin/depplay" | sed -n 's/.*(RUNPATH).*\[\(.*\)\]/\1/p')"
[ "$runpath" = '$ORIGIN/../lib' ] || fail "its run path is '$runpath', not \$ORIGIN/../lib"
libraries="$(env -i "$(command -v ldd)" "$prefix/bin/depplay")"
if grep -q 'not found' <<<"$libraries"; then fail "misses libraries:"$'\n'"$libraries"; fi
shipped="$prefix/bin/../lib/"  # how ldd spells $ORIGIN/../lib
if awk '/=>/ { print $3 }' <<<"$libraries" | grep -v "^/lib\|^/usr/lib\|^$shipped"; then
  fail "loads libraries from outside the system's directories and its own lib/"
fi
grep -q "libSwiftParser.so => $shipped" <<<"$libraries" || fail "SwiftParser is not shipped"
grep -q "libswiftCore.so => $shipped" <<<"$libraries" || fail "the Swift runtime is not shipped"
# What only `depplay serve` (libmicrohttpd, loaded when it serves) or the runtime's
# `urlSession` (FoundationNetworking and libcurl) need is not loaded at every start.
if grep 'libmicrohttpd\|libcurl\|libFoundationNetworking' <<<"$libraries"; then
  fail "loads at startup what only serve or urlSession needs"
fi

version="$(depplay --version)"
[[ "$version" =~ ^depplay\ [0-9]+\.[0-9]+\.[0-9]+ ]] || fail "--version printed '$version'"
depplay lesson | grep -q '15-scoped-overrides-like-tca' || fail "depplay lesson lists no lessons"
depplay check | tail -n 1 | grep -q ' 0 failed' || fail "depplay check: a lesson failed"
[ "$(depplay -c $'dependency full { live: 1, test: 3 }\nprint(full)')" = 1 ] || fail "-c failed"
echo '.rule 16' | depplay shell | grep -q '^Rule 16 (' || fail ".rule 16 printed nothing"
# The workshop room starts (libmicrohttpd is found) and Ctrl-C closes it.
served="$(timeout -s INT 3 "$prefix/bin/depplay" serve --port 0 || true)"
grep -q '^attendees: http://127.0.0.1:[0-9]*/room?token=' <<<"$served" \
  || fail "depplay serve printed no address: $served"
grep -q 'the room has closed' <<<"$served" || fail "depplay serve did not close on Ctrl-C"

# Lessons from elsewhere: DEPPLAY_LESSONS, then --dir.
mkdir own
cp "$prefix/share/depplay/lessons/01-why-control-dependencies.md" own/01-mine.md
env -i HOME="$work" PATH=/usr/bin:/bin DEPPLAY_LESSONS="$work/own" "$prefix/bin/depplay" lesson \
  | grep -q '01-mine' || fail "DEPPLAY_LESSONS was not followed"
depplay --dir own lesson | grep -q '01-mine' || fail "--dir was not followed"

# The man page renders; the completion scripts are installed and bash reads its own.
MANWIDTH=80 man -P cat -l "$prefix/share/man/man1/depplay.1" 2>&1 | grep -q 'depplay run FILE' \
  || fail "man -l does not render the man page"
bash -n "$prefix/share/bash-completion/completions/depplay" || fail "bash completion"
[ -s "$prefix/share/zsh/site-functions/_depplay" ] || fail "no zsh completion"
[ -s "$prefix/share/fish/vendor_completions.d/depplay.fish" ] || fail "no fish completion"
echo "check-installed: $version in $prefix works from $work"
