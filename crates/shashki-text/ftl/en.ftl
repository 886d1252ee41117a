# shashki: every text a person reads, in English. The Russian (ru.ftl) and Ukrainian (uk.ftl)
# catalogues have the same keys with the same arguments (the crate's tests check it). Read by
# the web server, the terminal game and the board page (assets/fluent.js reads this subset of
# Fluent: messages, { $arg } and selections on a number's plural form, on an exact number or on a
# text).

## Sides and results

white = White
black = Black
to-move = { $color ->
    [white] White to move
   *[black] Black to move
}
wins = { $color ->
    [white] White wins
   *[black] Black wins
}
draw = Draw
result-ongoing = the game goes on
result-win = { $winner }: { $why }
result-draw = draw: { $why }
win-no-moves = the opponent cannot move
win-no-pieces = the opponent has no pieces left
win-resignation = the opponent resigned
win-recorded = as the game record gives it
win-time = on time
win-breakthrough = first king crowned
win-winner-no-moves = has no move left, which wins this game
win-winner-no-pieces = gave away all its pieces
draw-repetition = the same position for the third time
draw-kings-only = only kings moved for too long
draw-no-progress = no man moved and nothing taken for too long
draw-balance = kings on both sides, no progress
draw-lone-king = the lone king held out
draw-main-road = the lone king holds the main road
draw-single-pieces = one piece against one piece
draw-agreement = by agreement
draw-recorded = as the game record gives it
rule-repetition = repetition
rule-kings-only = kings only
rule-no-progress = no progress
rule-balance = balance
rule-lone-king = lone king
rule-main-road = main road
rule-single-pieces = one against one
rule-agreement = agreement
variant-russian = Russian draughts
variant-giveaway = Giveaway (poddavki)
variant-international = International draughts
variant-brazilian = Brazilian draughts
variant-english = English checkers
variant-italian = Italian draughts
variant-pool = Pool checkers
variant-spanish = Spanish draughts
variant-czech = Czech draughts
variant-antidraughts = Antidraughts
variant-killer = Killer draughts
variant-breakthrough = Breakthrough
variant-frisian = Frisian draughts
variant-turkish = Turkish draughts
variant-armenian = Armenian draughts (tama)
variant-bashni = Column draughts (bashni)
variant-stavropol = Stavropol draughts
variant-samoedy = Samoedy (self-eaters)
list-joined = { $head }; { $tail }
list-empty = nothing

## Errors of the rules: squares, FEN, positions, moves

square-bad = bad square '{ $text }': { $why }
square-not-a-number = not a number
square-no-such-number = no square has this number
square-algebraic-off-8x8 = algebraic squares are read on 8×8 boards only
square-no-rank = a rank must follow the file
square-off-board = off the board
square-not-playable = not a playable square
square-unreadable = expected a number or a name like c3
fen-unreadable = bad FEN at column { $column }: { $fault }
fen-empty = the FEN is empty
fen-side = expected W or B for the side to move, found '{ $found }'
fen-block-letter = expected a colour block W or B, found '{ $found }'
fen-empty-field = an empty field between colons
fen-second-block = a second block of { $color ->
    [white] White
   *[black] Black
}
fen-empty-square = an empty square between commas
fen-bad-range = bad range '{ $text }'
fen-backward-range = the range '{ $text }' runs backwards
fen-columns-not-here = only bashni has columns (square=letters)
fen-column-letter = '{ $found }' is not a piece of a column (w, b, W, B)
fen-column-top = the column on { $square } is topped by { $top ->
    [white] White
   *[black] Black
}, not by { $block ->
    [white] White
   *[black] Black
}
fen-empty-column = the column on { $square } has no pieces
fen-last-move-not-here = only stavropol records the last move (L)
fen-last-move-form = expected L<from>-<to>, found 'L{ $text }'
fen-king-run-form = bad king run '{ $text }': expected like W33=2
text-unreadable = bad position text at column { $column }: { $fault }
text-no-side = no side is listed: write «Белые: …; Чёрные: …» or «White: …; Black: …»
text-unknown-word = '{ $word }' is neither a side, a king or man mark, nor a square
text-not-a-square = '{ $word }' is not a square of the board: { $why }
text-outside-side = '{ $word }' comes before any side is named
text-side-twice = { $color ->
    [white] White
   *[black] Black
} is listed twice
text-side-missing = { $color ->
    [white] White is
   *[black] Black is
} not listed: a side without pieces is written «White: -» or «Black: -»
text-turn-twice = the other side to move was given before
text-square-twice = square { $square } is given twice
text-remark-not-last = a remark in brackets may only end the text
text-remark-unclosed = the bracket is not closed
position-impossible = impossible position: { $problems }
problem-no-such-square = square { $number } is not on the board
problem-square-twice = square { $square } holds two pieces
problem-man-on-promotion-row = { $color ->
    [white] a white
   *[black] a black
} man on { $square } stands on its promotion row (it would be a king)
problem-too-many-pieces = { $color ->
    [white] White has
   *[black] Black has
} { $count } pieces, more than the { $max } of the variant
problem-mixed-column = the column on { $square } changes colour twice (captures only put prisoners under it)
problem-last-move-not-kept = this variant keeps no last move
problem-bad-last-move = last move { $from }-{ $to }: its piece must stand on { $to } and { $from } must be empty
problem-bad-king-run = { $color ->
    [white] the white
   *[black] the black
} king on { $square } cannot have made { $moves ->
    [one] { $moves } quiet move
   *[other] { $moves } quiet moves in a row
} here
move-empty = the move is empty
move-bad-square = bad move at column { $column }: { $why }
move-one-square = '{ $text }' is not a move: give two squares
move-illegal = '{ $text }' is not a legal move here
move-ambiguous = '{ $text }' is ambiguous: write the path, one of { $candidates }
play-no-draw-offer = { $color ->
    [white] White has
   *[black] Black has
} no draw offer to decline
play-not-your-turn = it is { $color ->
    [white] White's
   *[black] Black's
} turn
play-game-over = the game is over: { $result }
pdn-at = PDN line { $line }, column { $column }: { $what }
pdn-line = PDN line { $line }: { $what }
pdn-move = { $side ->
    [white] White's
   *[black] Black's
} move { $number } ('{ $text }'): { $why }
pdn-no-game = no game in the PDN text
pdn-in-game = game { $number }: { $what }
pdn-no-such-game = the text has no game { $number }: it holds { $games ->
    [one] { $games } game
   *[other] { $games } games
}
pdn-tag-without-name = a tag needs a name, as in [Event "…"]
pdn-unclosed-comment = a comment in braces is not closed
pdn-unclosed-variation = the variation '(' is not closed
pdn-unopened-variation = ')' closes no variation
pdn-too-deep = variations nested deeper than { $depth }
pdn-unexpected = '{ $word }' is neither a move nor a mark of PDN
pdn-unreadable = cannot read the text: { $why }
pdn-unknown-variant = the { $tag } tag '{ $value }' names no variant known here
pdn-fen = bad FEN tag: { $why }
pdn-unknown-move = the move is unknown ('-' in the record)

## Errors of the web API, by their code (INTERFACES.md §8)

error-offline = the server does not answer; the moves made are kept
error-not-found = no game has this address
error-no-page = no such page
error-method-not-allowed = this method is not served here
error-forbidden = this link or seat does not belong to this game
error-no-bearer = an Authorization: Bearer SECRET header is needed
error-no-seat = this secret holds no seat in this game
error-bad-invite = this invite is wrong or was already used
error-not-in-lobby = this game is not waiting in the lobby: join it by the link its player sent
error-not-your-turn = it is not your turn
error-wait-engine = wait for the computer's move before taking back
error-hint-not-yours = a hint is for the player to move
error-game-over = the game is over
error-no-draw-offer = there is no draw offer
error-no-takeback-request = no request of the opponent to refuse
error-no-takeback = no move to take back
error-takeback-waiting = your request is waiting for an answer
error-illegal-move = this move is not possible here
error-rate-limited = too many requests; wait a little
error-busy = the server has as much of this work as it can take just now; try again in a few seconds
error-too-large = the request body is too large
error-too-large-than = the text is longer than { $amount } { $unit ->
    [mb] MB
   *[kb] KB
}: split the file
error-malformed-json = malformed JSON: { $detail }
error-json-cut = the JSON ends too early (line { $line }, column { $column })
error-json-syntax = the JSON is not well formed at line { $line }, column { $column }
error-json-missing = the JSON lacks the field «{ $field }»
error-internal = server error; try again
error-game-changed = the game changed meanwhile (another server took a move first); reload it
error-stale = the game has changed since this request was made (a second click, or a move not seen yet): nothing was done
error-game-aborted = the game was aborted: it has no result
error-not-abortable = the game can no longer be aborted: both sides have moved (resign or offer a draw instead)
error-waiting-for-opponent = your opponent has not joined yet: the game starts when the invited friend opens the link (until then you may only abort it)
error-join-key = the join's key must be 32 hexadecimal digits, drawn at random by the page
error-too-many-sockets = too many open connections from your address; close some tabs of this site and try again
error-bad-request = bad request: { $detail }
error-unknown-variant = unknown variant '{ $name }'
error-opponent = opponent '{ $found }': expected engine or human
error-color = color '{ $found }': expected white, black or random
error-level = level: expected 1 to 10
error-clock = clock: initial 1 to 36000 seconds, increment 0 to 600
error-fen = FEN: { $why }
error-over-at-once = the game would be over at once
error-start-no-pieces = { $color ->
    [white] White has
   *[black] Black has
} no pieces: a game needs pieces of both sides
error-analysis-while-playing = a game between two people is analysed by the engine only once it is over
error-no-tables = this server has no endgame tables for { $variant }
error-not-in-tables = the position has { $pieces } pieces; this server's tables hold up to { $most }
error-tablebase-no-fen = give the position: ?fen=FEN
error-ply = ply { $ply }: the game has plies 0 to { $plies }
error-star-position = position: { $detail }
error-star-players = players: Chinese checkers is for 2 to 6 players
error-star-board = board '{ $found }': the star is large or small
error-star-first = first '{ $found }': not a player
error-star-seats = seats: { $given } given for { $players ->
    [one] { $players } player
   *[other] { $players } players
}
error-star-seat = seat '{ $found }': expected person, friend or computer
error-star-move = { $detail }
error-star-turn = it is { $player }'s turn
error-star-game-over = the game is over ({ $detail })
position-chinese-checkers = shashki position converts draughts positions; a Chinese checkers position is read and written by its own commands: shashki moves, shashki perft and shashki play --variant chinese-checkers --fen TEXT

## The terminal game (shashki play)

play-you = you
play-player = player
play-engine = shashki, level { $level }
play-thinking = thinking…
play-pondering = the engine is weighing the position…
play-capture-forced = Capture is compulsory
play-several-ways = Several ways lead there: choose each landing square in turn
play-choose-piece = Choose a piece of the side to move
play-no-move-from = No move from { $square }
play-not-a-landing = The piece cannot go there
play-wait-engine = Wait: the engine is to move
play-over = The game is over
play-banner-title = Game over
play-illegal = Illegal move: { $text }
play-ambiguous = '{ $text }' is ambiguous: write one of { $candidates }
play-move-prompt = Move:{" "}
play-save-prompt = Save PDN to:{" "}
play-load-prompt = Load PDN file or FEN:{" "}
play-confirm-resign = Resign the game? (y/n)
play-yes = y
play-saved = Saved to { $file }
play-save-failed = Cannot save { $file }: { $why }
play-loaded = Loaded { $file }: { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
play-load-failed = Cannot load { $why }
play-bad-fen = Bad FEN: { $why }
play-no-game = no game in the file
play-in-file = { $file }: { $what }
play-os-error = { $detail }
play-nothing-to-undo = Nothing to take back
play-hint = Hint: { $move } (Enter plays it)
play-db-win = win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
play-db-loss = loss in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
play-db-won = win (database)
play-db-lost = loss (database)
play-db-draw = draw (database)
play-draw-offered = { $color ->
    [white] White offers
   *[black] Black offers
} a draw: d accepts, a move declines
play-draw-sent = Draw offered
play-draw-declined = The engine declines the draw
moves = Moves
counters = Draw rules
no-counters = none in force
play-cursor = Cursor: { $square }
play-keys = arrows cursor · Enter/space choose · a–h, 1–9 or m type a move · u undo · ? hint · F flip · D draw · r resign · s save · o load · C coach · t touch-move · q quit
play-typing-keys = Enter play · Esc cancel · Backspace erase


## The coach (issue 17): the four ideas, checked by calculation

coach = Coach
coach-on = Coach on: each of your moves is checked by calculation.
coach-off = Coach off.
coach-title = Coach on { $move }:
coach-quiet = nothing to say: no piece left hanging, no chance missed.
coach-line = Line: { $line }
coach-hanging-played = Moved under a capture: the piece on { $square } is taken ({ $key }); { $given ->
    [one] { $given } piece lost
   *[other] { $given } pieces lost
}.
coach-edge-played = The man went to the edge: on { $square } it has one move instead of two; { $best } was better by { $loss } men.
coach-shot-missed = A shot was missed: { $key } gives { $given } and takes { $taken } (the capture is compulsory); { $loss } men lost.
coach-shot-allowed = This allows the opponent a shot: { $key } gives { $given } and takes { $taken }; { $loss } men lost.
coach-shot-played = A shot: { $given } given, { $taken } taken.
coach-breakthrough-missed = A breakthrough was missed: { $key } gives { $given } for a king on { $crown }; { $loss } men lost.
coach-breakthrough-allowed = This allows the opponent a breakthrough: { $key } gives { $given } for a king on { $crown }; { $loss } men lost.
coach-breakthrough-played = A breakthrough: { $given } given for a king on { $crown }.
# Under a verdict of `shashki analyze`, which gives the values: the same without the loss
# (issue 34: one loss, one figure).
coach-hanging-played-short = Moved under a capture: the piece on { $square } is taken ({ $key }).
coach-edge-played-short = The man went to the edge: on { $square } it has one move instead of two.
coach-shot-missed-short = A shot was missed: { $key } gives { $given } and takes { $taken } (the capture is compulsory).
coach-shot-allowed-short = This allows the opponent a shot: { $key } gives { $given } and takes { $taken }.
coach-breakthrough-missed-short = A breakthrough was missed: { $key } gives { $given } for a king on { $crown }.
coach-breakthrough-allowed-short = This allows the opponent a breakthrough: { $key } gives { $given } for a king on { $crown }.
coach-warning = If it goes there, the piece on { $square } is taken: { $capture }.
coach-warn = Warn before a move: the squares where the piece could be taken


## Issue 32: shashki analyze writes its verdicts and summary in the language asked for; a
## move the replay read on to tell apart; touch-move in the terminal game

analyze-mistake = Mistake ({ $played }). Best: { $line } ({ $best })
analyze-blunder = Blunder ({ $played }). Best: { $line } ({ $best })
analyze-missed-win = Missed win ({ $played }). Wins: { $line } ({ $best })
analyze-depth = depth { $depth }
analyze-nodes = { $nodes } { $nodes ->
    [one] node
   *[other] nodes
}
analyze-time = { $ms } ms
analyze-or = { $first } or { $second }
analyze-summary = shashki analyze, { $how } per position. White: { $white }. Black: { $black }.
analyze-tally = { $mistakes }, { $blunders }, { $missed }, average loss { $loss } men a move over { $moves }
analyze-mistakes = { $n } { $n ->
    [one] mistake
   *[other] mistakes
}
analyze-blunders = { $n } { $n ->
    [one] blunder
   *[other] blunders
}
analyze-missed-wins = { $n } { $n ->
    [one] missed win
   *[other] missed wins
}
analyze-of-moves = { $n } { $n ->
    [one] move
   *[other] moves
}
analyze-cut = Analysed up to the record's error: { $why }.
analyze-read-on = Read on: { $what }.
analyze-ended = The rules ended the game ({ $result }) after ply { $ply }; later moves are not judged.
pdn-also-fits = { $side ->
    [white] White's
   *[black] Black's
} move { $number } ('{ $text }') also fits { $rejected }; read as { $kept }, after which the record goes on
touch-move-on = Touch-move on: a piece once chosen must move; no taking back.
touch-move-off = Touch-move off.
touch-move-no-undo = Touch-move: no taking back.


## The named diagonals of the children's course (issue 17)

diagonals = Named diagonals
diagonals-why = The Russian school names the diagonals a player must know: the longest, the pairs beside it and the loop along the edges. Many endings are decided on them: three kings catch a lone king only when it does not hold the main road.
diagonal-bolshak = Main road (bolshak): a1–h8, the longest diagonal, eight squares
diagonal-dvoynik = Double diagonals (dvoyniki): a7–g1 and b8–h2, seven squares each
diagonal-troynik = Triple diagonals (troyniki): a3–f8 and c1–h6, six squares each
diagonal-kosyak = Kosyak: the loop e1–h4–d8–a5–e1


## My games (the games this browser holds a seat in)

my-games = My games
my-games-none = No games yet: the games you play in this browser are listed here.
my-games-open = Open
my-games-forget = Remove
my-games-won = won
my-games-lost = lost
my-games-ongoing = in progress
my-games-gone = this game is no longer on the server
my-games-vs-engine = against the computer (level { $level })
my-games-vs-friend = against a friend
my-games-local = two players on this device
my-games-record = game record
my-games-side = you play { $color ->
    [white] White
   *[black] Black
}
my-games-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}


## The board's look

theme = Board
theme-wood = Wood
theme-plain = Plain green
theme-contrast = High contrast
coordinates = Coordinates

## The board page's words (issue 16): buttons, labels, notices, the board read aloud; the
## Chinese checkers page says some of them too (close, cancel, error…)

draughts = Draughts
new-game = New game
variant = Variant
opponent = Opponent
vs-engine = Computer
vs-friend = A friend, by link
vs-local = Both on this device
color = Your colour
random = Random
level = Level
play-the-computer = Play the computer
play-a-friend = Play a friend
more-options = More: colour, clock, two on one device, a position or a PDN game
level-name = { $level ->
    [1] first steps
    [2] beginner
    [3] casual
    [4] improving
    [5] club player
    [6] strong club player
    [7] expert
    [8] strong
    [9] very strong
   *[10] full strength
}
clock = Clock
no-clock = no clock
minutes = min
increment = s a move
fen = Start position (FEN, optional)
start = Start
cancel = Cancel
flip = Flip board
rematch = Rematch (colours swapped)
same-again = New game, same settings
takeback = Take back
takeback-asked = Takeback asked
asks-takeback = { $color ->
    [white] White asks to take back the last move
   *[black] Black asks to take back the last move
}
grant-takeback = Allow
refuse-takeback = Refuse
resign = Resign
offer-draw = Offer a draw
accept-draw = Accept the draw
draw-offer-pending = Draw offered
decline-draw = Decline
offers-draw = { $color ->
    [white] White offers a draw
   *[black] Black offers a draw
}
engine-declines = The computer declines the draw and plays on.
offer-declined = Your opponent declined the draw.
side-resigned = { $color ->
    [white] White resigned
   *[black] Black resigned
}
you-resigned = You resigned
opponent-resigned = Your opponent resigned
you-win = you win
pdn = Save PDN
invite = Send this link to your friend:
copy = Copy
waiting = Waiting for the opponent to join
your-move = Your move
thinking = The computer is thinking…
must-capture = Capture is compulsory: a piece that can take must take.
several-ways = Several ways lead there: click each landing square in turn.
confirm-resign = Resign this game?
abort = Abort
game-aborted = Game aborted
game-aborted-abandoned = Game aborted: nobody joined or moved in time
my-games-aborted = aborted
error = Error
reconnecting = Connection lost: reconnecting…
language = Language
board = Board
board-help = Arrow keys move between squares; Enter or Space picks up a piece and puts it down.
underneath = under it: { $piece }
piece-name = { $piece ->
    [white] white man
    [white-king] white king
    [black] black man
   *[black-king] black king
}
empty-square = empty
selected-mark = selected
target-mark = a move ends here
danger-mark = the piece could be taken here
sound = Sound
sound-on = Sound on
sound-off = Sound off
start-position = Start
back-to-game = Back to game
first = First position
previous = Previous move
next = Next move
last = Last position
analyse = Engine evaluation
analysing = Analysing…
review-title = Analysis of the game
review-start = Analyse the game
review-running = Analysing the game: { $done } of { $total } positions
review-failed = The analysis stopped; try again.
review-offline = The server does not answer; the analysis goes on when it is back.
review-graph = The evaluation of each position (for White); click one to see it
review-graph-note = The evaluation in men: above the middle White is better, below Black; the edges are { $bound } men or more.
review-graph-start = Start position
review-clean = No mistakes.
review-good-moves = Well played:
review-judged-note = Judged are the moves that had a choice: forced moves and the opening book's moves are not (grey in the move list).
review-unjudged-book = A move of the opening book: not judged
review-unjudged-forced = The only move: not judged
pdn-game = Which game to open ({ $n })
pdn-game-unnamed = players not given
pdn-game-unreadable = { $number }. does not read (line { $line })
pdn-game-broken = { $game } · error in the record
pdn-game-filter = Search: player, event, year
pdn-game-none = Nothing found: all the games are listed.
review-mistake = Mistake
review-blunder = Blunder
review-missed-win = Missed win
review-loss = { $loss } men lost
review-better = Better: { $move }
review-then = , then { $line }
review-on-board = show on the board
db-won = Side to move: win (database)
db-lost = Side to move: loss (database)
db-draw = Draw (database)
has-won = { $color ->
    [white] White has won
   *[black] Black has won
}
wins-known = { $color ->
    [white] White wins (endgame database)
   *[black] Black wins (endgame database)
}
evaluation = Evaluation { $score } (for White), depth { $depth }
best-line = Best line
no-best-move = no move: the game is over here
rules = Rules
chinese-checkers = Chinese checkers
close = Close
setup = Set up a position
tools = Piece to place
erase = Remove
side-to-move = Side to move
clear-board = Clear board
starting-position = Start position
pdn-import = Import a PDN game
pdn-paste = Paste PDN text or choose a file
pdn-file = PDN file
pdn-file-choose = Choose a file…
pdn-file-none = no file chosen
pdn-hint = A game with a result opens as a record to replay and analyse; an unfinished one goes on from the PDN's last position (with both players on this device its moves are kept).

## The board page: texts with numbers

page-wins-in = { $color ->
    [white] White wins
   *[black] Black wins
} in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} (depth { $depth })
page-db-win = Side to move: win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} (database)
page-db-loss = Side to move: loss in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} (database)
short-notation = Short notation of the books (cd4)
touch-move = Touch-move: a touched piece must move
touch-move-bound = Touch-move: the piece on { $square } was touched and must move.
move-box = Type a move
move-box-play = Play
move-box-example-algebraic = c3-d4, cd4 or c3:e5
move-box-example-numeric = 32-28 or 28x19
page-viewing = Viewing the position after { $move }; the board is read-only.
page-viewing-start = Viewing the start position; the board is read-only.
page-viewing-value = The analysis's value: { $value } (White's view).

## Puzzles (issue 17): positions of real games with a combination for the side to move.
puzzles = Puzzles
puzzle-to-move = { $color ->
    [white] White
   *[black] Black
} to move and win material
puzzle-to-move-king = { $color ->
    [white] White
   *[black] Black
} to move and break through to a king
puzzle-grade = { $moves ->
    [one] a combination of { $moves } move
   *[other] a combination of { $moves } moves
}
puzzle-idea-shot = The idea: a shot. Give a piece, the capture is compulsory, then take more.
puzzle-idea-breakthrough = The idea: a breakthrough. Give a man so that another is crowned.
puzzle-idea-gain = The idea: a forced gain of material.
puzzle-right = Right! The opponent replies { $reply }. Your move.
puzzle-right-also = Right, this move keeps the win too. The opponent replies { $reply }. Your move.
puzzle-wrong = Not this move: { $refutation }
puzzle-solved = Solved!
puzzle-solved-shown = Played through. The solution was shown, so it does not count as solved.
puzzle-solution = The solution: { $line }.
puzzle-source = Source: { $source }
puzzle-source-game = From game { $game } of { $file }, move { $move }
puzzle-source-selfplay = From a game of the engine against itself (no. { $game }), move { $move }
puzzle-source-players = From the game { $players }, move { $move }
puzzle-source-players-event = From the game { $players } ({ $event }), move { $move }
puzzle-open-game = Open the game
puzzle-next = Next puzzle
puzzle-retry = Try again
puzzle-none = No puzzles for this variant yet.
puzzle-solved-count = { $count ->
    [one] { $count } puzzle solved
   *[other] { $count } puzzles solved
}
puzzle-loading = Loading the puzzle…
puzzle-variant = Variant:
puzzle-rules = Rules
puzzle-link = Link to puzzle no. { $n }
puzzle-missing = There is no puzzle number { $n }: here is another.
puzzle-place = puzzle { $index } of { $count }
puzzle-progress = Solved { $solved } of { $count } in this variant
puzzle-rating = Puzzle rating { $rating }
puzzle-rating-estimated = Puzzle rating { $rating } (an estimate: nobody has tried it yet)
puzzle-first-tries = solved at the first try by { $solved } of { $tries }
puzzle-your-rating = Your rating { $rating }
puzzle-rating-after = Your rating { $rating } ({ $change })
puzzle-rating-help = A puzzle's rating says how often players solve it at the first try; yours, kept in this browser, goes up by a puzzle solved at the first try and down by one missed, the more the less expected. The next puzzle is one near your rating.
puzzle-wrong-retry = Not this move: { $refutation } Try again, or see the solution.
puzzle-try-another = Try another move.
puzzle-show-solution = Show the solution

## Exercises of the classic endings (issue 17), every move judged by the endgame tables.
exercises-combinations = Combinations
exercise-petrov = Petrov's triangle
exercise-main-road = The main road
exercise-petrov-goal = { $moves ->
    [one] Three kings against one: catch the lone king within the 15 moves the rules allow (best play: { $moves } move). Your move.
   *[other] Three kings against one: catch the lone king within the 15 moves the rules allow (best play: { $moves } moves). Your move.
}
exercise-main-road-goal = Your lone king stands on the main road a1–h8: hold the draw against three kings. Your move.
puzzle-idea-petrov = Petrov's triangle: one king holds the main road, the others form a triangle that drives the lone king to a corner of a double diagonal, where it is caught.
puzzle-idea-main-road = A lone king that keeps to the main road cannot be caught: the game is drawn on the strong side's 5th move while it stands there.
error-endgames = the endgame tables of the exercises cannot be had: { $detail }

## Chinese checkers: the page (star.html) and the terminal (shashki play --variant chinese-checkers).
star-title = Chinese checkers
star-new-game = New game
star-rules-title = Chinese checkers: the rules
star-players = Players
star-board = Board
star-board-large = Large star: 121 holes, 10 pieces each
star-board-small = Small star: 73 holes, 6 pieces each
star-seat-person = This device
star-seat-friend = A friend, by link
star-seat-computer = Computer
star-anti-spoiling = Anti-spoiling rule: a piece still in its start point after its owner's 30th move (20th on the small star) loses him the game
star-play-on = Play on for places after the first player is home
star-first = Who begins
star-colour-a = Red
star-colour-b = Yellow
star-colour-c = Green
star-colour-d = Blue
star-colour-e = Purple
star-colour-f = Orange
star-to-move = { $colour } to move
star-your-move = Your move: { $colour }
star-thinking = { $colour } (computer) is thinking…
star-waiting-friend = Waiting for { $colour } to join by the link
star-wins = { $colour } wins
star-blocked = Nobody can move: no winner
star-game-over = Game over
star-places = Places
star-home = home
star-resigned = resigned
star-spoiled = out: a piece stayed in its start point after 30 moves (20 on the small star)
star-to-go = { $n ->
    [one] { $n } step to the goal
   *[other] { $n } steps to the goal
}
star-to-go-help = Steps to the goal: how many single steps, hole to hole, all of a player's pieces still need to fill the opposite point. The fewer, the closer to winning.
star-watching = You are watching this game.
star-invite-used = This invite has been used already: someone else took the seat. You are watching the game.
star-this-device = this device
star-a-friend = a friend
star-person = person
star-computer-level = computer, level { $level }
star-not-joined = not joined yet
star-invite = Send this link to the player of { $colour }:
star-moves = Moves
star-hint = Hint
star-hint-is = Hint: { $move }
star-resign = Resign
star-record = Save the record
star-confirm-resign = { $colour }: resign this game?
star-passes = { $colour } cannot move and passes
star-choose-piece = Choose one of your pieces
star-no-move-from = The piece in hole { $hole } cannot move
star-not-a-destination = The chosen piece cannot go there
star-wait-computer = A computer is to move
star-over = The game is over
star-illegal = Not a legal move: { $text }
star-move-prompt = Move (from-to):{" "}
star-save-prompt = Save the record to:{" "}
star-resign-ask = { $colour }: resign? (y/n)
star-saved = Saved to { $file }
star-save-failed = Could not save { $file }: { $why }
star-nothing-to-undo = Nothing to take back
star-play-hint = Hint: { $move } (Enter plays it)
star-not-here = Not in this game
star-cursor = Hole { $hole }
star-keys = arrows cursor · Enter choose · m type a move · ? hint · u undo · r resign · s save · q quit
star-typing-keys = Enter done · Esc cancel

## The lobby (issue 16): games against a person that anyone may join.
lobby = Lobby
lobby-open = Anyone may join from the lobby
player-name = Your name (optional)
lobby-waiting = Waiting for an opponent
lobby-playing = Being played now
lobby-none-waiting = No game is waiting. Start one with "Play a friend" and "Anyone may join from the lobby".
lobby-none-playing = No lobby game is being played now.
lobby-you-play = you play { $color ->
    [white] White
   *[black] Black
}
lobby-yours-waiting = you play { $color ->
    [white] White
   *[black] Black
}, waiting for an opponent
lobby-clock = { $minutes } min + { $increment } s
lobby-join = Join
lobby-watch = Watch
lobby-yours = Your game: open
lobby-refresh = Refresh
error-name = name: at most { $most } characters, and no control characters
error-lobby-engine = only a game against a person can wait in the lobby

## The analysis board (issue 16)

study = Analysis board
study-open = Analysis board
study-analyse-position = Analyse this position
study-analyse-pdn = Analyse with its variations
study-engine = Engine: evaluation and best line
study-delete = Delete from this move
study-undo = Undo the deletion
study-deleted = { $moves ->
    [one] { $moves } move deleted.
   *[other] { $moves } moves deleted.
}
study-promote = Promote the variation
study-save = Download PDN
study-share = Link to share
study-link = This link opens the analysis:
study-cut = { $moves ->
    [one] { $moves } move of the variations could not be read and was left out.
   *[other] { $moves } moves of the variations could not be read and were left out.
}

## Premoves against a person (issue 16)

premove-set = Premove { $move }: played at once after the opponent's move if it is legal then. Escape or a click elsewhere cancels it.
premove-dropped = The premove { $move } is not legal after the opponent's move: dropped.
premove-several-ways = The premove { $move }: several captures lead there; click each landing square in turn.
premove-cancelled = Premove cancelled.

## Correspondence games (issue 16): days a move, the game waits for the next visit.

clock-correspondence = Correspondence
clock-days-none = no: the clock of minutes above
clock-days = { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}
span-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
span-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
span-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
clock-left = { $time } left
my-games-your-move = your move
my-games-their-move = the opponent's move
my-games-to-move = { $color ->
    [white] White to move
   *[black] Black to move
}
error-clock-days = correspondence clock: 1 to { $most } days a move, without an initial time or increment
error-correspondence-engine = a correspondence clock is for a game with a person: the computer answers at once. Play it without a clock: the game waits for you as long as you like
# The board page when the server or the network fails it (issue 31).
live-polling = Live updates unavailable (the server refused or dropped the connection): the game is read every few seconds
error-move-not-sent = the move was not sent: no connection. Make it again
error-move-no-answer = no answer from the server: the page will show whether the move was made as soon as it answers
error-move-busy = the move was not made: too many requests from your address just now. Make it again in a moment
move-not-made = The move did not reach the server: make it again.
error-join-offline = the server did not answer: you have not joined the game yet. Try again (a join that got through gives you the same seat)
try-again = Try again
seats-taken = Both seats of this game are taken: you are watching it.

## The board as a player meets it (issue 33)
spectator = You are watching this game as a spectator.
menu = Menu
player-unnamed = Player
my-games-draw = draw
my-games-analysed = analysed
move-box-example-one = e.g. { $move }
page-counter-moves = { $rule }: { $count } of { $limit ->
    [one] { $limit } move
   *[other] { $limit } moves
}
page-counter-times = { $rule }: { $count } of { $limit } times
variant-note-stavropol = Stavropol draughts: instead of moving your own piece you may move one of your opponent's, as its owner would.
moved-opponents-piece = { $mover ->
    [white] White
   *[black] Black
} moved { $owner ->
    [white] a white
   *[black] a black
} piece: { $move } (allowed in Stavropol draughts).
# The children's course of Russian draughts (issue 34): the page /learn, crates/shashki-web/data/course.json.
learn = Learn
learn-title = Learn Russian draughts
learn-intro = The course in short steps: do each task on the board. Your progress is kept in this browser, so you can leave and come back.
learn-progress = { $done } of { $total } steps done
learn-step = Step { $n } of { $total }
learn-parts = Parts of the course
learn-hint = Hint
learn-check = Check
learn-next = Next
learn-previous = Back
learn-again = Start the step again
learn-solved = Right! Well done.
learn-right-go-on = Right. Now the next move of the record.
learn-record = The record
learn-write-label = The position record
learn-chosen = Chosen: { $squares }
learn-cannot-go-there = That piece cannot go there.
learn-cannot-move = This piece cannot move now.
learn-must-capture-first = A capture is compulsory: take with a piece that can take.
learn-course-done = You have finished the course! Now play a game.
learn-reset = Start the course again
learn-play = Play a game
learn-exercises = Practise the endings on the board:
learn-board = Draughts board
learn-wrong-one-move = Make one move.
learn-wrong-squares = Not quite: look again and choose exactly the squares asked for.
learn-wrong-end = The capture cannot end there.
learn-wrong-choice = No, that is not right. Think again.
learn-wrong-position = This record reads, but it is another position: check every square.
learn-wrong-unreadable = This record cannot be read: write it like White: c3, e3; Black: f6.
learn-wrong-ambiguous = Several moves fit this text: name the squares in full.
learn-wrong-must-capture = A capture is compulsory: you must take.
learn-wrong-capture-rules = The rules do not allow this capture: a capture goes on while it can, and no piece is taken twice.
learn-wrong-illegal = The rules do not allow this move.
learn-wrong-piece = A legal move, but with another piece than the task asks.
learn-wrong-square = A legal move, but not to the square the task asks.
learn-wrong-more = You can take more pieces than that.
learn-wrong-take-one = This capture takes more than one piece: take only one.
learn-wrong-promote = This move does not make a king.
learn-wrong-promote-capture = This capture does not crown a man on the way and go on as a king.
learn-wrong-record = This is not the move of the record.
learn-wrong-under-capture = After this move the opponent can take: a piece of yours is under capture.
learn-wrong-edge = This move goes to the edge of the board: there a man guards one square, not two.
learn-wrong-no-capture = The opponent need not take: after this move there is nothing to capture.
learn-wrong-no-return = The opponent can take so that you win nothing back: check each of its captures.
learn-wrong-no-crown = After one of the opponent's captures you cannot crown with your next move: check each of them.
learn-name-bolshak = The main road (bolshak)
learn-name-dvoynik = A double diagonal (dvoynik)
learn-name-troynik = A triple diagonal (troynik)
learn-name-kosyak = The kosyak
learn-answer-yes = Yes
learn-answer-no = No
learn-answer-at-once = Yes, at once, in the same move
learn-answer-next-move = No: its move is over; it takes as a king on its next move
learn-answer-stops = It stops there: the move is over
learn-answer-goes-on = It becomes a king at once and goes on capturing as a king
learn-answer-capture = A capture
learn-answer-quiet = A quiet move
learn-answer-king = A move of a king
learn-answer-win = Yes, White wins
learn-answer-draw = No, it is a draw
learn-answer-give-never = Never
learn-answer-give-back = When you take more back or get a king for it
learn-answer-give-always = Always: giving men away is brave
learn-mark-good = A good move
learn-mark-excellent = An excellent move
learn-mark-mistake = A mistake
learn-mark-blunder = A bad mistake (a blunder)
learn-mark-dubious = A doubtful move
learn-mark-interesting = A move worth attention
learn-mark-win = A win
learn-mark-draw = A draw
learn-mark-capture = A capture
learn-part-board = The board
learn-part-diagonals = The named diagonals
learn-part-setup = The set-up
learn-part-men = How men move
learn-part-kings = How kings move
learn-part-capture = Capturing
learn-part-promotion = Becoming a king
learn-part-conditions = Three rules of capturing
learn-part-records = Writing a game down
learn-part-position = Writing a position down
learn-part-marks = Marks in the records
learn-part-ideas = Four tips for beginners
learn-part-endings = Three kings against one
learn-board-corner = The board lies between the players so that the dark corner square is at each player's near left. Click White's dark corner square.
learn-board-corner-hint = Look at the corner nearest to you on the left.
learn-board-names = Every square has a name: the letter of its file (a to h, from left to right) and the number of its rank (1 to 8, from White's side). Click c3.
learn-board-names-hint = Find file c, the third from the left, then go up to rank 3.
learn-board-names-2 = Now click f6.
learn-board-names-2-hint = File f is the sixth from the left; rank 6 is the third from Black's side.
learn-board-count = Draughts are played only on the dark squares. How many dark squares has the board?
learn-board-count-hint = Each of the eight ranks has four dark squares.
learn-diagonals-bolshak = The longest diagonal, from a1 to h8, is the main road (bolshak). Click all its squares, then Check.
learn-diagonals-bolshak-hint = Start in the corner a1 and go up to the right: a1, b2, c3 and so on to h8. Eight squares.
learn-diagonals-dvoynik-count = The two neighbouring diagonals a7–g1 and b8–h2 are the double diagonals (dvoyniki); they cross the main road and are drawn in blue (each road on the board has its own colour). How many squares has a double diagonal?
learn-diagonals-dvoynik-count-hint = Count the squares of a7–g1 one by one.
learn-diagonals-dvoynik = Click all the squares of the double diagonal a7–g1, then Check.
learn-diagonals-dvoynik-hint = From a7 go down to the right: b6, c5 and so on to g1.
learn-diagonals-troynik-count = The triple diagonals (troyniki) are a3–f8 and c1–h6. How many squares has a triple diagonal?
learn-diagonals-troynik-count-hint = Count from c1 up to the right: d2, e3 and so on to h6.
learn-diagonals-troynik = Click all the squares of the triple diagonal c1–h6, then Check.
learn-diagonals-troynik-hint = From c1 go up to the right until the edge of the board at h6.
learn-diagonals-kosyak = The kosyak is a loop of four diagonals that starts at e1. Click the four corners where the loop turns, then Check.
learn-diagonals-kosyak-hint = From e1 go up to the right to the edge, then up to the left, then down to the left, and back to e1.
learn-diagonals-quiz = Which diagonal is the longest?
learn-diagonals-quiz-hint = It goes from corner to corner.
learn-setup-count = At the start each side has its men on the dark squares of its three nearest ranks. How many men has each side?
learn-setup-count-hint = Count White's men: four on each of ranks 1, 2 and 3.
learn-setup-missing = One white man is missing from the starting position. Click its square.
learn-setup-missing-hint = White's men stand on every dark square of ranks 1, 2 and 3. Look at rank 3.
learn-setup-first = Who makes the first move of a game?
learn-setup-first-hint = In Russian draughts the side with the light pieces begins.
learn-men-move = A man moves forward along a diagonal to the next free square. Move the man from c3 to d4.
learn-men-move-hint = Click the man on c3, then the square d4 (or drag it there).
learn-men-forward = A man moves only forward, never back (backwards it only captures). Make any move with the man on e3.
learn-men-forward-hint = The man on e3 can go to d4 or to f4.
learn-men-blocked = A man cannot move onto a square that is taken. Only one of your men can move now: move it.
learn-men-blocked-hint = The man on c3 is hemmed in: look at the other one.
learn-men-quiz = Can a man move backwards when it does not capture?
learn-men-quiz-hint = A man moves forward only; backwards it only captures.
learn-kings-move = A king moves along a diagonal, forward or back, over any number of free squares. Move the king from a1 to h8 in one move.
learn-kings-move-hint = The whole main road is free: click the king, then h8.
learn-kings-back = A king moves backwards too. Bring the king from g5 back to d2.
learn-kings-back-hint = g5, f4, e3, d2: one diagonal, down to the left.
learn-kings-blocked = A king cannot jump over its own pieces. Move the king from a1 as far along the main road as it can go.
learn-kings-blocked-hint = Your man on e5 stands in the way: the king stops just before it.
learn-kings-count = How many squares can the king on d4 move to? Click the king to see them.
learn-kings-count-hint = Count along all four diagonals from d4.
learn-capture-man = A man takes an opponent's piece standing next to it on a diagonal when the square behind that piece is free: it jumps over it, and the piece is taken off. Take!
learn-capture-man-hint = The man on c3 jumps over d4 to e5.
learn-capture-back = Men capture backwards too. Take!
learn-capture-back-hint = The man on e5 jumps back over d4 to c3.
learn-capture-must = Capturing is compulsory: if you can take, you must, even when you would rather make another move. Make your move.
learn-capture-must-hint = The man on c3 can take d4, so it must.
learn-capture-multi = After a capture a man goes on taking in the same move while it can. Take as many pieces as you can.
learn-capture-multi-hint = The man on b2 takes c3 and then e5.
learn-capture-choice = When you can take in several ways, you choose which: you need not take the most. Here take only one piece.
learn-capture-choice-hint = The man on a3 can take just one.
learn-capture-king-afar = A king takes from afar: a piece on its diagonal with a free square behind it can be taken from any distance, and the king lands on any free square behind it. Take with the king.
learn-capture-king-afar-hint = Click the king on a1, then any free square beyond d4.
learn-capture-king-continue = If after a capture the king can go on taking from one of the squares behind the piece, it must land there and go on. Take all you can.
learn-capture-king-continue-hint = After c3, land on e5: from there the king takes f4.
learn-capture-quiz = You can take a piece, but you would rather not. Must you take it?
learn-capture-quiz-hint = Think of the rule: capturing is compulsory.
learn-promote-quiet = A man that reaches the last rank (the eighth for White) becomes a king. Make a king.
learn-promote-quiet-hint = The man on c7 goes to b8 or to d8.
learn-promote-waits = White's man has just reached d8 with a quiet move and become a king. Can it take f6 in the same move?
learn-promote-waits-hint = A move that ends on the last rank is over: the new king waits for its next move.
learn-promote-next = It is White's move again: the new king takes from afar. Take f6 with the king.
learn-promote-next-hint = The king on d8 jumps over f6 along the diagonal d8–h4.
learn-promote-capture = A man that reaches the last rank during a capture becomes a king at once and goes on capturing as a king in the same move. Crown your man and go on taking.
learn-promote-capture-hint = The man on f6 takes e7 and lands on d8: now a king, it goes on over b6 and b4.
learn-promote-quiz = A man reaches the last rank in the middle of a capture and could take more as a king. What happens?
learn-promote-quiz-hint = Remember the man on f6 two steps ago.
learn-cond-turkish = First rule: the pieces taken come off the board only when the whole capture is over; until then they stand in the king's way (the Turkish strike). How many pieces can the white king take here at most?
learn-cond-turkish-hint = The king cannot jump a piece it has already taken, and that piece still stands on the board.
learn-cond-turkish-take = Now take as many as you can.
learn-cond-turkish-take-hint = Go round the square: e3, e5, c5, c3, or the other way round. The man on g5 stays out of reach.
learn-cond-twice = Second rule: a piece may be jumped only once in a capture. Take all four: the king goes round and stops.
learn-cond-twice-hint = Round the square over e3, e5, c5 and c3, back to d2 or on to e1.
learn-cond-cross = Third rule: a free square may be crossed again in the same capture. Take all five.
learn-cond-cross-hint = Over c3 to f6, over e7 to d8, over c7 to b6, then over c5 past d4 to e3, and over f4.
learn-cond-ends = Click a square on which the white king's capture can end.
learn-cond-ends-hint = Where can the king stop when it can take no more?
learn-records-column = A game is written down move by move, White's move and then Black's. In a column each line holds the move's number, White's move and Black's reply. Play this record on the board, the moves of both sides.
learn-records-column-hint = Make each move as written: first White's, then Black's.
learn-records-line = A record may be written in a line too. A quiet move is written with a dash (c3-d4), a capture with a colon (d6:b4). Play this record.
learn-records-line-hint = After d4-c5 Black must take, d6:b4; then White takes back, a3:c5.
learn-records-short = Books often write a move short: the file the piece leaves and the square it reaches (cd4 is c3-d4). Play this record.
learn-records-short-hint = cd4 is c3-d4, fg5 is f6-g5, bc3 is b2-c3.
learn-records-colon = What does the colon in c3:e5 mean?
learn-records-colon-hint = Look at the records you have played.
learn-position-choose = A position is written so: first White's pieces, then Black's; K. marks the kings and m. the men (in Russian books Д. and пр.). Which record is this board's?
learn-position-choose-hint = The white piece on e1 is a king.
learn-position-write = Write this board's position record, for example White: c3; Black: f6 (in Russian Белые: c3; Чёрные: f6).
learn-position-write-hint = List the squares of White's men, then those of Black's.
learn-position-read = A book gives the position White: K.e1, m.c1, f2; Black: b6. Click the square of the white king.
learn-position-read-hint = K. stands before the king's square.
learn-marks-good = Commentators put marks after moves. What does ! mean?
learn-marks-good-hint = One mark of praise.
learn-marks-mistake = What does ? after a move mean?
learn-marks-mistake-hint = A question: was that move any good?
learn-marks-excellent = What does !! mean?
learn-marks-excellent-hint = Twice the praise of !.
learn-marks-dubious = What does ?! mean?
learn-marks-dubious-hint = A question first, then an exclamation: more doubt than praise.
learn-marks-interesting = What does !? mean?
learn-marks-interesting-hint = An exclamation first: more interest than doubt.
learn-marks-result = What does + mean at the end of a line of play?
learn-marks-result-hint = It tells how the line ends.
learn-ideas-safe = Tip one: don't move a piece under capture. Before you move, look: can the opponent take anything after your move? Make a move after which there is nothing to take.
learn-ideas-safe-hint = A man with an empty square behind it can be taken. Find the move where your own man stands behind it.
learn-ideas-safe-behind = Moving one man can leave another under capture: when the man behind goes away, the one in front loses its guard. Make a safe move.
learn-ideas-safe-behind-hint = The man on e3 guards d4: the square behind d4 is taken, so d4 cannot be captured.
learn-ideas-edge-count = Tip two: don't drive a man to the edge without need. In the middle a man guards two squares, on the edge only one. How many squares can the man on a3 go to?
learn-ideas-edge-count-hint = On its left is the edge of the board. Compare it with the man on d4.
learn-ideas-edge = Make a move, but not to the edge of the board: keep your man nearer the centre.
learn-ideas-edge-hint = Files a and h are the edges. The man on b4 can go to c5, the man on g3 to f4.
learn-ideas-shot = Tip three: use the rule that capturing is compulsory. Give one, take two! Give a man so that the opponent must take it, and then take two in return. This is called a shot.
learn-ideas-shot-hint = Put a man where the black man on c7 must take it. Where does it land? Who takes it from there?
learn-ideas-breakthrough = Tip four: a breakthrough. Give a man so that another one goes through to the last row and becomes a king.
learn-ideas-shot-take = The opponent had to take: the man on c7 took d6 and landed on e5. Now it is your move: take two!
learn-ideas-shot-take-hint = The man on d4 jumps over e5 and goes on capturing.
learn-ideas-breakthrough-crown = The man on b8 had to take and left the way open. Take the man on a7 to the last row and crown it!
learn-ideas-breakthrough-crown-hint = The square b8 is free now.
learn-ideas-breakthrough-hint = The man on a7 is blocked by b8. Give a man so that b8 has to take it and leave.
learn-ideas-quiz = When is it good to give a man away?
learn-ideas-quiz-hint = Remember the shot and the breakthrough.
learn-endings-main-road = Three white kings against one black king standing on the main road (drawn in red). Can White win?
learn-endings-main-road-hint = Can the three kings drive the black king off the main road?
learn-endings-petrov = Now the black king is not on the main road. Can the three kings win? Practise it below: Petrov's triangle.
learn-endings-petrov-hint = Three kings catch a lone king off the main road within 15 moves, with the method called Petrov's triangle.
