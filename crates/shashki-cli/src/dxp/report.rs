//! What the games gave: a line per game on standard output, the score at the end, and the
//! games in a PDN file if asked.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use shashki::{Color, Outcome};

use super::game::Finished;
use crate::error::CliError;

/// The games played so far.
pub struct Report {
    name: String,
    pdn: Option<(PathBuf, BufWriter<File>)>,
    games: u32,
    /// Wins, draws, losses and unfinished games, ours.
    score: [u32; 4],
    faults: u32,
}

impl Report {
    /// A report for the player `name`, writing games to `pdn` when given.
    ///
    /// # Errors
    /// A PDN file that cannot be created.
    pub fn new(name: &str, pdn: Option<&Path>) -> Result<Report, CliError> {
        let pdn = match pdn {
            Some(path) => Some((
                path.to_path_buf(),
                BufWriter::new(File::create(path).map_err(|e| write_error(path, &e))?),
            )),
            None => None,
        };
        Ok(Report {
            name: name.to_string(),
            pdn,
            games: 0,
            score: [0; 4],
            faults: 0,
        })
    }

    /// Games played.
    pub fn games(&self) -> u32 {
        self.games
    }

    /// Records a game in which we played `ours` against `opponent`: prints its line and
    /// writes it to the PDN file.
    ///
    /// # Errors
    /// The PDN file cannot be written.
    pub fn add(
        &mut self,
        finished: &Finished,
        opponent: &str,
        ours: Color,
    ) -> Result<(), CliError> {
        self.games += 1;
        let slot = match finished.game.outcome() {
            Outcome::Win { winner, .. } if winner == ours => 0,
            Outcome::Draw(_) => 1,
            Outcome::Win { .. } => 2,
            Outcome::Ongoing => 3,
        };
        self.score[slot] += 1;
        self.faults += u32::from(finished.is_fault());
        let (white, black) = match ours {
            Color::White => (self.name.as_str(), opponent),
            Color::Black => (opponent, self.name.as_str()),
        };
        println!(
            "game {}: {} {} after {} plies, {white} (white) - {black} (black)",
            self.games,
            finished.result(),
            finished.termination(),
            finished.game.moves().len()
        );
        let Some((path, out)) = self.pdn.as_mut() else {
            return Ok(());
        };
        let tags: Vec<(String, String)> = [
            ("Event", "shashki dxp"),
            ("Round", &self.games.to_string()),
            ("White", white),
            ("Black", black),
            ("Result", finished.result()),
            ("Termination", &finished.termination()),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        let record = shashki_pdn::record_line(
            &tags,
            &finished.game.start(),
            finished.game.moves(),
            Some(finished.result()),
        );
        shashki_pdn::write_game(out, &record)
            .and_then(|()| out.flush())
            .map_err(|e| write_error(path, &e))
    }

    /// Prints the score.
    ///
    /// # Errors
    /// When a game ended by a fault (an illegal move, a lost connection), so that scripts
    /// notice.
    pub fn finish(&self) -> Result<(), CliError> {
        let [wins, draws, losses, unfinished] = self.score;
        println!(
            "{}: {} games, {wins} won, {draws} drawn, {losses} lost, {unfinished} unfinished",
            self.name, self.games
        );
        if self.faults > 0 {
            return Err(CliError::Failure(format!(
                "{} game(s) ended by an illegal move or a lost connection",
                self.faults
            )));
        }
        Ok(())
    }
}

fn write_error(path: &Path, e: &std::io::Error) -> CliError {
    CliError::Failure(format!("cannot write {}: {e}", path.display()))
}
