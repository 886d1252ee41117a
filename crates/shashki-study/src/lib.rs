//! Studying draughts with the engine: the features a player uses to learn, built on
//! `shashki-engine`'s searches and knowing nothing of its insides. [`coach`] checks a move
//! against the four ideas taught to beginners, [`review`] judges every move of a whole game,
//! [`puzzle`] finds, stores and judges combinations from real games, [`book`] makes the opening
//! books the engine plays from.
//!
//! The crates depend one way: study → engine → rules (docs/ARCHITECTURE.md).

pub mod book;
pub mod coach;
pub mod puzzle;
pub mod review;
