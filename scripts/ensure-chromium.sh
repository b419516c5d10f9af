#!/usr/bin/env bash
# The E2E tests drive Debian's Chromium (no browser download is possible here). Install it when
# missing and we are root; otherwise say how.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium not found at $chromium: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is required for the end-to-end tests and was not found at $chromium." >&2
echo "Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
