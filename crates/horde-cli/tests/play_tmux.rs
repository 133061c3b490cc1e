//! The real `horde` binary in a real terminal: tmux runs `horde play`, the
//! test types keys with `send-keys` and reads the screen with
//! `capture-pane`. It starts the tutorial, plays, undoes, saves, quits,
//! reloads the save and plays through a zombies' phase.
//!
//! CI installs tmux before the tests (`.ci/run`); without tmux the tests
//! fail rather than pass unrun.

mod tmux;

use std::time::Duration;
use tmux::{Tmux, key_for, key_in_line, press, require_tmux, shell, test_dir};

#[test]
fn play_undo_save_reload_and_a_zombies_phase_in_a_real_terminal() {
    require_tmux();
    let dir = test_dir("play");
    let save = dir.join("game.json");
    let t = Tmux::new("play");

    // Start the tutorial: the survivors are ours, seat 1 is asked to activate.
    t.start("a", &shell(&dir, "play rue-morgue --mission tutorial-1 --seed 7 --lang en --save game.json"));
    let s = t.wait_for("a", "Activate Katie");
    assert!(s.contains("Rue Morgue · Learning to fly"), "{s}");
    assert!(s.contains("Turn 1 · players' phase"), "{s}");
    assert!(s.contains("st4") && s.contains("EXIT"), "the board is drawn:\n{s}");

    // Activate Katie, move her, take it back, move elsewhere.
    press(&t, "a", &s, "Activate Katie");
    let s = t.wait_for("a", "Move st4 → st3");
    assert!(s.contains("Katie: 3 actions left"), "{s}");
    press(&t, "a", &s, "Move st4 → st3");
    let s = t.wait_for("a", "Katie moves st4 → st3");
    assert!(s.contains("Katie: 2 actions left"), "{s}");
    t.type_text("a", "u");
    let s = t.wait_for("a", "Undone: Move st4 → st3");
    assert!(s.contains("Katie: 3 actions left"), "undo gave the action back:\n{s}");
    press(&t, "a", &s, "Move st4 → st5");
    t.wait_for("a", "Katie moves st4 → st5");

    // Save (the prompt offers the --save path), then quit.
    t.type_text("a", "s");
    t.wait_for("a", "Save the game to");
    t.send("a", &["Enter"]);
    t.wait_for("a", "Game saved to");
    assert!(save.exists(), "the save file is written");
    t.type_text("a", "q");
    let s = t.wait_for("a", "[horde exited 0]");
    assert!(s.contains("Continue with: horde play --load"), "the save path is printed:\n{s}");

    // Reload: the same position, Katie still acting.
    t.start("b", &shell(&dir, "play --load game.json --lang en"));
    let s = t.wait_for("b", "Katie: 2 actions left");
    assert!(s.contains("st5"), "{s}");

    // End every activation; the zombies' phase plays, then turn 2 begins.
    let mut saw_zombies = false;
    for _ in 0..60 {
        let s = t.screen("b");
        if s.contains("Turn 2 · players' phase") {
            break;
        }
        if s.contains("zombies' phase") || s.contains("Zombies' phase") {
            saw_zombies = true;
            // Skip the rest of the animation.
            t.type_text("b", " ");
        } else if key_for(&s, "Activate").is_some() {
            press(&t, "b", &s, "Activate");
        } else if key_for(&s, "do nothing").is_some() {
            press(&t, "b", &s, "do nothing");
        } else if s.contains("actions left") {
            // "do nothing" is the menu's last item, scrolled out of view
            // behind a long list of moves: End selects it.
            t.send("b", &["End"]);
            t.wait_for("b", "RM-NOTHING-1");
            t.send("b", &["Enter"]);
        }
        std::thread::sleep(Duration::from_millis(400));
    }
    let s = t.wait_for("b", "Turn 2 · players' phase");
    assert!(saw_zombies, "the zombies' phase was shown on screen");
    assert!(s.contains("End phase: noise tokens removed"), "the log tells the end phase:\n{s}");

    // Ctrl-C: the terminal is restored and the game saved, its path printed.
    t.send("b", &["C-c"]);
    let s = t.wait_for("b", "[horde exited 0]");
    assert!(s.contains("Interrupted (Ctrl-C)") && s.contains("game.json"), "{s}");
    let text = std::fs::read_to_string(&save).expect("saved on Ctrl-C");
    assert!(text.contains("\"game\": \"rue-morgue\""), "a core match file");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Grid Siege on a real terminal: the person plays the humans (seat 2)
/// against the zombie bot. Places the humans, moves one, undoes, plays a
/// whole round through the zombies' phase, and checks that the zombie
/// hand stays hidden from the humans' seat.
#[test]
fn grid_siege_humans_against_the_zombie_bot_in_a_real_terminal() {
    require_tmux();
    let dir = test_dir("gs");
    let t = Tmux::new("gs");
    t.start("g", &shell(&dir, "play grid-siege --seed 3 --lang en --seats 2 --save gs.json"));
    let s = t.wait_for("g", "Place H1");
    assert!(s.contains("Grid Siege · Six sheets"), "{s}");
    assert!(s.contains("Round 0 · setup"), "{s}");
    assert!(s.contains("A  B  C  D") && s.contains("x▪"), "the board with its search squares is drawn:\n{s}");
    assert!(s.contains("Zombie hand: 12 cards (hidden)"), "four humans, three cards each (GS-SETUP-5):\n{s}");
    assert!(!s.contains("is dealt “"), "the humans' seat never sees a zombie card's name:\n{s}");

    // Place the four humans on the first square offered, then H1 acts.
    let mut s = s;
    for _ in 0..80 {
        if s.contains("actions left") {
            break;
        }
        if let Some(k) = key_for(&s, "Place H").or_else(|| key_in_line(&s, "takes his turn")) {
            t.type_text("g", &k);
        }
        std::thread::sleep(Duration::from_millis(500));
        s = t.screen("g");
    }
    let s = t.wait_for("g", "H1 Medic: 2 actions left");
    assert!(s.contains("H1 ") && s.contains("Round 1 · humans' phase"), "{s}");
    assert!(s.contains("GS-MOVE-2 · Move A1"), "the menu cites the rule:\n{s}");

    press(&t, "g", &s, "Move A1 → C1");
    let s = t.wait_for("g", "H1 Medic moves A1 → C1");
    assert!(s.contains("H1 Medic: 1 action left"), "{s}");
    t.type_text("g", "u");
    let s = t.wait_for("g", "Undone: Move A1 → C1");
    assert!(s.contains("H1 Medic: 2 actions left"), "undo gave the action back:\n{s}");

    // Every human ends his turn; the zombies' phase spawns and moves.
    let mut saw_zombies = false;
    for _ in 0..80 {
        let s = t.screen("g");
        if s.contains("Round 2 · humans' phase") {
            break;
        }
        if s.contains("zombies' phase") {
            saw_zombies = true;
            t.type_text("g", " ");
        } else if key_for(&s, "End the turn").is_some() {
            press(&t, "g", &s, "End the turn");
        } else if let Some(k) = key_in_line(&s, "takes his turn") {
            t.type_text("g", &k);
        }
        std::thread::sleep(Duration::from_millis(400));
    }
    let s = t.wait_for("g", "Round 2 · humans' phase");
    assert!(saw_zombies, "the zombies' phase was shown");
    assert!(s.contains("Z "), "zombies stand on the board:\n{s}");
    assert!(s.contains("Zombie hand: 12 cards (hidden)"), "{s}");

    t.type_text("g", "q");
    let s = t.wait_for("g", "[horde exited 0]");
    assert!(s.contains("gs.json"), "{s}");
    let text = std::fs::read_to_string(dir.join("gs.json")).expect("saved on quitting");
    assert!(text.contains("\"game\": \"grid-siege\""), "a core match file");

    // The same game in Russian.
    t.start("r", &shell(&dir, "play grid-siege --seed 3 --lang ru --seats 2 --save ru.json"));
    let s = t.wait_for("r", "Поставьте Ч1");
    assert!(s.contains("Осада на клетках · Шесть листов") && s.contains("Раунд 0 · подготовка"), "{s}");
    // The team reads in Russian letters: humans are Ч, not H.
    assert!(s.contains("Ч1 Медик"), "{s}");
    t.type_text("r", "q");
    t.wait_for("r", "[horde exited 0]");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A rule-aware bot at a real terminal: the person plays seat 2 of the
/// tutorial, seat 1 goes to the rollout search (`--bots`, the alias of
/// `--bot`); the log names it, it plays its survivors with the screen
/// following, and the keyboard comes to seat 2. A bot the game does not
/// offer is refused before the screen opens, with what is offered.
#[test]
fn a_search_bot_plays_a_seat_in_a_real_terminal() {
    require_tmux();
    let dir = test_dir("bot");
    let t = Tmux::new("bot");
    let args = "play rue-morgue --mission tutorial-1 --players 2 --seats 2 --bots rollout:quick --seed 5 --lang en --save b.json";
    t.start("b", &shell(&dir, args));
    // Skip the bot's animation; its turn ends at the person's decision.
    for _ in 0..40 {
        let s = t.screen("b");
        if s.contains("Actions · seat 2") {
            break;
        }
        t.type_text("b", " ");
        std::thread::sleep(Duration::from_millis(300));
    }
    let s = t.wait_for("b", "Actions · seat 2");
    assert!(s.contains("Turn 1 · players' phase"), "{s}");
    t.type_text("b", "q");
    t.wait_for("b", "[horde exited 0]");
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("b.json")).expect("saved on quitting")).unwrap();
    let by_bot = saved["actions"].as_array().unwrap().iter().filter(|e| e["actor"] == serde_json::json!({"seat": 0}));
    assert!(by_bot.count() >= 3, "the bot played seat 1's survivors");

    t.start("e", &shell(&dir, "play rue-morgue --bot alphazero"));
    let s = t.wait_for("e", "[horde exited");
    assert!(s.contains("unknown bot \"alphazero\""), "{s}");
    assert!(s.contains("rue-morgue offers random, heuristic, rollout[:quick|normal|strong]"), "{s}");
    let _ = std::fs::remove_dir_all(&dir);
}
