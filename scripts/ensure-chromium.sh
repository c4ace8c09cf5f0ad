#!/usr/bin/env bash
# End-to-end tests need Debian's chromium (Playwright cannot download browsers here: stack.md).
# Installs it with apt-get when missing; fails with a clear message when it cannot.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "chromium not found at $CHROMIUM: installing Debian's chromium with apt-get…"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ERROR: apt-get is not available. Install chromium yourself and set CHROMIUM_PATH to its binary." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ERROR: installing chromium needs root (apt-get install -y chromium). Run it as root, or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
if ! ($SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-core >/dev/null); then
  echo "ERROR: 'apt-get install chromium' failed. End-to-end tests cannot run without a browser." >&2
  exit 1
fi
[ -x "$CHROMIUM" ] || { echo "ERROR: chromium installed but $CHROMIUM is missing; set CHROMIUM_PATH." >&2; exit 1; }
echo "chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
