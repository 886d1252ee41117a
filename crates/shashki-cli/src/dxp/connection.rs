//! One DXP connection: messages out, each framed with its NUL, and messages in, cut by the
//! framer and parsed; everything is logged to standard error.
//!
//! Common clients (pydraughts among them) read whatever has arrived and lose a second message
//! that came in the same read, so two of our messages in a row are sent at least [`GAP`]
//! apart; a message sent in answer to one received goes at once.

use std::collections::VecDeque;
use std::io::{self, ErrorKind, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::thread;
use std::time::{Duration, Instant};

use shashki_dxp::{Framer, Message, ParseDxpError};

/// The least time between two of our messages with nothing received between them.
pub const GAP: Duration = Duration::from_millis(300);

/// What waiting for a message gave.
#[derive(Debug)]
pub enum Event {
    /// A message.
    Message(Message),
    /// Bytes that are no message (logged, with the reason).
    Garbage,
    /// The other side closed the connection, or it broke.
    Closed,
    /// Nothing came in the time allowed.
    Timeout,
}

/// A connection to the other program.
pub struct Connection {
    stream: TcpStream,
    framer: Framer,
    /// Messages read too early, handed out again first.
    unread: VecDeque<Message>,
    /// When our last message went out, if nothing was received since.
    sent_last: Option<Instant>,
    closed: bool,
}

impl Connection {
    /// Wraps a connected stream.
    pub fn new(stream: TcpStream) -> Connection {
        // Moves are small and answered at once: do not wait to fill packets.
        let _ = stream.set_nodelay(true);
        Connection {
            stream,
            framer: Framer::new(),
            unread: VecDeque::new(),
            sent_last: None,
            closed: false,
        }
    }

    /// Sends one message.
    ///
    /// # Errors
    /// When the connection is broken.
    pub fn send(&mut self, message: &Message) -> io::Result<()> {
        if let Some(last) = self.sent_last {
            thread::sleep(GAP.saturating_sub(last.elapsed()));
        }
        eprintln!("dxp > {message}");
        self.stream.write_all(&message.to_frame())?;
        self.stream.flush()?;
        self.sent_last = Some(Instant::now());
        Ok(())
    }

    /// Sends one message; a broken connection is logged and shows as [`Event::Closed`] on the
    /// next [`Connection::receive`].
    pub fn send_or_log(&mut self, message: &Message) {
        if let Err(e) = self.send(message) {
            eprintln!("dxp: cannot send {}: {e}", message.name());
            self.closed = true;
        }
    }

    /// The next message, waiting at most `timeout` (`None`: as long as it takes).
    pub fn receive(&mut self, timeout: Option<Duration>) -> Event {
        if let Some(message) = self.unread.pop_front() {
            return Event::Message(message);
        }
        let deadline = timeout.map(|t| Instant::now() + t);
        let mut buffer = [0u8; 1024];
        loop {
            if let Some(frame) = self.framer.next_message() {
                self.sent_last = None;
                return match frame.and_then(|bytes| {
                    let text = String::from_utf8_lossy(&bytes).into_owned();
                    eprintln!("dxp < {text}");
                    Message::parse(&bytes).map_err(|e| ParseDxpError {
                        message: format!("{} in '{text}'", e.message),
                        ..e
                    })
                }) {
                    Ok(message) => Event::Message(message),
                    Err(e) => {
                        eprintln!("dxp: unreadable message, ignored: {e}");
                        Event::Garbage
                    }
                };
            }
            if self.closed {
                return Event::Closed;
            }
            let wait = match deadline {
                Some(deadline) => match deadline.checked_duration_since(Instant::now()) {
                    Some(left) if !left.is_zero() => Some(left),
                    _ => return Event::Timeout,
                },
                None => None,
            };
            if self.stream.set_read_timeout(wait).is_err() {
                self.closed = true;
                continue;
            }
            match self.stream.read(&mut buffer) {
                Ok(0) => self.closed = true,
                Ok(n) => self.framer.push(&buffer[..n]),
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => {
                    eprintln!("dxp: connection lost: {e}");
                    self.closed = true;
                }
            }
        }
    }

    /// Puts a message back, to be handed out by the next [`Connection::receive`].
    pub fn unread(&mut self, message: Message) {
        self.unread.push_front(message);
    }

    /// Closes both directions (the other side reads the end of the stream).
    pub fn close(&mut self) {
        let _ = self.stream.shutdown(Shutdown::Both);
        self.closed = true;
    }
}
