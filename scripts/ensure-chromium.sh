#!/usr/bin/env bash
# Playwright cannot download browsers here, so e2e tests use Debian's chromium.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests…"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
chromium --version
