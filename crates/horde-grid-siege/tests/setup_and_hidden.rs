//! Setup (GS-SETUP), hidden information, encoding and content validation.

mod common;
use common::*;
use horde_core::{Actor, Decision, Game, HordeRng, Match, Seat, Viewer, rng::stream};
use horde_grid_siege::content::{FILES, parse_content};
use horde_grid_siege::position::Scenario;
use horde_grid_siege::{Action, CharacterDeal, Event, GridSiege, Pending, Placement, Setup};

/// Rules: GS-SETUP-3, GS-SETUP-4, GS-SETUP-5, GS-SETUP-6, GS-GAP-24.
#[test]
fn gs_setup_3_to_6_random_setup_deals_and_places() {
    let setup = Setup { humans: 3, ..Setup::default() };
    let mut g = GridSiege::new(&setup).unwrap();
    assert_eq!(g.decision(), Decision::Chance);
    for i in 0..3 {
        act(&mut g, Action::Character(i));
    }
    // GS-SETUP-5: 3 zombie cards per character, hidden.
    for _ in 0..9 {
        let mut o = Vec::new();
        g.chance_outcomes(&mut o);
        act(&mut g, o[0].0);
    }
    assert_eq!(g.zombie_hand_size(), 9);
    for h in 0..3u8 {
        roll(&mut g, 5);
        assert_eq!(g.pending(), Pending::PlaceHuman { human: h, sheet: 5 });
        assert_eq!(g.decision(), Decision::Seat(Seat(1)));
        let squares = g.human_start_squares(5);
        let m = &horde_grid_siege::content::content().map;
        assert!(squares.iter().all(|q| m.sq(*q).room == 0 && m.hood_distance(*q) >= 4), "GS-SETUP-7");
        assert_eq!(refused(&g, Action::Place(p(11, 12))), "GS-SETUP-7");
        act(&mut g, Action::Place(squares[0]));
    }
    assert_eq!(g.round(), 1);
    assert!(g.humans().iter().all(|h| h.lives == 4), "GS-SETUP-4");
}

/// Rules: GS-SETUP-8.
#[test]
fn gs_setup_8_edge_placement_and_chosen_characters() {
    let setup = Setup { humans: 1, characters: CharacterDeal::Choose, placement: Placement::Edge, ..Setup::default() };
    let mut g = GridSiege::new(&setup).unwrap();
    assert_eq!(g.decision(), Decision::Seat(Seat(1)));
    act(&mut g, Action::Character(0));
    for _ in 0..3 {
        let mut o = Vec::new();
        g.chance_outcomes(&mut o);
        act(&mut g, o[0].0);
    }
    assert_eq!(g.pending(), Pending::PlaceHuman { human: 0, sheet: 0 });
    assert_eq!(refused(&g, Action::Place(p(5, 19))), "GS-SETUP-7");
    act(&mut g, Action::Place(p(0, 21)));
}

/// Rules: GS-SETUP-1.
#[test]
fn gs_setup_1_bad_setups_are_refused() {
    assert!(GridSiege::new(&Setup { humans: 0, ..Setup::default() }).is_err());
    assert!(GridSiege::new(&Setup { humans: 2, human_seats: 3, ..Setup::default() }).is_err());
    let g = GridSiege::new(&Setup { humans: 4, human_seats: 2, ..Setup::default() }).unwrap();
    assert_eq!(g.num_seats(), 3);
}

#[test]
fn zombie_hand_is_hidden_from_humans_and_resampled() {
    let mut m: Match<GridSiege> = Match::new(Setup { humans: 3, ..Setup::default() }, 7).unwrap();
    let mut ev = Vec::new();
    let mut seen = Vec::new();
    while m.decision() == Decision::Chance {
        m.resolve_chance(&mut ev);
    }
    for e in &ev {
        if let Event::ZombieCardDealt { .. } = e {
            let human_view = m.state().event_view(e, Viewer::Seat(Seat(1))).unwrap();
            assert_eq!(human_view, Event::ZombieCardDealt { card: None });
            seen.push(m.state().event_view(e, Viewer::Seat(Seat(0))).unwrap());
        }
    }
    assert_eq!(seen.len(), 9);
    assert!(seen.iter().all(|e| matches!(e, Event::ZombieCardDealt { card: Some(_) })));
    let g = m.state();
    assert!(g.view(Viewer::Seat(Seat(1))).zombie_hand.is_none());
    assert!(g.view(Viewer::Spectator).zombie_hand.is_none());
    assert!(g.view(Viewer::Seat(Seat(0))).zombie_hand.is_some());
    let mut rng = HordeRng::new(3, stream::TEST);
    let mut differs = false;
    for _ in 0..20 {
        let r = g.resample_hidden(Viewer::Seat(Seat(1)), &mut rng);
        assert_eq!(r.view(Viewer::Seat(Seat(1))), g.view(Viewer::Seat(Seat(1))));
        assert_eq!(r.zombie_hand_size(), g.zombie_hand_size());
        differs |= r.zombie_hand() != g.zombie_hand();
    }
    assert!(differs, "the hand is redrawn");
    assert_eq!(g.resample_hidden(Viewer::Seat(Seat(0)), &mut rng).state_hash(), g.state_hash());
}

#[test]
fn actions_round_trip_and_print() {
    let g = Scenario::new().human("student", p(11, 20)).holding("pistol").zombie(p(11, 18)).turn_of(0).build().unwrap();
    for a in legal(&g) {
        assert_eq!(GridSiege::decode_action(GridSiege::encode_action(a)), Some(a));
        assert!(!a.to_string().is_empty());
    }
    assert_eq!(Action::Move(p(2, 4)).to_string(), "move to C5");
    assert_eq!(GridSiege::decode_action(u32::MAX), None);
}

#[test]
fn replays_are_deterministic() {
    let run = |seed| {
        let mut m: Match<GridSiege> = Match::new(Setup::default(), seed).unwrap();
        let mut rng = HordeRng::new(seed, stream::AI);
        let mut ev = Vec::new();
        let mut legal = Vec::new();
        for _ in 0..400 {
            match m.decision() {
                Decision::Terminal => break,
                Decision::Chance => {
                    m.resolve_chance(&mut ev);
                }
                Decision::Seat(s) => {
                    legal.clear();
                    m.state().legal_actions(&mut legal);
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    m.act(Actor::Seat(s), a, &mut ev).unwrap();
                }
            }
        }
        m
    };
    let a = run(11);
    let b = run(11);
    assert_eq!(a.state().state_hash(), b.state().state_hash());
    let file = a.to_file();
    let c = Match::<GridSiege>::from_file(&file).expect("replays");
    assert_eq!(c.state().state_hash(), a.state().state_hash());
}

#[test]
fn embedded_content_is_valid() {
    let c = parse_content(&FILES).expect("valid");
    assert_eq!(c.characters.len(), 14, "GS-COMP-3");
    assert_eq!(c.map.sheet_count, 6, "GS-COMP-1");
    assert_eq!(c.map.car.squares.len(), 8);
    assert_eq!(c.map.car.doors.len(), 2);
    assert!(c.characters.iter().any(|ch| ch.id == "bum" && c.things[usize::from(ch.preferred)].id == "nail_board"));
}

fn with(file: &str, from: &str, to: &str) -> Vec<(&'static str, String)> {
    FILES.iter().map(|(n, t)| (*n, if *n == file { t.replacen(from, to, 1) } else { (*t).to_owned() })).collect()
}

fn errors(files: &[(&'static str, String)]) -> Vec<String> {
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
    match parse_content(&refs) {
        Ok(_) => Vec::new(),
        Err(e) => e.iter().map(ToString::to_string).collect(),
    }
}

#[test]
fn content_errors_name_file_line_and_field() {
    let e = errors(&with("decks.toml", "thing = \"pistol\"", "thing = \"bazooka\""));
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].starts_with("decks.toml:"), "{e:?}");
    assert!(e[0].contains("thing") && e[0].contains("bazooka"), "{e:?}");
    let line: usize = e[0].split(':').nth(1).unwrap().parse().unwrap();
    assert!(line > 1);

    let e = errors(&with("things.toml", "range = 6", "range = 600"));
    assert!(e[0].starts_with("things.toml:") && e[0].contains("range"), "{e:?}");
    let e = errors(&with("things.toml", "firearm = true", "firearms = true"));
    assert!(e[0].starts_with("things.toml:") && e[0].contains("firearms"), "{e:?}");

    let e = errors(&with("map.toml", "\".aAAABBb\",", "\".aAAABB\","));
    assert!(e.iter().any(|x| x.starts_with("map.toml:") && x.contains("rows[1]")), "{e:?}");

    let e = errors(&with("map.toml", "doors = [[1, 3, \"S\"]", "doors = [[1, 2, \"S\"]"));
    assert!(e.iter().any(|x| x.contains("not a wall")), "{e:?}");

    let e = errors(&with("characters.toml", "source = \"rulebook\"", "source = \"somewhere\""));
    assert!(e.iter().any(|x| x.starts_with("characters.toml:") && x.contains("source")), "{e:?}");

    let e = errors(&with(
        "things.toml",
        "attack = { oops = [1], miss = [2, 3], push = [4], kill = [5, 6] }",
        "attack = { oops = [1], miss = [2, 3], kill = [5, 6] }",
    ));
    assert!(e.iter().any(|x| x.contains("die value 4 has no result")), "{e:?}");
}

/// `validate_content` (what `horde validate` runs) finds the four files by
/// name in any folder and reports under the names given, with a warning
/// for files it does not read.
#[test]
fn validate_content_reports_under_the_given_names() {
    use horde_data::Source;
    use horde_rules::RuleSystem;
    let sources = |edit: Option<(&str, &str, &str)>| -> Vec<Source> {
        FILES
            .iter()
            .map(|(n, t)| {
                let text = match edit {
                    Some((file, from, to)) if file == *n => t.replacen(from, to, 1),
                    _ => (*t).to_owned(),
                };
                Source::new(format!("content/grid-siege/{n}"), text)
            })
            .collect()
    };
    assert!(GridSiege::validate_content(&sources(None)).is_empty());

    let found = GridSiege::validate_content(&sources(Some(("things.toml", "range = 6", "range = 0"))));
    assert_eq!(found.error_count(), 1, "{found}");
    let d = found.iter().next().unwrap();
    assert_eq!(d.file(), "content/grid-siege/things.toml");
    assert_eq!(d.field(), Some("thing[3].range"), "{d}");
    assert!(d.message().contains("thing \"pistol\"") && d.line() > 1, "{d}");

    let mut extra = sources(None);
    extra.push(Source::new("content/grid-siege/notes.toml", "x = 1"));
    extra.remove(0);
    let found = GridSiege::validate_content(&extra);
    assert_eq!((found.error_count(), found.warning_count()), (1, 1), "{found}");
    assert!(found.to_string().contains("map.toml:1:1: error: missing content file"), "{found}");
    assert!(found.to_string().contains("notes.toml:1:1: warning: not a Grid Siege content file"), "{found}");
}

/// Rules: GS-SETUP-1. The roles a lobby shows name the seat of each human
/// as the game deals them, in both languages.
#[test]
fn gs_setup_1_seat_roles_name_the_zombie_player_and_each_seats_humans() {
    use horde_rules::{Lang, RuleSystem};
    for seats in GridSiege::seat_range() {
        let roles = GridSiege::seat_roles(seats, Lang::En);
        assert_eq!(roles.len(), usize::from(seats));
        assert_eq!(roles[0], "Zombie player");
        let g = GridSiege::new(&GridSiege::default_setup("siege", seats).unwrap()).unwrap();
        let v = g.view(Viewer::Spectator);
        for seat in 1..seats {
            let own: Vec<String> =
                (1u16..).zip(&v.humans).filter(|(_, h)| h.seat == seat).map(|(i, _)| format!("H{i}")).collect();
            assert!(!own.is_empty(), "seat {seat} of {seats} moves humans");
            assert_eq!(roles[usize::from(seat)], format!("Humans {}", own.join(", ")));
        }
        let ru = GridSiege::seat_roles(seats, Lang::Ru);
        assert_eq!(ru[0], "Игрок-зомби");
        assert!(ru[1..].iter().all(|r| r.starts_with("Люди Ч")), "{ru:?}");
    }
}
