#!/usr/bin/env bash
# npm run bench:build: the 12-locale build (Docusaurus Faster, search index
# included), cold (caches cleared) then warm, with wall time and peak memory.
# Goal: under 2 minutes on the 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Peak memory comes from GNU time; Debian ships it as the `time` package.
[ -x /usr/bin/time ] || { command -v apt-get >/dev/null && apt-get install -y -qq time >/dev/null; } || true
echo "cores: $(nproc), node $(node --version)"

run() {
  local stats start ms peak_kb
  stats=$(mktemp)
  start=$(date +%s%N)
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f '%M' -o "$stats" npx docusaurus build "$@" >/dev/null
  else
    npx docusaurus build "$@" >/dev/null
  fi
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  peak_kb=$(tail -n 1 "$stats" 2>/dev/null || true)
  rm -f "$stats"
  printf '%d.%01d s wall, peak RSS %s MB\n' $((ms / 1000)) $((ms % 1000 / 100)) "$(( ${peak_kb:-0} / 1024 ))"
}

npx docusaurus clear >/dev/null
echo -n "cold: "; run "$@"
echo -n "warm: "; run "$@"
