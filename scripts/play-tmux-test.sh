#!/usr/bin/env bash
# The terminal test of `shashki play` (issue 6), driven through tmux as a person would use it:
# keys sent with send-keys, the screen read with capture-pane.
#   1. Two people, Russian, from an endgame: a move typed, a move chosen with the cursor, an
#      undo, the same move again by cursor, an illegal typed move refused, the last capture
#      typed; the result banner; the game saved by --save; the terminal restored on leaving.
#   2. Against the engine at level 1, in Russian: a typed move, the engine's replies, two hints
#      played with Enter, an undo back to the person's turn, a resignation and its banner.
#   3. International in Ukrainian with a clock: numbered squares, a typed move, the board
#      turned round, the clock shown.
#   4. The saved game of 1 loaded with --load: the finished game and its result.
#   5. A bad --fen: exit code 2 and a message, the terminal never taken.
#   6. Each of the 18 variants: the board drawn, a hint found by the engine and played by Enter.
#   7. A clock of 1.2 seconds running out: the loss on time shown.
#   8. Each of the founding texts' other games (Frisian, Turkish, Armenian, column draughts,
#      Stavropol, Samoedy) against the engine at level 1, the person playing the hints, to the
#      result banner; a bashni column drawn with the pieces under its top.
#   Sections 6 and 8 look for hints a tenth of a second (--hint-time 0.1): at the default second,
#   their 150 hints were most of the test's time.
#   9. Touch-move in Russian (issue 32): the chosen piece neither put back (pressed again,
#      Escape) nor exchanged, then moved; no undo while on; switched off with t; the saved game
#      names the person --name and the engine with its level.
# Usage: scripts/play-tmux-test.sh [PATH-TO-SHASHKI]   (default: $SHASHKI_BIN, else the release
# build)
# Exits non-zero with the captured pane on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

[[ $# -ge 1 ]] && SHASHKI_BIN=$1
source scripts/shashki-bin.sh
BIN=$(realpath "$SHASHKI_BIN")
command -v tmux >/dev/null || { echo "play-tmux-test: tmux is not installed" >&2; exit 1; }

WORK=$(mktemp -d)
# Each game gets a tmux server of its own (a server whose last session ended may still be
# shutting down when the next one starts).
RUN=0
SOCKET="shashki-play-test-$$-$RUN"
cleanup() {
    for ((r = 0; r <= RUN; r++)); do
        tmux -L "shashki-play-test-$$-$r" kill-server 2>/dev/null || true
    done
    rm -rf "$WORK"
}
trap cleanup EXIT

t() { tmux -L "$SOCKET" "$@"; }
pane() { t capture-pane -p -t play; }

fail() {
    echo "FAIL: $1" >&2
    echo "----- pane -----" >&2
    pane >&2 || true
    echo "----------------" >&2
    exit 1
}

# Starts `shashki play ARGS...` in a fresh detached session of a fixed size; the shell prints
# the exit code when the program ends.
start() {
    local cmd
    printf -v cmd '%q ' "$BIN" play "$@"
    printf 'cd %q\n%s\necho "[exit $?]"\nsleep 600\n' "$WORK" "$cmd" >"$WORK/run.sh"
    t kill-server 2>/dev/null || true
    RUN=$((RUN + 1))
    SOCKET="shashki-play-test-$$-$RUN"
    LANG=C.UTF-8 t -u new-session -d -s play -x 120 -y 36 "bash $WORK/run.sh"
}

# Waits until the pane matches the extended regex $1 (within $2 seconds, default 10).
wait_for() {
    local deadline=$((SECONDS + ${2:-10}))
    while ((SECONDS < deadline)); do
        pane | grep -qE -- "$1" && return 0
        sleep 0.1
    done
    fail "the screen never showed /$1/"
}

# Fails if the pane matches $1 now.
absent() {
    if pane | grep -qE -- "$1"; then fail "the screen shows /$1/"; fi
}

keys() {
    t send-keys -t play "$@"
    sleep 0.1
}

repeat() {
    local n=$1
    shift
    for ((i = 0; i < n; i++)); do keys "$@"; done
}

# Opens the move prompt, types $1 literally and plays it.
type_move() {
    keys m
    keys -l "$1"
    keys Enter
}

# Puts the cursor on a1 (White at the bottom), then $1 files right and $2 ranks up.
cursor_to() {
    repeat 9 Left
    repeat 9 Down
    repeat "$1" Right
    repeat "$2" Up
}

# --- 1. Two people, an endgame to its end ---
start --friend --lang en --fen "W:Wc3,e3:Bf6" --save "$WORK/game.pdn"
wait_for "White to move"
wait_for "a +b +c +d +e +f +g +h"
pane | grep -q "○" || fail "no white man on the board"
pane | grep -q "●" || fail "no black man on the board"
wait_for "kings only 0 / 15"
type_move e3-f4
wait_for "1\. e3-f4"
wait_for "Black to move"
cursor_to 5 5
wait_for "Cursor: f6"
keys Enter
keys Left Down
sleep 0.1
keys Enter
wait_for "e3-f4 +f6-e5"
wait_for "Capture is compulsory"
keys u
wait_for "Black to move"
absent "f6-e5"
keys Right Up
sleep 0.1
keys Space
keys Left Down
sleep 0.1
keys Space
wait_for "e3-f4 +f6-e5"
type_move f4-g5
wait_for "Illegal move: f4-g5"
type_move f4:d6
wait_for "Game over"
wait_for "White wins"
wait_for "the opponent has no pieces left"
wait_for "Saved to"
grep -q "f4:d6" "$WORK/game.pdn" || fail "the saved game lacks the last move"
grep -q "1-0" "$WORK/game.pdn" || fail "the saved game lacks its result"
keys q
wait_for "\[exit 0\]"
absent "Draw rules"
echo "ok: a game between two people played to its end by typing and by cursor, with an undo"

# --- 2. Against the engine at level 1 ---
start --level 1 --lang ru
wait_for "Ход белых"
wait_for "вы"
wait_for "shashki, уровень 1"
type_move c3-d4
wait_for "1\. c3-d4 +[a-h][1-8][-:][a-h][1-8]" 20
for n in 2 3; do
    wait_for "Ход белых"
    keys "?"
    wait_for "Подсказка" 20
    keys Enter
    wait_for "$n\. [a-h][1-8][-:][^ ]+ +[a-h][1-8][-:]" 20
done
wait_for "Ход белых"
keys u
wait_for "Ход белых"
sleep 0.3
absent " 3\. [a-h]"
wait_for " 2\. [a-h]"
keys r
wait_for "Сдать партию"
keys -l "д"
wait_for "Партия окончена"
wait_for "Чёрные выиграли"
wait_for "соперник сдался"
keys q
wait_for "\[exit 0\]"
echo "ok: a game against the engine at level 1 (moves, hints, undo, resignation)"

# --- 3. International, numbered squares, flip and a clock ---
start --variant international --friend --lang uk --clock 5+3
wait_for "Хід білих"
wait_for "Міжнародні шашки"
wait_for "[45]:[0-5][0-9]"
type_move 32-28
wait_for "1\. 32-28"
wait_for "Хід чорних"
pane | head -4 | grep -q "●" || fail "Black is not at the top"
keys F
sleep 0.3
pane | head -4 | grep -q "○" || fail "the board did not turn round"
keys q
wait_for "\[exit 0\]"
echo "ok: international with numbers, a clock and the board turned round"

# --- 4. The saved game loaded back ---
printf '%s\n' "$(cat "$WORK/game.pdn")" >"$WORK/again.pdn"
start --friend --lang en --load "$WORK/again.pdn"
wait_for "Game over"
wait_for "White wins"
wait_for "f4:d6"
keys q
wait_for "\[exit 0\]"
echo "ok: the saved game loads with its result"

# --- 5. Bad input on the command line ---
set +e
"$BIN" play --fen "W:Wz9:B1" >"$WORK/out" 2>&1
code=$?
set -e
[[ $code -eq 2 ]] || { cat "$WORK/out"; echo "FAIL: a bad FEN exited with $code, not 2" >&2; exit 1; }
grep -qi "fen\|square" "$WORK/out" || { cat "$WORK/out"; echo "FAIL: no message" >&2; exit 1; }
echo "ok: a bad FEN is refused with exit code 2"

# --- 6. Every variant: its board drawn, a hint found and played with Enter ---
for variant in russian giveaway international brazilian english italian pool spanish czech \
    antidraughts killer breakthrough frisian turkish armenian bashni stavropol samoedy; do
    start --variant "$variant" --friend --lang en --hint-time 0.1
    wait_for "(White|Black) to move"
    keys "?"
    wait_for "Hint: " 20
    keys Enter
    wait_for " 1\. " 10
    keys q
    wait_for "\[exit 0\]"
done
echo "ok: all 18 variants drawn, each with a move found by the hint and played by Enter"

# --- 7. A clock that runs out ---
start --friend --lang en --clock 0.02
wait_for "Black wins" 5
wait_for "on time"
wait_for "White: player +0:00"
keys q
wait_for "\[exit 0\]"
echo "ok: the side to move loses on time, its clock at 0:00"

# --- 8. The founding texts' other games against the engine, to their end ---
# A bashni column is drawn with the pieces under its top (w, b a man, W, B a king).
start --variant bashni --friend --lang en --fen "W:W22=wbB:B6=bw"
wait_for "White to move"
wait_for "bB"
keys q
wait_for "\[exit 0\]"
echo "ok: bashni columns drawn with the pieces under their tops"
# The result banner ("White wins", "Draw"; not the "Draw rules" heading or "Draw offered").
END='(White|Black) wins|Draw([^ ]| [^ro]|$)'
for variant in frisian turkish armenian bashni stavropol samoedy; do
    start --variant "$variant" --level 1 --lang en --hint-time 0.1
    wait_for "White to move"
    for ((ply = 0; ply < 200; ply++)); do
        pane | grep -qE "$END" && break
        keys "?"
        wait_for "Hint: |$END" 20
        pane | grep -qE "$END" && break
        keys Enter
        wait_for "White to move|$END" 20
    done
    wait_for "$END" 1
    result=$(pane | grep -oE "$END" | head -1)
    keys q
    wait_for "\[exit 0\]"
    echo "ok: $variant against the engine played to its end ($result, after $ply hints)"
done

# --- 9. Touch-move, and the person's name in the saved game ---
start --level 1 --lang ru --touch-move --name "Анна" --save "$WORK/touch.pdn"
wait_for "Ход белых"
wait_for "Анна"
wait_for "«Тронул — ходи»: тронутой шашкой нужно ходить"
wait_for "t.{1,2}тронул"
cursor_to 2 2
wait_for "Курсор: c3"
keys Enter
keys Enter
wait_for "шашку на c3 тронули, ею нужно ходить"
keys Escape
cursor_to 4 2
wait_for "Курсор: e3"
keys Enter
wait_for "шашку на c3 тронули"
cursor_to 3 3
wait_for "Курсор: d4"
keys Enter
wait_for "1\. c3-d4 +[a-h][1-8][-:][a-h][1-8]" 20
keys u
wait_for "ходы назад не берутся"
wait_for " 1\. c3-d4 +[a-h]"
keys t
wait_for "«Тронул — ходи» выключено"
keys q
wait_for "\[exit 0\]"
grep -q '\[White "Анна"\]' "$WORK/touch.pdn" || fail "the saved game does not name Анна"
grep -q '\[Black "shashki, уровень 1"\]' "$WORK/touch.pdn" || fail "the engine is not named"
echo "ok: touch-move held the chosen piece and refused the undo; the saved game names Анна"

echo "play-tmux-test: 9 passed, 0 failed"
