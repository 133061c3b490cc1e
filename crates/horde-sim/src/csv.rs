//! Per-game results as CSV (RFC 4180), one row per game in index order,
//! for spreadsheets and for redrawing plots elsewhere.

use crate::play::GameRecord;
use std::collections::BTreeSet;
use std::io::{self, Write};

/// The fixed columns; one column per tally key follows, in key order.
pub const CSV_COLUMNS: [&str; 12] = [
    "index",
    "seed",
    "won",
    "finished",
    "winners",
    "scores",
    "rounds",
    "steps",
    "chance_draws",
    "loss_cause",
    "reason",
    "state_hash",
];

/// Writes `records` as CSV. Seat lists and scores are space-separated
/// inside their cell; the state hash is 16 hex digits.
pub fn write_csv<W: Write>(records: &[GameRecord], mut out: W) -> io::Result<()> {
    let keys: BTreeSet<&str> = records.iter().flat_map(|r| r.tally.keys()).collect();
    let header = CSV_COLUMNS.iter().copied().chain(keys.iter().copied());
    write_row(&mut out, header)?;
    for r in records {
        let join = |v: &mut dyn Iterator<Item = String>| v.collect::<Vec<_>>().join(" ");
        let fixed = [
            r.index.to_string(),
            r.seed.to_string(),
            r.won.to_string(),
            r.finished.to_string(),
            join(&mut r.winners.iter().map(u8::to_string)),
            join(&mut r.scores.iter().map(i32::to_string)),
            r.rounds.to_string(),
            r.steps.to_string(),
            r.chance_draws.to_string(),
            r.loss_cause.clone().unwrap_or_default(),
            r.reason.clone(),
            format!("{:016x}", r.state_hash),
        ];
        let tallies = keys.iter().map(|k| r.tally.get(k).to_string());
        write_row(&mut out, fixed.into_iter().chain(tallies))?;
    }
    out.flush()
}

fn write_row<W: Write, S: AsRef<str>>(out: &mut W, cells: impl Iterator<Item = S>) -> io::Result<()> {
    for (i, cell) in cells.enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        write_cell(out, cell.as_ref())?;
    }
    out.write_all(b"\r\n")
}

/// Quotes a cell when it holds a comma, a quote or a line break, doubling
/// inner quotes.
fn write_cell<W: Write>(out: &mut W, cell: &str) -> io::Result<()> {
    if cell.contains([',', '"', '\n', '\r']) {
        write!(out, "\"{}\"", cell.replace('"', "\"\""))
    } else {
        out.write_all(cell.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_only_when_needed() {
        let mut out = Vec::new();
        write_row(&mut out, ["plain", "a,b", "say \"hi\"", "two\nlines"].into_iter()).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n");
    }
}
