#!/usr/bin/env bash
# Debian's Chromium, as Playwright's own browser download cannot work here: the headless shell
# (/usr/bin/chromium-headless-shell, the same build without the browser's UI) drives the
# end-to-end suite; the full browser (/usr/bin/chromium) runs Lighthouse (npm run bench:lighthouse).
set -euo pipefail
if [ -x /usr/bin/chromium-headless-shell ] && [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium and chromium-headless-shell packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  exit 0
fi
echo "The end-to-end tests need Chromium's headless shell at /usr/bin/chromium-headless-shell." >&2
echo "Install it with:  sudo apt-get install -y chromium chromium-headless-shell   (Debian/Ubuntu)" >&2
exit 1
