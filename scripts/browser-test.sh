#!/usr/bin/env bash
# Browser test of the board page (crates/shashki-web): headless Debian chromium through
# chromedriver. Needs the packages chromium and chromium-driver (.ci/run installs them).
# The server is $SHASHKI_BIN, else the release build. Screenshots go to target/browser-test/.
# Arguments name scenarios to run alone (clicks, drag,
# replay, keyboard, editor, server_language, pdn, rules, analysis, study, premove, sound, full_engine_game,
# new_games_against_engine, friend_two_browsers, correspondence, lobby, phone, kill ...); none runs them all.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromium >/dev/null && command -v chromedriver >/dev/null || {
  echo "browser-test: install chromium and chromium-driver first (apt-get install chromium chromium-driver)" >&2
  exit 1
}
source scripts/shashki-bin.sh
python3 scripts/browser-test.py "$SHASHKI_BIN" "$@"
