#!/usr/bin/env bash
# Installs what the browser tests need from Debian's packages when it is missing: Chromium.
# (Playwright's own browser download cannot work on these machines.)
set -euo pipefail

if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Chromium is missing: install Debian's 'chromium' package (apt-get install chromium)." >&2
    exit 1
  fi
  echo "Installing Chromium from Debian packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
chromium --version 2>/dev/null | grep -v "unexpected operator" || true
