#!/usr/bin/env bash
# Installs, builds all 12 locales and serves the site like a production host.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm install --no-audit --no-fund
bash scripts/build.sh
exec node scripts/serve.mjs --port "${PORT:-3000}"
