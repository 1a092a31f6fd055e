#!/usr/bin/env bash
# Playwright drives Debian's Chromium at /usr/bin/chromium (its own download cannot work here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The end-to-end tests need Chromium at /usr/bin/chromium." >&2
echo "Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)" >&2
exit 1
