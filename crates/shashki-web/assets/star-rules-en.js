// The rules of Chinese checkers in English, for the page's rules dialog (a document, not a
// message: the page's other words are the shared catalogue's star-* messages).

export default `
<h3>The board and the players</h3>
<p>The board is a six-pointed star of 121 holes: a hexagon with a triangle of ten holes on each
side; the small star has 73 holes, with triangles of six. Two to six play. Each has ten pieces
(six on the small star) in one point of the star: two players in opposite points, three in every
other point, four in two opposite pairs, five in all but one, six in all. Each player's goal is
the point opposite his own.</p>
<h3>Moves</h3>
<ul>
<li>Players move in turn, clockwise. Red begins, unless the table chose another or a random first player.</li>
<li>A move is a step to a neighbouring empty hole, or a chain of hops: each hop goes over one
neighbouring piece, of any colour, into the empty hole straight behind it. A chain may turn at
every hop and stop wherever the player likes, but it may not visit a hole twice. Nothing is captured.</li>
<li>Pieces may pass through and stop in any point of the star.</li>
<li>A player who cannot move passes.</li>
</ul>
<h3>The end</h3>
<ul>
<li>The first player with all his pieces in his goal wins, and the game ends; if the table chose to
play on for places, the others go on until one is left.</li>
<li>A player who resigns leaves the game, and his pieces leave the board. The last player left wins.</li>
<li>The anti-spoiling rule, if chosen: a player who still has a piece in his own start point right
after his 30th move (his 20th on the small star) loses and leaves the game.</li>
</ul>
<h3>Notation</h3>
<p>The holes are numbered 1 to 121 (1 to 73 on the small star) row by row from the top point, left to right. A move is written
from-to, for example 114-105; the game's record can be saved as text.</p>`;
