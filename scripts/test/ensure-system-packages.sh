#!/usr/bin/env bash
# What the tests need from Debian: chromium-headless-shell (Playwright cannot
# download its own browsers here) and nginx (the generated nginx configuration
# is tested in a real nginx). Packages named as arguments come too: the
# benchmarks ask for the whole `chromium` on first use (scripts/lib/chromium.ts).
# CHROMIUM_PATH names a browser of your own instead of either Chromium.
set -euo pipefail
missing=()
if [ -z "${CHROMIUM_PATH:-}" ]; then
  command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
fi
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
for package in "$@"; do command -v "$package" >/dev/null 2>&1 || missing+=("$package"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]}…"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
"${CHROMIUM_PATH:-chromium-headless-shell}" --version
