//! SVG plots of a report (feature `plots`): pure Rust, text drawn by the
//! viewer's fonts, so nothing needs system font libraries.

use crate::report::Report;
use crate::run::SimError;
use plotters::prelude::*;
use std::path::{Path, PathBuf};

const SIZE: (u32, u32) = (900, 500);
const FONT: (&str, u32) = ("sans-serif", 20);

/// Writes `rounds.svg` (games by rounds played, won games highlighted) and
/// `win_rate_by_rounds.svg` (the win rate of the games that lasted at
/// least `r` rounds, and the share of games that got that far) into `dir`.
/// A report without games draws nothing.
pub fn write_plots(report: &Report, dir: &Path) -> Result<Vec<PathBuf>, SimError> {
    if report.games == 0 {
        return Ok(Vec::new());
    }
    let rounds = dir.join("rounds.svg");
    rounds_histogram(report, &rounds).map_err(|e| SimError::Plot(format!("{}: {e}", rounds.display())))?;
    let by_rounds = dir.join("win_rate_by_rounds.svg");
    win_rate_by_rounds(report, &by_rounds).map_err(|e| SimError::Plot(format!("{}: {e}", by_rounds.display())))?;
    Ok(vec![rounds, by_rounds])
}

type PlotResult = Result<(), Box<dyn std::error::Error>>;

fn title(report: &Report, what: &str) -> String {
    format!("{} {} ({}, {} games): {what}", report.game, report.mission, report.bot, report.games)
}

/// The smallest and the largest rounds value.
fn round_span(report: &Report) -> (u32, u32) {
    let lo = report.rounds_histogram.first().map_or(0, |b| b.rounds);
    let hi = report.rounds_histogram.last().map_or(0, |b| b.rounds);
    (lo, hi)
}

fn rounds_histogram(report: &Report, path: &Path) -> PlotResult {
    let root = SVGBackend::new(path, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let (lo, hi) = round_span(report);
    let top = report.rounds_histogram.iter().map(|b| b.games).max().unwrap_or(1);
    let mut chart = ChartBuilder::on(&root)
        .caption(title(report, "rounds per game"), FONT)
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d((lo..hi).into_segmented(), 0u64..top + top / 10 + 1)?;
    chart.configure_mesh().disable_x_mesh().x_desc("rounds played").y_desc("games").draw()?;
    let all = BLUE.mix(0.35).filled();
    let won = GREEN.mix(0.9).filled();
    chart
        .draw_series(
            Histogram::vertical(&chart)
                .style(all)
                .margin(3)
                .data(report.rounds_histogram.iter().map(|b| (b.rounds, b.games))),
        )?
        .label("all games")
        .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], all));
    chart
        .draw_series(
            Histogram::vertical(&chart)
                .style(won)
                .margin(3)
                .data(report.rounds_histogram.iter().map(|b| (b.rounds, b.wins))),
        )?
        .label("won")
        .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], won));
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .border_style(BLACK)
        .background_style(WHITE.mix(0.8))
        .draw()?;
    root.present()?;
    Ok(())
}

fn win_rate_by_rounds(report: &Report, path: &Path) -> PlotResult {
    let root = SVGBackend::new(path, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let (lo, hi) = round_span(report);
    // Walk from the longest games down, accumulating "lasted at least r".
    let mut reached = 0u64;
    let mut reached_wins = 0u64;
    let mut win_rate = Vec::new();
    let mut survival = Vec::new();
    for b in report.rounds_histogram.iter().rev() {
        reached += b.games;
        reached_wins += b.wins;
        win_rate.push((b.rounds, reached_wins as f64 / reached as f64));
        survival.push((b.rounds, reached as f64 / report.games as f64));
    }
    win_rate.reverse();
    survival.reverse();
    let mut chart = ChartBuilder::on(&root)
        .caption(title(report, "win rate by rounds survived"), FONT)
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(lo..hi.max(lo + 1), 0.0..1.0)?;
    chart.configure_mesh().x_desc("rounds survived (at least)").y_desc("share of games").draw()?;
    chart
        .draw_series(LineSeries::new(win_rate, RED.stroke_width(2)))?
        .label("win rate of the games that lasted this long")
        .legend(|(x, y)| PathElement::new([(x, y), (x + 16, y)], RED.stroke_width(2)));
    chart
        .draw_series(LineSeries::new(survival, BLUE.stroke_width(2)))?
        .label("share of games that lasted this long")
        .legend(|(x, y)| PathElement::new([(x, y), (x + 16, y)], BLUE.stroke_width(2)));
    chart
        .configure_series_labels()
        // The survival curve starts top left and the win rate runs low:
        // the top right corner is the free one.
        .position(SeriesLabelPosition::UpperRight)
        .border_style(BLACK)
        .background_style(WHITE.mix(0.8))
        .draw()?;
    root.present()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{Labels, Report};
    use crate::{GameRecord, Tally};
    use std::time::Duration;

    fn record(index: u64, rounds: u32, won: bool) -> GameRecord {
        GameRecord {
            index,
            seed: index,
            won,
            finished: true,
            seats: 1,
            sides: vec![],
            winners: vec![],
            scores: vec![],
            rounds,
            steps: 1,
            chance_draws: 0,
            loss_cause: None,
            reason: String::new(),
            state_hash: 0,
            tally: Tally::new(),
        }
    }

    #[test]
    fn plots_survive_a_single_rounds_value() {
        let dir = std::env::temp_dir().join(format!("horde-sim-plots-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let labels = Labels { game: "g".into(), mission: "m".into(), bot: "b".into(), seed: 0 };
        let report = Report::from_records(labels, &[record(0, 3, true), record(1, 3, false)], Duration::ZERO);
        let files = write_plots(&report, &dir).unwrap();
        assert_eq!(files.len(), 2);
        for f in &files {
            let svg = std::fs::read_to_string(f).unwrap();
            assert!(svg.starts_with("<svg") && svg.contains("rounds"), "{}", f.display());
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
