//! `horde play`: set up (or load) a match, run the game screen, and save
//! on the way out.

use crate::app::{App, Quit};
use crate::game_ui::TuiGame;
use crate::games::{TuiFn, dispatch};
use crate::i18n::{Lang, Tr};
use crate::session::{Session, match_from_file, read_file};
use crate::terminal::{self, Ended, Screen};
use crate::{tr, ui};
use horde_core::Match;
use horde_rules::Registry;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What `horde play` was asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayOptions {
    /// The rule system; may be left out with `load`.
    pub game: Option<String>,
    pub mission: Option<String>,
    /// How many seats (players) the match has; the rule system's smallest
    /// table when not given.
    pub players: Option<u8>,
    /// Seats people play, numbered from 1; `None` means all of them.
    pub humans: Option<Vec<u8>>,
    pub seed: u64,
    pub lang: Lang,
    /// A save file to continue.
    pub load: Option<PathBuf>,
    /// Where `s` saves and where the game is saved on quitting.
    pub save: Option<PathBuf>,
    /// The bots of the seats nobody plays (see [`crate::bot::specs`]):
    /// `random`, `heuristic`, `rollout[:quick|normal|strong]`,
    /// `mcts[:quick|normal|strong]` or full settings, one for every seat
    /// or one per seat separated by `/`. When not given: the heuristic
    /// where the rule system has a policy, else random.
    pub bot: Option<String>,
}

/// How a session of play ended, for the command to report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayReport {
    /// Where the game was saved on the way out.
    pub saved: Option<PathBuf>,
    /// A line for the terminal after the screen closes.
    pub summary: String,
}

/// Runs the game screen. Errors are messages for the user.
pub fn play<R: Registry>(opts: &PlayOptions) -> Result<PlayReport, String> {
    let file = match &opts.load {
        Some(path) => Some(read_file(path).map_err(|e| e.to_string())?),
        None => None,
    };
    let game = match (&opts.game, &file) {
        (Some(g), Some(f)) if *g != f.game => {
            return Err(format!("the save file holds a {} match, not {g}", f.game));
        }
        (Some(g), _) => g.clone(),
        (None, Some(f)) => f.game.clone(),
        (None, None) => return Err("name the game to play (e.g. rue-morgue) or a save file with --load".into()),
    };
    dispatch::<R, _>(&game, Run { opts: opts.clone() })?
}

struct Run {
    opts: PlayOptions,
}

impl TuiFn for Run {
    type Output = Result<PlayReport, String>;
    fn call<G: TuiGame>(self) -> Self::Output {
        let app = build::<G>(&self.opts)?;
        run_app(app)
    }
}

/// The app for `opts`, ready to run (also used by the tests).
pub fn build<G: TuiGame>(opts: &PlayOptions) -> Result<App<G>, String> {
    let (m, default_save) = match &opts.load {
        Some(path) => {
            let file = read_file(path).map_err(|e| e.to_string())?;
            (match_from_file::<G>(&file, path).map_err(|e| e.to_string())?, path.clone())
        }
        None => {
            let mission = opts.mission.clone().or_else(|| G::missions().first().map(|m| m.id.clone()));
            let Some(mission) = mission else { return Err(format!("{} has no mission to play", G::ID)) };
            // The smallest table the rule system allows (Grid Siege needs a zombie
            // player besides the humans).
            let seats = opts.players.unwrap_or(*G::seat_range().start());
            let setup = G::default_setup(&mission, seats)?;
            let m = Match::<G>::new(setup, opts.seed).map_err(|e| e.to_string())?;
            (m, PathBuf::from(format!("horde-{}-{mission}-{}.json", G::ID, opts.seed)))
        }
    };
    let n = horde_core::Game::num_seats(m.state());
    let humans: Vec<bool> = match &opts.humans {
        None => vec![true; n],
        Some(list) => {
            if let Some(bad) = list.iter().find(|&&s| s == 0 || s as usize > n) {
                return Err(format!("there is no seat {bad}: this match has seats 1 to {n}"));
            }
            (1..=n).map(|s| list.contains(&(s as u8))).collect()
        }
    };
    let save = opts.save.clone().unwrap_or(default_save);
    let specs = crate::bot::specs::<G>(opts.bot.as_deref(), n)?;
    let bots = crate::bot::build::<G>(&specs, m.seed())?;
    let mut app = App::new(Session::with_bots(m, &humans, bots), Tr::new(opts.lang), save);
    if let Some(path) = &opts.load {
        app.note_loaded(path);
    }
    for (s, spec) in specs.iter().enumerate() {
        if !humans[s] {
            app.note_bot(horde_core::Seat(s as u8), spec);
        }
    }
    Ok(app)
}

impl<G: TuiGame> Screen for App<G> {
    fn draw(&self, area: Rect, buf: &mut Buffer) {
        ui::draw(self, area, buf);
    }
    fn handle_key(&mut self, key: KeyEvent) {
        App::handle_key(self, key);
    }
    fn update(&mut self, now: Instant) {
        App::update(self, now);
    }
    fn wants_update_at(&self) -> Option<Instant> {
        App::wants_update_at(self)
    }
    fn done(&self) -> bool {
        self.quit_reason().is_some()
    }
}

fn run_app<G: TuiGame>(mut app: App<G>) -> Result<PlayReport, String> {
    let ended = terminal::run(&mut app).map_err(|e| format!("cannot use the terminal: {e}"))?;
    let tr = Tr::new(app_lang(&app));
    // Whatever ended the screen, the game is saved so nothing is lost.
    let path = app.save_path().clone();
    let saved = app.session().save(&path).is_ok().then_some(path.clone());
    let mut summary = match (ended, app.quit_reason()) {
        (Ended::Panicked, _) => tr!(tr, "exit-crashed"),
        (_, Some(Quit::Interrupted)) => tr!(tr, "exit-interrupted"),
        _ if app.is_over() => tr!(tr, "exit-over"),
        _ => tr!(tr, "exit-quit"),
    };
    summary.push('\n');
    summary.push_str(&match &saved {
        Some(p) => tr!(tr, "exit-saved", path = display(p)),
        None => tr!(tr, "exit-not-saved", path = display(&path)),
    });
    Ok(PlayReport { saved, summary })
}

fn app_lang<G: TuiGame>(app: &App<G>) -> Lang {
    app.tr.lang()
}

fn display(p: &Path) -> String {
    // An absolute path, so the player can find the file from anywhere.
    std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf()).display().to_string()
}
