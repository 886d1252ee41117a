#!/usr/bin/env bash
# The board page in Russian at desktop (1280×800) and phone (390×844) size: the start screen, a
# Russian puzzle, the children's course (/learn) and the analysis of a whole game, made again by
# the browser test's scenarios start_screenshots, puzzles, learn and review (headless Debian chromium through chromedriver: apt-get
# install chromium chromium-driver) and copied to docs/screenshots/.
#
#   scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p shashki-cli
python3 scripts/browser-test.py target/release/shashki start_screenshots puzzles learn review
mkdir -p docs/screenshots
for shot in start-ru-desktop start-ru-phone puzzle-ru-desktop puzzle-ru-phone learn-ru-desktop learn-ru-phone \
    review-ru-desktop review-ru-phone; do
  cp "target/browser-test/$shot.png" docs/screenshots/
  echo "docs/screenshots/$shot.png made"
done
