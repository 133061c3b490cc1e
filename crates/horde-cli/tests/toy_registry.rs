//! A rule system registered in one line appears in every front end: the
//! testkit's toy game, added to the shipped list by the type below, is
//! listed by `horde rules`, simulated by `horde sim`, played in the
//! terminal and offered by the browser lobby, with no front-end code of
//! its own.

use horde_core::Game;
use horde_testkit::toy::Toy;
use std::io::{Read, Write};
use std::process::{Command, ExitCode};

/// The one line: the shipped rule systems and the toy.
type WithToy = horde_rules::Cons<Toy, horde_games::Standard>;

/// Runs `horde ARGS` with `WithToy` in a child process (this test binary
/// again, at the ignored entry point below) and returns its output.
fn horde(args: &str) -> (bool, String) {
    let exe = std::env::current_exe().expect("the test binary");
    let out = Command::new(exe)
        .args(["--exact", "horde_with_toy", "--ignored", "--nocapture", "--test-threads=1"])
        .env("HORDE_WITH_TOY_ARGS", args)
        .output()
        .expect("the child runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    (out.status.success(), stdout)
}

/// The `horde` command with the toy registered; run by [`horde`] only.
#[test]
#[ignore = "the child process of the other tests"]
fn horde_with_toy() {
    let args = std::env::var("HORDE_WITH_TOY_ARGS").expect("run through horde()");
    let argv = std::iter::once("horde").chain(args.split_whitespace());
    let code = horde_cli::run::<WithToy>(argv.map(str::to_owned));
    assert_eq!(code, ExitCode::SUCCESS, "horde {args}");
}

#[test]
fn the_toy_is_listed_by_horde_rules() {
    let (ok, out) = horde("rules");
    assert!(ok, "{out}");
    assert!(out.contains("toy-scavenge  Scavenge (toy)"), "{out}");
    assert!(out.contains("rue-morgue"), "the shipped systems stay: {out}");
}

#[test]
fn the_toy_is_simulated_by_horde_sim() {
    let (ok, out) = horde("sim toy-scavenge --games 50 --bot random --json");
    assert!(ok, "{out}");
    // The report is the one JSON line (the test harness may prefix it).
    let line = out.lines().find_map(|l| l.find('{').map(|i| &l[i..])).unwrap_or_else(|| panic!("a report: {out}"));
    let report: serde_json::Value = serde_json::from_str(line).expect("JSON");
    assert_eq!(report["games"], 50, "{report}");
}

#[test]
fn the_toy_plays_in_the_terminal() {
    struct Screen;
    impl horde_tui::games::TuiFn for Screen {
        type Output = String;
        fn call<G: horde_tui::TuiGame>(self) -> String {
            let opts = horde_tui::PlayOptions {
                game: Some(G::ID.into()),
                mission: None,
                players: None,
                humans: Some(vec![1]),
                seed: 3,
                lang: horde_tui::Lang::En,
                load: None,
                save: Some(std::env::temp_dir().join(format!("horde-toy-{}.json", std::process::id()))),
                bot: None,
            };
            let mut app = horde_tui::build::<G>(&opts).expect("the toy sets up");
            app.settle();
            let backend = ratatui::backend::TestBackend::new(120, 40);
            let mut term = ratatui::Terminal::new(backend).expect("test terminal");
            term.draw(|f| {
                let area = f.area();
                horde_tui::ui::draw(&app, area, f.buffer_mut());
            })
            .expect("draws");
            let buf = term.backend().buffer();
            (0..buf.area.height)
                .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
                .collect()
        }
    }
    let screen = horde_tui::games::dispatch::<WithToy, _>(Toy::ID, Screen).expect("the toy is registered");
    assert!(screen.contains("Scavenge"), "{:?}", screen.lines().filter(|l| !l.trim().is_empty()).collect::<Vec<_>>());
    // Its legal actions are in the menu, as the engine prints them.
    assert!(screen.contains("draw"), "{screen}");
}

#[test]
fn the_toy_is_offered_by_the_browser_lobby() {
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let dir = tempfile::tempdir().expect("temp dir");
    let games = rt.block_on(async {
        let config = horde_server::Config {
            addr: "127.0.0.1:0".parse().expect("address"),
            database: dir.path().join("toy.db").into(),
            catalog: horde_server::Catalog::of::<WithToy>(),
            bot_delay: std::time::Duration::ZERO,
            limits: horde_server::Limits::default(),
            allowed_hosts: Vec::new(),
        };
        let server = horde_server::start(config).await.expect("server starts");
        let addr = server.addr();
        let body = tokio::task::spawn_blocking(move || {
            let mut s = std::net::TcpStream::connect(addr).expect("connect");
            write!(s, "GET /api/games HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").expect("send");
            let mut out = String::new();
            s.read_to_string(&mut out).expect("read");
            out
        })
        .await
        .expect("request");
        server.stop().await;
        body
    });
    assert!(games.contains(r#""id":"toy-scavenge""#), "{games}");
}
