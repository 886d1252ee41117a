//! Fuzzes the two engine protocols' parsers with arbitrary bytes and checks what they promise:
//!
//! - Hub (`shashki-hub`): a command or reply line never panics the parser, and one that reads
//!   writes back to text that reads as the same value;
//! - DXP (`shashki-dxp`): the NUL framer never panics and splits the stream the same way
//!   whatever the read sizes; a message that parses writes a frame that parses as the same
//!   message.
//!
//! Run with `scripts/fuzz.sh SECONDS protocols`; the seeds in `seeds/protocols` are real lines
//! of each protocol.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shashki_dxp::{Framer, Message};
use shashki_hub::{Command, Reply};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.lines() {
        if let Ok(Some(command)) = Command::parse(line) {
            let again = Command::parse(&command.to_string());
            assert_eq!(again.ok().flatten(), Some(command), "hub command {line:?}");
        }
        if let Ok(Some(reply)) = Reply::parse(line) {
            let again = Reply::parse(&reply.to_string());
            assert_eq!(again.ok().flatten(), Some(reply), "hub reply {line:?}");
        }
    }
    let whole = frames(data, data.len().max(1));
    let split = frames(data, 1 + data.first().map_or(0, |b| usize::from(*b % 7)));
    assert_eq!(whole, split, "the framer depends on the read sizes");
    for frame in whole.into_iter().flatten() {
        if let Ok(message) = Message::parse(&frame) {
            let written = message.to_frame();
            let body = written.strip_suffix(&[0]).expect("a frame ends with NUL");
            let again = Message::parse(body).expect("a written message parses");
            assert_eq!(again, message, "dxp message {frame:?}");
        }
    }
});

/// The framer's output for `data` pushed in reads of `size` bytes: messages, or `None` for
/// a refused one.
fn frames(data: &[u8], size: usize) -> Vec<Option<Vec<u8>>> {
    let mut framer = Framer::new();
    let mut out = Vec::new();
    for chunk in data.chunks(size) {
        framer.push(chunk);
        while let Some(frame) = framer.next_message() {
            out.push(frame.ok());
        }
    }
    out
}
