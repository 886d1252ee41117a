//! Property tests: every message written reads back as itself through the framer, whatever
//! the reads' sizes; reading arbitrary bytes never panics and never yields an over-long message.

use proptest::prelude::*;
use shashki::Color;
use shashki_dxp::{
    AcceptCode, BackCode, BackRequest, Board, Cell, EndReason, Framer, GameAccept, GameEnd,
    GameRequest, Message, MoveMessage, MAX_CAPTURED, MAX_LEN,
};

fn color() -> impl Strategy<Value = Color> {
    prop_oneof![Just(Color::White), Just(Color::Black)]
}

/// A name as the protocol wants it: printable, at most 32 characters, no trailing blank.
fn name() -> impl Strategy<Value = String> {
    "([ -~]{0,31}[!-~])?"
}

fn square() -> impl Strategy<Value = u8> {
    1..=50u8
}

fn cell() -> impl Strategy<Value = Cell> {
    prop_oneof![
        Just(Cell::Empty),
        color().prop_map(Cell::Man),
        color().prop_map(Cell::King)
    ]
}

fn board() -> impl Strategy<Value = Board> {
    (color(), prop::collection::vec(cell(), 50)).prop_map(|(turn, cells)| Board {
        turn,
        cells: cells.try_into().expect("50 cells"),
    })
}

fn message() -> BoxedStrategy<Message> {
    prop_oneof![
        "[ -~]{0,126}".prop_map(Message::Chat),
        (
            0..100u32,
            name(),
            color(),
            0..1000u32,
            0..1000u32,
            prop::option::of(board())
        )
            .prop_map(|(version, name, follower, minutes, moves, start)| {
                Message::GameRequest(GameRequest {
                    version,
                    name,
                    follower,
                    minutes,
                    moves,
                    start,
                })
            }),
        (
            name(),
            prop::sample::select(vec![
                AcceptCode::Accept,
                AcceptCode::WrongVersion,
                AcceptCode::NotThisGame,
                AcceptCode::NoGames
            ])
        )
            .prop_map(|(name, code)| Message::GameAccept(GameAccept { name, code })),
        (
            0..10_000u32,
            square(),
            square(),
            prop::collection::vec(square(), 0..=MAX_CAPTURED)
        )
            .prop_map(|(seconds, from, to, captured)| Message::Move(MoveMessage {
                seconds,
                from,
                to,
                captured
            })),
        (
            prop::sample::select(vec![
                EndReason::Unknown,
                EndReason::SenderLoses,
                EndReason::Draw,
                EndReason::SenderWins
            ]),
            any::<bool>()
        )
            .prop_map(|(reason, stop)| Message::GameEnd(GameEnd { reason, stop })),
        (0..1000u32, color()).prop_map(|(move_number, turn)| Message::BackRequest(BackRequest {
            move_number,
            turn
        })),
        prop::sample::select(vec![
            BackCode::Done,
            BackCode::NotSupported,
            BackCode::Continue
        ])
        .prop_map(Message::BackAccept),
    ]
    .boxed()
}

proptest! {
    #[test]
    fn messages_read_back_through_the_framer_in_any_pieces(
        messages in prop::collection::vec(message(), 1..8),
        cuts in prop::collection::vec(1..40usize, 1..20),
    ) {
        let stream: Vec<u8> = messages.iter().flat_map(Message::to_frame).collect();
        let mut framer = Framer::new();
        let mut read = Vec::new();
        let mut rest = stream.as_slice();
        for cut in cuts.iter().cycle() {
            if rest.is_empty() {
                break;
            }
            let (piece, tail) = rest.split_at((*cut).min(rest.len()));
            framer.push(piece);
            rest = tail;
            while let Some(frame) = framer.next_message() {
                let frame = frame.expect("a written message fits");
                prop_assert!(frame.len() <= MAX_LEN);
                read.push(Message::parse(&frame).expect("a written message reads"));
            }
        }
        prop_assert_eq!(read, messages);
    }

    #[test]
    fn written_text_is_printable_ascii_of_legal_length(message in message()) {
        let text = message.to_string();
        prop_assert!(!text.is_empty() && text.len() <= MAX_LEN);
        prop_assert!(text.bytes().all(|b| (b' '..=b'~').contains(&b)));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let _ = Message::parse(&bytes);
        let mut framer = Framer::new();
        framer.push(&bytes);
        while let Some(frame) = framer.next_message() {
            if let Ok(frame) = frame {
                prop_assert!(!frame.is_empty() && frame.len() <= MAX_LEN);
                let _ = Message::parse(&frame);
            }
        }
    }

    #[test]
    fn near_valid_messages_never_panic(
        message in message(),
        at in any::<prop::sample::Index>(),
        byte in any::<u8>(),
    ) {
        let mut bytes = message.to_string().into_bytes();
        let i = at.index(bytes.len());
        bytes[i] = byte;
        if let Err(e) = Message::parse(&bytes) {
            prop_assert!(e.column >= 1 && e.column <= bytes.len() + 1, "{e}");
        }
        bytes.truncate(i);
        if let Err(e) = Message::parse(&bytes) {
            prop_assert!(e.column >= 1 && e.column <= bytes.len() + 1, "{e}");
        }
    }
}
