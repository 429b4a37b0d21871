#!/usr/bin/env bash
# Installs, builds all 12 locales against the local API, and serves the site
# like a production host on :3000 with the API on :3001.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -d node_modules ] || npm ci --no-audit --no-fund
PORT="${PORT:-3000}"
API_PORT="${API_PORT:-3001}"
API_BASE_URL="http://127.0.0.1:${API_PORT}" npx docusaurus build
npx tsx scripts/api/server.ts --port "$API_PORT" --origin "http://localhost:${PORT},http://127.0.0.1:${PORT}" &
api=$!
trap 'kill $api 2>/dev/null' EXIT INT TERM
npx tsx scripts/dev/serve.ts --port "$PORT"
