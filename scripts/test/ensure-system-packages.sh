#!/usr/bin/env bash
# What the tests need from Debian: chromium-headless-shell for the tests and
# chromium for the benchmarks (Playwright cannot download its own browsers
# here), and nginx (the generated nginx configuration is tested in a real nginx).
# CHROMIUM_PATH names a browser of your own instead (scripts/lib/chromium.ts).
set -euo pipefail
missing=()
if [ -z "${CHROMIUM_PATH:-}" ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
fi
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]} for the tests…"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
"${CHROMIUM_PATH:-chromium-headless-shell}" --version
