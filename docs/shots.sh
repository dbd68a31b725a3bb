#!/usr/bin/env bash
# The pictures of the live hall in docs/party.md: a demo evening in the
# middle of its fifth game, photographed in headless Chromium (it needs
# chromium and chromium-driver, as the browser tests do) into docs/img/,
# then made smaller by pngquant where it is installed (apt-get install
# pngquant). Look at each picture before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --locked --test main -- --ignored --exact hall_browser::docs_screenshots --nocapture
if command -v pngquant >/dev/null 2>&1; then
  for png in docs/img/*.png; do
    pngquant --quality=70-95 --speed 1 --strip --force --output "$png" "$png"
  done
fi
du -ch docs/img/*.png
