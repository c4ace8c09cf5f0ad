#!/usr/bin/env bash
# `npm run serve` needs Debian's nginx (the production build behind nginx with its CSP).
# Installs it with apt-get when missing; fails with a clear message when it cannot.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
echo "nginx not found at $NGINX: installing Debian's nginx with apt-get…"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ERROR: apt-get is not available. Install nginx yourself and set NGINX_PATH to its binary." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ERROR: installing nginx needs root (apt-get install -y nginx-light or nginx). Run it as root, or set NGINX_PATH." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
# The package's post-install tries to start a system nginx on port 80; policy-rc.d forbids that
# (npm run serve starts its own, unprivileged, with deploy/nginx/).
POLICY=/usr/sbin/policy-rc.d
ADDED_POLICY=""
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null && $SUDO chmod +x "$POLICY" && ADDED_POLICY=1
fi
status=0
($SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null) || status=$?
[ -n "$ADDED_POLICY" ] && $SUDO rm -f "$POLICY"
if [ "$status" -ne 0 ]; then
  echo "ERROR: 'apt-get install nginx' failed. npm run serve cannot run without nginx (or set NGINX_PATH)." >&2
  exit 1
fi
[ -x "$NGINX" ] || { echo "ERROR: nginx installed but $NGINX is missing; set NGINX_PATH." >&2; exit 1; }
echo "nginx installed: $("$NGINX" -v 2>&1)"
