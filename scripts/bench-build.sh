#!/usr/bin/env bash
# npm run bench:build: the 12-locale build (Docusaurus Faster + search index),
# cold (caches cleared) then warm, with wall time and peak memory of each.
# Goal (issue 10): under 2 minutes on the 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
# Peak memory comes from GNU time; Debian ships it as the `time` package.
[ -x /usr/bin/time ] || { command -v apt-get >/dev/null && apt-get install -y -qq time >/dev/null; } || true
echo "cores: $(nproc), node $(node --version)"
npx docusaurus clear >/dev/null
echo -n "cold: "; bash scripts/build.sh "$@" 2>&1 | tail -n 1
echo -n "warm: "; bash scripts/build.sh "$@" 2>&1 | tail -n 1
