// Short synthesized sounds (WebAudio, no files): a wooden click for a move, a deeper double
// knock for a capture and a rising chime at the end of a game. On or off, remembered in
// localStorage; the last one played is named on the body (`data-last-sound`) for the page's
// tests and for assistive tools.

const KEY = "shashki.sound";
let context = null;

/** Whether sound is on (on unless switched off before). */
export function soundOn() {
  return localStorage.getItem(KEY) !== "off";
}

/** Switches sound on or off and remembers it. */
export function setSound(on) {
  localStorage.setItem(KEY, on ? "on" : "off");
}

function knock(ctx, at, freq, length, gain) {
  const osc = ctx.createOscillator();
  const amp = ctx.createGain();
  osc.type = "triangle";
  osc.frequency.setValueAtTime(freq, at);
  osc.frequency.exponentialRampToValueAtTime(freq * 0.5, at + length);
  amp.gain.setValueAtTime(0.0001, at);
  amp.gain.exponentialRampToValueAtTime(gain, at + 0.004);
  amp.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(amp).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

/** Plays `notes` (`[delay, frequency, length, gain]`) if sound is on, naming the sound `kind`. */
function play(kind, notes) {
  if (!soundOn()) return;
  document.body.dataset.lastSound = kind;
  const Audio = window.AudioContext || window.webkitAudioContext;
  if (!Audio) return;
  try {
    context = context || new Audio();
    if (context.state === "suspended") context.resume();
    const now = context.currentTime + 0.01;
    for (const [delay, freq, length, gain] of notes) knock(context, now + delay, freq, length, gain);
  } catch {
    // No audio device: play silently.
  }
}

/** Plays the sound of a move (`capture` true for a capture), if sound is on. */
export function playMoveSound(capture) {
  if (capture) play("capture", [[0, 420, 0.09, 0.5], [0.08, 260, 0.14, 0.6]]);
  else play("move", [[0, 700, 0.06, 0.35]]);
}

/** Plays the end of a game: three rising notes, if sound is on. */
export function playEndSound() {
  play("end", [[0, 523, 0.18, 0.4], [0.16, 659, 0.18, 0.4], [0.32, 784, 0.35, 0.45]]);
}
