#!/usr/bin/env bash
# Builds all 12 locales and prints wall time and peak memory (the CI log keeps them).
set -euo pipefail
cd "$(dirname "$0")/.."
stats=$(mktemp)
start=$(date +%s%N)
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f '%M' -o "$stats" npx docusaurus build "$@"
else
  npx docusaurus build "$@"
fi
# The search index is made from the built pages of every locale.
npx tsx scripts/search-index.mts
ms=$(( ($(date +%s%N) - start) / 1000000 ))
peak_kb=$(tail -n 1 "$stats" 2>/dev/null || true)
rm -f "$stats"
printf '12-locale build: %d.%01d s wall, peak RSS %s MB\n' $((ms / 1000)) $((ms % 1000 / 100)) "$(( ${peak_kb:-0} / 1024 ))"
