// Short synthesized sounds (WebAudio, no files): a wooden click for a move and a deeper double
// knock for a capture. On or off, remembered in localStorage.

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

/** Plays the sound of a move (`capture` true for a capture), if sound is on. */
export function playMoveSound(capture) {
  if (!soundOn()) return;
  const Audio = window.AudioContext || window.webkitAudioContext;
  if (!Audio) return;
  try {
    context = context || new Audio();
    if (context.state === "suspended") context.resume();
    const now = context.currentTime + 0.01;
    if (capture) {
      knock(context, now, 420, 0.09, 0.5);
      knock(context, now + 0.08, 260, 0.14, 0.6);
    } else {
      knock(context, now, 700, 0.06, 0.35);
    }
  } catch {
    // No audio device: play silently.
  }
}
