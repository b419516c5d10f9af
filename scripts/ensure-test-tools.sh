#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (no browser download is possible here) against the
# site served by Debian's nginx, as in production. Install both when missing and we are root;
# otherwise say how.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
nginx=${NGINX_BIN:-/usr/sbin/nginx}
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x "$nginx" ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages for the end-to-end tests: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The end-to-end tests need Debian's ${missing[*]} (Chromium at $chromium, nginx at $nginx)." >&2
echo "Install with: sudo apt-get install -y ${missing[*]}   (or set CHROMIUM_PATH / NGINX_BIN)" >&2
exit 1
