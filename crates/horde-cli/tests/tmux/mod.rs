//! Shared by the terminal tests: the real `horde` binary in a private tmux
//! server, keys typed with `send-keys`, the screen read with
//! `capture-pane`, and the menu's quick keys found on that screen.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const HORDE: &str = env!("CARGO_BIN_EXE_horde");
const WAIT: Duration = Duration::from_secs(30);

/// A private tmux server (its own socket), killed when dropped.
pub struct Tmux {
    socket: String,
}

impl Tmux {
    pub fn new(name: &str) -> Self {
        Self { socket: format!("horde-test-{}-{name}", std::process::id()) }
    }

    fn cmd(&self) -> Command {
        let mut c = Command::new("tmux");
        // -u: UTF-8 whatever the locale, so box drawing and Cyrillic survive.
        c.args(["-u", "-L", &self.socket, "-f", "/dev/null"]);
        c.env_remove("TMUX");
        // A bare CI environment may have no TERM; tmux wants one.
        if std::env::var_os("TERM").is_none() {
            c.env("TERM", "xterm-256color");
        }
        c
    }

    /// Runs `shell` in a new 160×50 session named `session`.
    pub fn start(&self, session: &str, shell: &str) {
        let ok = self
            .cmd()
            .args(["new-session", "-d", "-x", "160", "-y", "50", "-s", session, shell])
            .status()
            .expect("tmux runs");
        assert!(ok.success(), "tmux new-session failed");
    }

    pub fn send(&self, session: &str, keys: &[&str]) {
        let ok = self.cmd().args(["send-keys", "-t", session]).args(keys).status().expect("tmux send-keys");
        assert!(ok.success(), "send-keys {keys:?}");
    }

    /// Types characters literally (no key-name lookup).
    pub fn type_text(&self, session: &str, text: &str) {
        let ok = self.cmd().args(["send-keys", "-t", session, "-l", text]).status().expect("tmux send-keys -l");
        assert!(ok.success(), "send-keys -l {text:?}");
    }

    pub fn screen(&self, session: &str) -> String {
        let out = self.cmd().args(["capture-pane", "-p", "-t", session]).output().expect("tmux capture-pane");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Waits until the screen contains `needle`; returns that screen.
    pub fn wait_for(&self, session: &str, needle: &str) -> String {
        let start = horde_tui::clock::now();
        loop {
            let s = self.screen(session);
            if s.contains(needle) {
                return s;
            }
            if start.elapsed() > WAIT {
                panic!("timed out waiting for {needle:?}; the screen:\n{s}");
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        // Only this test's own server, by its socket name.
        let _ = self.cmd().arg("kill-server").status();
    }
}

/// The terminal tests drive the real binary in tmux; without it they fail
/// rather than pass unrun (`scripts/test` installs it).
pub fn require_tmux() {
    let found = Command::new("tmux").arg("-V").output().is_ok_and(|o| o.status.success());
    assert!(found, "tmux is not installed: run the tests with scripts/test, which installs it");
}

/// The quick key the menu shows for the first item containing `label`.
pub fn key_for(screen: &str, label: &str) -> Option<String> {
    screen.lines().find_map(|line| {
        let before = &line[..line.find(label)?];
        let key = before[before.rfind('[')? + 1..].strip_suffix("] ")?;
        (key.chars().count() == 1).then(|| key.to_owned())
    })
}

/// The quick key of the first menu item whose label contains `part`
/// anywhere ("[2] H2 Soldier takes his turn").
pub fn key_in_line(screen: &str, part: &str) -> Option<String> {
    screen.lines().filter(|line| line.contains(part)).find_map(|line| {
        let start = line.find('[')? + 1;
        let key = &line[start..start + line[start..].find("] ")?];
        (key.chars().count() == 1).then(|| key.to_owned())
    })
}

pub fn press(t: &Tmux, s: &str, screen: &str, label: &str) {
    let k = key_for(screen, label).unwrap_or_else(|| panic!("no key for {label:?} on the screen:\n{screen}"));
    t.type_text(s, &k);
}

pub fn shell(dir: &Path, args: &str) -> String {
    // After the game closes, keep the pane so its last words can be read.
    format!("cd '{}' && '{HORDE}' {args}; echo \"[horde exited $?]\"; sleep 600", dir.display())
}

/// An empty folder of this test process for `name`: each test its own, as
/// the tests of one binary run side by side.
pub fn test_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("horde-tmux-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

/// Plays the game on `session` to its end from the keyboard and returns
/// the last screen and how many actions were chosen. At each of the
/// people's decisions the menu's first item is selected (Home), then the
/// n-th below it (n from `picks`, the menu stopping at its last item),
/// and Enter plays it; a hot seat's "pass the keyboard" screen gets Enter
/// and the bots' and dice's play gets space, which skips to the next
/// decision. `after(chosen, screen)` runs after every choice.
pub fn play_to_end(
    t: &Tmux,
    session: &str,
    picks: &mut horde_core::HordeRng,
    budget: Duration,
    mut after: impl FnMut(usize, &str),
) -> (String, usize) {
    let start = horde_tui::clock::now();
    let mut chosen = 0;
    loop {
        let s = t.screen(session);
        assert!(
            start.elapsed() < budget,
            "the game did not end within {budget:?} ({chosen} choices); the screen:\n{s}"
        );
        if s.contains("Game over") {
            return (s, chosen);
        }
        if s.contains("Pass the keyboard") {
            t.send(session, &["Enter"]);
        } else if s.contains("Please wait") {
            t.type_text(session, " ");
        } else if s.contains("Actions · seat") {
            t.send(session, &["Home"]);
            for _ in 0..picks.below(6) {
                t.send(session, &["Down"]);
            }
            t.send(session, &["Enter"]);
            chosen += 1;
            wait_change(t, session, &s);
            after(chosen, &t.screen(session));
            continue;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Waits (a few seconds at most) for the screen to differ from `before`.
fn wait_change(t: &Tmux, session: &str, before: &str) {
    let start = horde_tui::clock::now();
    while t.screen(session) == before && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Saves `screen` as `name`.txt in the folder named by
/// `HORDE_SCREENSHOTS`, when that variable is set, to look at later.
pub fn keep_screen(name: &str, screen: &str) {
    let Some(dir) = std::env::var_os("HORDE_SCREENSHOTS") else { return };
    std::fs::create_dir_all(&dir).expect("the screenshot folder");
    std::fs::write(Path::new(&dir).join(format!("{name}.txt")), screen).expect("a screen capture");
}
