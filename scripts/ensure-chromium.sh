#!/usr/bin/env bash
# Playwright drives Debian's Chromium; its own browser download is blocked on these machines.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$bin" ] && exit 0
if [ "$(id -u)" = "0" ]; then
  echo "Chromium is missing; installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "End-to-end tests need Debian's 'chromium' package. Install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi
