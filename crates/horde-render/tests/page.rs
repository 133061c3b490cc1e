//! The page beside the board: facts, key and cards in the reader's
//! language, built from one viewer's view, and marks of events.

use horde_core::{Actor, Decision, Game, Match, Seat, Viewer};
use horde_grid_siege::{GridSiege, ZOMBIE_SEAT};
use horde_render::{Picture, Tone};
use horde_rue_morgue::{Event, RueMorgue};
use horde_rules::{Lang, RuleSystem};

mod common;
use common::{cyrillic, words};

/// A Rue Morgue match whose first survivor is acting.
fn rue_morgue_in_play() -> Match<RueMorgue> {
    let setup = <RueMorgue as RuleSystem>::default_setup("m01", 2).expect("a shipped mission");
    let mut m = Match::<RueMorgue>::new(setup, 7).expect("a valid setup");
    let mut events = Vec::new();
    m.run_chance(&mut events);
    let Decision::Seat(seat) = m.decision() else { panic!("a seat decides first") };
    let mut legal = Vec::new();
    m.state().legal_actions(&mut legal);
    let activate =
        legal.iter().copied().find(|a| a.to_string().starts_with("activate")).expect("activation (RM-TURN-2)");
    m.act(Actor::Seat(seat), activate, &mut events).expect("legal");
    m
}

#[test]
fn rue_morgue_page_shows_turn_danger_the_acting_survivor_and_the_team() {
    let m = rue_morgue_in_play();
    for lang in Lang::ALL {
        let page = m.state().page(Viewer::Seat(Seat(0)), lang);
        assert_eq!(page.facts.len(), 2, "status and decks: {:?}", page.facts);
        // The board's letters explained, in the page's language.
        let walker = if lang == Lang::Ru { "Х ходок" } else { "W walker" };
        assert!(page.key.as_deref().is_some_and(|k| k.contains(walker)), "{lang:?}: {:?}", page.key);
        // The acting survivor's card, then the team (RM-XP-4: danger is on the status line).
        assert_eq!(page.cards.len(), 2, "{page:?}");
        let team = &page.cards[1];
        let named = team.rows.iter().filter(|r| matches!(r.cells[0].tone, Tone::Seat(_))).count();
        assert_eq!(named, usize::from(m.state().state().n_surv));
        assert!(team.rows.iter().any(|r| r.tone == Tone::Current), "the acting survivor stands out");
        assert!(team.rows.iter().step_by(2).all(|r| matches!(r.cells[0].tone, Tone::Seat(_))), "names in seat colours");
        assert_eq!(cyrillic(&words(&page)), lang == Lang::Ru, "{lang:?}: {}", words(&page));
    }
}

#[test]
fn rue_morgue_marks_zombie_moves_and_spawns_on_zones_of_the_board() {
    let m = rue_morgue_in_play();
    let g = m.state();
    let zones: Vec<String> = g.view(Viewer::Spectator).zones.iter().map(|z| z.id.clone()).collect();
    let kind = horde_rue_morgue::content::ZombieKind::Runner;
    let moved =
        g.mark(&Event::ZombiesMoved { from: 0, to: 1, kind, count: 2 }, Viewer::Spectator, Lang::En).expect("a mark");
    assert_eq!(moved.moved, Some([zones[0].clone(), zones[1].clone()]));
    assert_eq!(moved.badge.as_deref(), Some("2R"));
    let spawned =
        g.mark(&Event::ZombiesSpawned { zone: 1, kind, count: 3 }, Viewer::Spectator, Lang::En).expect("a mark");
    assert_eq!(spawned.spot.as_deref(), Some(zones[1].as_str()));
    assert_eq!(spawned.badge.as_deref(), Some("+3R"));
    assert!(g.mark(&Event::ZombiePhase, Viewer::Spectator, Lang::En).is_none(), "nowhere in particular");
}

/// A Russian page's board and badges mark zombies and survivors with
/// Russian letters (the rulebook's words' initials), as its key does.
#[test]
fn rue_morgue_board_and_marks_in_russian_use_russian_letters() {
    let m = rue_morgue_in_play();
    let g = m.state();
    let kind = horde_rue_morgue::content::ZombieKind::Runner;
    let spawned =
        g.mark(&Event::ZombiesSpawned { zone: 1, kind, count: 3 }, Viewer::Spectator, Lang::Ru).expect("a mark");
    assert_eq!(spawned.badge.as_deref(), Some("+3Б"));
    let zones: Vec<String> = g.view(Viewer::Spectator).zones.iter().map(|z| z.id.clone()).collect();
    let svg = g.board_svg(Viewer::Spectator, Lang::Ru).expect("a board");
    // The texts drawn on the board: zone names (map coordinates) aside,
    // no Latin letter.
    let texts: Vec<&str> =
        svg.split("<text").skip(1).filter_map(|t| t.split_once('>')?.1.split_once("</text>")).map(|(t, _)| t).collect();
    assert!(!texts.is_empty());
    // A tile's name (its number and face, "7V") is printed on the tile
    // itself, like a coordinate: the same in every language.
    let tile_name = |t: &str| {
        let name = t.split(' ').next().unwrap_or(t);
        name.len() >= 2 && name[..name.len() - 1].chars().all(|c| c.is_ascii_digit()) && name.ends_with(['R', 'V'])
    };
    let latin: Vec<&&str> = texts
        .iter()
        .filter(|t| t.chars().any(|c| c.is_ascii_alphabetic()) && !zones.iter().any(|z| z == *t) && !tile_name(t))
        .collect();
    assert!(latin.is_empty(), "Latin on the Russian board: {latin:?}");
    let english = g.board_svg(Viewer::Spectator, Lang::En).expect("a board");
    assert_ne!(svg, english, "the survivors' initials differ by language");
}

#[test]
fn grid_siege_page_shows_the_zombie_hand_to_the_zombie_player_only() {
    let setup = <GridSiege as RuleSystem>::default_setup("siege", 2).expect("the default map");
    let mut m = Match::<GridSiege>::new(setup, 7).expect("a valid setup");
    let mut events = Vec::new();
    m.run_chance(&mut events);
    let g = m.state();
    let hand = g.view(Viewer::Seat(Seat(ZOMBIE_SEAT))).zombie_hand.expect("the Zombie Player sees his hand");
    assert!(hand.iter().any(|&n| n > 0), "cards were dealt (GS-SETUP)");
    let tr = horde_grid_siege::texts::texts().tr(Lang::En);
    let names: Vec<String> = hand
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(k, _)| horde_grid_siege::texts::names::zombie_card(tr, k as u8))
        .collect();
    let zombie = words(&g.page(Viewer::Seat(Seat(ZOMBIE_SEAT)), Lang::En));
    assert!(names.iter().all(|n| zombie.contains(n.as_str())), "{names:?} in {zombie}");
    for viewer in [Viewer::Seat(Seat(1 - ZOMBIE_SEAT)), Viewer::Spectator] {
        let page = words(&g.page(viewer, Lang::En));
        assert!(names.iter().all(|n| !page.contains(n.as_str())), "{viewer:?} must not see {names:?}: {page}");
    }
}
