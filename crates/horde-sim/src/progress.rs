//! An optional progress bar (feature `progress`).

/// Counts finished games on a bar on stderr, when asked for, built with
/// the `progress` feature, and stderr is a terminal; otherwise nothing.
#[derive(Clone, Debug)]
pub(crate) struct Progress {
    #[cfg(feature = "progress")]
    bar: Option<indicatif::ProgressBar>,
}

impl Progress {
    #[cfg(feature = "progress")]
    pub fn new(wanted: bool, games: u64) -> Self {
        use std::io::IsTerminal;
        // Checked here rather than left to indicatif so that logs and pipes
        // never get escape sequences, whatever the library's defaults.
        let bar = (wanted && std::io::stderr().is_terminal()).then(|| {
            let bar = indicatif::ProgressBar::with_draw_target(Some(games), indicatif::ProgressDrawTarget::stderr());
            if let Ok(style) = indicatif::ProgressStyle::with_template(
                "{elapsed_precise} [{wide_bar}] {pos}/{len} games, {per_sec}, eta {eta}",
            ) {
                bar.set_style(style);
            }
            bar
        });
        Self { bar }
    }

    #[cfg(not(feature = "progress"))]
    pub fn new(_wanted: bool, _games: u64) -> Self {
        Self {}
    }

    pub fn inc(&self) {
        #[cfg(feature = "progress")]
        if let Some(bar) = &self.bar {
            bar.inc(1);
        }
    }

    pub fn finish(&self) {
        #[cfg(feature = "progress")]
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
