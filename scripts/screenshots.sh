#!/usr/bin/env bash
# The board page's start screen and the course (/learn) in Russian at desktop (1280×800) and phone (390×844) size, made
# again by the browser test's scenario start_screenshots (headless Debian chromium through
# chromedriver: apt-get install chromium chromium-driver) and copied to docs/screenshots/.
#
#   scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p shashki-cli
python3 scripts/browser-test.py target/release/shashki start_screenshots
mkdir -p docs/screenshots
cp target/browser-test/start-ru-desktop.png target/browser-test/start-ru-phone.png docs/screenshots/
echo "docs/screenshots/start-ru-desktop.png and start-ru-phone.png made"
# The children's course (issue 34), made by the scenario learn.
python3 scripts/browser-test.py target/release/shashki learn
cp target/browser-test/learn-ru-desktop.png target/browser-test/learn-ru-phone.png docs/screenshots/
echo "docs/screenshots/learn-ru-desktop.png and learn-ru-phone.png made"
