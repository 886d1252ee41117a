//! Memory does not grow with the file: reading 8 MB of games, made on the fly, never holds
//! more than a small, fixed amount, measured by a counting allocator.
//!
//! This file holds one test, so that no other test's allocations are counted.

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::{BufReader, Read};
use std::sync::atomic::{AtomicUsize, Ordering};

use shashki_pdn::Reader;

/// The system allocator, counting the bytes in use and their peak.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed on to the system allocator unchanged; only counters are added.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        // SAFETY: the caller's contract for `alloc` is passed on.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: the caller's contract for `dealloc` is passed on.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// An endless-looking source: the same game `left` more times, made as it is read.
struct Games {
    game: &'static [u8],
    at: usize,
    left: usize,
}

impl Read for Games {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.left == 0 {
            return Ok(0);
        }
        let n = buf.len().min(self.game.len() - self.at);
        buf[..n].copy_from_slice(&self.game[self.at..self.at + n]);
        self.at += n;
        if self.at == self.game.len() {
            self.at = 0;
            self.left -= 1;
        }
        Ok(n)
    }
}

const GAME: &[u8] = b"[Event \"Streaming\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
1. c3-d4 f6-g5 2. b2-c3 g5-h4 {a note} 3. c3-b4 (3. g3-f4 e7-f6) g7-f6 4. d4-c5 b6xd4\n\
5. e3xc5 c7-b6 6. d2-e3 b6xd4 7. e3xc5 d8-c7 8. b4-a5 d6xb4 9. a5xc3 a7-b6 1-0\n\n";

#[test]
fn reading_8_mb_holds_no_more_than_a_game_at_a_time() {
    let copies = 8 * 1024 * 1024 / GAME.len();
    let source = BufReader::new(Games {
        game: GAME,
        at: 0,
        left: copies,
    });
    let reader = Reader::new(source);
    let base = IN_USE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let mut games = 0;
    let mut moves = 0;
    for game in reader {
        let game = game.unwrap();
        games += 1;
        moves += game.moves.len();
    }
    let peak = PEAK.load(Ordering::Relaxed) - base;
    assert_eq!(games, copies);
    assert_eq!(moves, copies * 18);
    assert!(peak < 64 * 1024, "peak {peak} bytes above the start");
}
