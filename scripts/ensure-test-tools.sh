#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (no browser download is possible here) against the
# site served by Debian's nginx, as in production. Install both when missing and we are root;
# otherwise say how.
# The reference samples run against the contract mock in curl, Python (requests), Ruby and Go:
# Debian's curl, python3-requests, ruby and golang-go are installed the same way when missing.
# Without them the samples test reports those languages as "not run" instead of failing.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
nginx=${NGINX_BIN:-/usr/sbin/nginx}
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x "$nginx" ] || missing+=(nginx)
samples=()
command -v curl >/dev/null || samples+=(curl)
python3 -c 'import requests' 2>/dev/null || samples+=(python3-requests)
command -v ruby >/dev/null || samples+=(ruby)
command -v go >/dev/null || samples+=(golang-go)
[ ${#missing[@]} -eq 0 ] && [ ${#samples[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages for the tests: ${missing[*]} ${samples[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" "${samples[@]}" >/dev/null
  exit 0
fi
if [ ${#samples[@]} -gt 0 ]; then
  echo "The reference samples test needs Debian's ${samples[*]}; their samples will be reported as not run." >&2
  echo "Install with: sudo apt-get install -y ${samples[*]}" >&2
fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "The end-to-end tests need Debian's ${missing[*]} (Chromium at $chromium, nginx at $nginx)." >&2
echo "Install with: sudo apt-get install -y ${missing[*]}   (or set CHROMIUM_PATH / NGINX_BIN)" >&2
exit 1
