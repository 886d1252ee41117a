//! Splitting a byte stream into messages at their NULs: a read may hold several messages, a
//! message may come in several reads. Memory stays bounded: an over-long message is refused
//! as soon as it passes the limit, and the rest of it, up to its NUL, is dropped.

use crate::message::MAX_LEN;
use crate::ParseDxpError;

/// Collects received bytes and hands out whole messages.
#[derive(Debug, Default)]
pub struct Framer {
    /// Bytes received and not yet handed out.
    pending: Vec<u8>,
    /// True while dropping the rest of an over-long message.
    skipping: bool,
}

impl Framer {
    /// An empty framer.
    pub fn new() -> Framer {
        Framer::default()
    }

    /// Adds bytes as they were read from the connection.
    pub fn push(&mut self, bytes: &[u8]) {
        self.pending.extend_from_slice(bytes);
    }

    /// The next whole message (its bytes, without the NUL), if one has arrived; empty
    /// messages are skipped.
    ///
    /// # Errors
    /// A message longer than 127 characters, reported once; its bytes are dropped.
    pub fn next_message(&mut self) -> Option<Result<Vec<u8>, ParseDxpError>> {
        loop {
            let Some(nul) = self.pending.iter().position(|&b| b == 0) else {
                if self.skipping {
                    self.pending.clear();
                } else if self.pending.len() > MAX_LEN {
                    self.pending.clear();
                    self.skipping = true;
                    return Some(Err(too_long()));
                }
                return None;
            };
            let message: Vec<u8> = self.pending.drain(..=nul).take(nul).collect();
            if std::mem::take(&mut self.skipping) || message.is_empty() {
                continue;
            }
            if message.len() > MAX_LEN {
                return Some(Err(too_long()));
            }
            return Some(Ok(message));
        }
    }
}

fn too_long() -> ParseDxpError {
    ParseDxpError::new(
        MAX_LEN + 1,
        format!("message longer than {MAX_LEN} characters, dropped up to its NUL"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drain(framer: &mut Framer) -> Vec<Result<Vec<u8>, usize>> {
        std::iter::from_fn(|| framer.next_message())
            .map(|r| r.map_err(|e| e.column))
            .collect()
    }

    #[test]
    fn several_messages_in_one_read_come_out_one_by_one() {
        let mut framer = Framer::new();
        framer.push(b"A shashki                         0\0M0000322800\0E3");
        assert_eq!(
            drain(&mut framer),
            vec![
                Ok(b"A shashki                         0".to_vec()),
                Ok(b"M0000322800".to_vec())
            ]
        );
        framer.push(b"1\0");
        assert_eq!(drain(&mut framer), vec![Ok(b"E31".to_vec())]);
    }

    #[test]
    fn a_message_across_reads_comes_out_whole() {
        let mut framer = Framer::new();
        for &b in b"M001205250422122320" {
            framer.push(&[b]);
            assert_eq!(framer.next_message(), None);
        }
        framer.push(b"\0");
        assert_eq!(
            drain(&mut framer),
            vec![Ok(b"M001205250422122320".to_vec())]
        );
    }

    #[test]
    fn an_over_long_message_is_refused_once_and_dropped() {
        let mut framer = Framer::new();
        framer.push(&[b'C'; 100]);
        assert_eq!(drain(&mut framer), vec![]);
        framer.push(&[b'C'; 100]);
        assert_eq!(drain(&mut framer), vec![Err(128)]);
        framer.push(&[b'C'; 1000]);
        assert_eq!(drain(&mut framer), vec![]);
        framer.push(b"CC\0K1\0");
        assert_eq!(drain(&mut framer), vec![Ok(b"K1".to_vec())]);
        let mut exact = vec![b'C'; 128];
        exact.extend_from_slice(b"\0E00\0");
        framer.push(&exact);
        assert_eq!(drain(&mut framer), vec![Err(128), Ok(b"E00".to_vec())]);
        let mut longest = vec![b'C'; 127];
        longest.push(0);
        framer.push(&longest);
        assert_eq!(drain(&mut framer), vec![Ok(vec![b'C'; 127])]);
    }

    #[test]
    fn empty_messages_are_skipped() {
        let mut framer = Framer::new();
        framer.push(b"\0\0K2\0\0");
        assert_eq!(drain(&mut framer), vec![Ok(b"K2".to_vec())]);
    }
}
