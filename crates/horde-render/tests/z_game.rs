//! The Z-Game picture and page: drawn from one seat's view and hiding what
//! it hides (ZG-GAP-12: hands and deck order), well-formed, a spot for
//! every location an action points at, and pieces named by their names in
//! both languages.

use horde_core::rng::{HordeRng, stream};
use horde_core::{Actor, Decision, Game, Match, Seat, Viewer};
use horde_render::{MapPicture, MapRequest, MissionRef, Picture};
use horde_rules::{Lang, RuleSystem};
use horde_z_game::content::{Card, CharKind, FactionId, content};
use horde_z_game::position::Position;
use horde_z_game::texts::{card_name, spot, texts};
use horde_z_game::{Event, Phase, Posture, Setup, Who, ZGame};

mod common;
use common::{assert_well_formed, cyrillic, words};

fn count(svg: &str, needle: &str) -> usize {
    svg.matches(needle).count()
}

const BEES: FactionId = FactionId::Bees;
const RAIDERS: FactionId = FactionId::Raiders;

/// Bees (seat 1) and Raiders (seat 2) at the start of the evening: the
/// Bees hold a city location with a full marker and a ruin, an engineer
/// lying hungry there; the Raiders' hand is `raiders`.
fn evening(raiders: &[(Card, u8)]) -> ZGame {
    let mut p = Position::new(&[BEES, RAIDERS]).expect("two factions");
    let near = p.city().into_iter().find(|&l| p.adjacent(l, p.base(0))).expect("a location next to the Base");
    p.hold(0, near).expect("held");
    p.markers(near, 1, 1).expect("a full marker and a ruin");
    p.character(0, CharKind::Engineer, near, Posture::Hungry).expect("an engineer");
    p.character(0, CharKind::Fighter, near, Posture::Standing).expect("a fighter");
    p.give(0, Card::Tools, 2).expect("tools").give(0, Card::Firearm, 1).expect("a firearm");
    for &(card, n) in raiders {
        p.give(1, card, n).expect("the Raiders' cards");
    }
    p.resources(0, 4, 2, 3).expect("on the track");
    p.start(Phase::Building).expect("the evening")
}

/// ZG-GAP-12: a seat's hand is hidden from the others. Two tables that
/// differ only in the Raiders' hand (the same number of action and weapon
/// cards) look the same to the Bees and to a spectator, picture and page,
/// and different to the Raiders; no picture draws a hand, not even its
/// own seat's.
#[test]
fn zg_gap_12_the_bees_see_nothing_of_the_raiders_hand() {
    let a = evening(&[(Card::Car, 1), (Card::Melee, 2)]);
    let b = evening(&[(Card::Ration, 1), (Card::Firearm, 2)]);
    for viewer in [Viewer::Seat(Seat(0)), Viewer::Spectator] {
        assert_eq!(a.board_svg(viewer, Lang::En), b.board_svg(viewer, Lang::En), "{viewer:?}'s picture");
        for lang in Lang::ALL {
            assert_eq!(a.page(viewer, lang), b.page(viewer, lang), "{viewer:?}'s page in {lang:?}");
            let tr = texts().tr(lang);
            let told = words(&a.page(viewer, lang));
            for card in [Card::Car, Card::Melee] {
                assert!(!told.contains(&card_name(card, tr)), "{viewer:?} reads {card:?}: {told}");
            }
        }
    }
    let raiders = Viewer::Seat(Seat(1));
    assert_ne!(a.page(raiders, Lang::En), b.page(raiders, Lang::En), "the Raiders see their own hand");
    assert!(words(&a.page(raiders, Lang::En)).contains("Car"));
    let svg = a.board_svg(raiders, Lang::En);
    assert_eq!(svg, a.board_svg(Viewer::Seat(Seat(0)), Lang::En), "no hand is drawn");
    assert_eq!(svg, a.board_svg(Viewer::Spectator, Lang::En));
}

/// The same for whatever a seat cannot know in a match under way: its
/// picture and page are unchanged when every hidden part (the other hands,
/// the order of the decks) is dealt again.
#[test]
fn zg_gap_12_pictures_and_pages_survive_the_hidden_part_dealt_again() {
    let mut changed = 0;
    for (seed, seats) in [(3u64, 2u8), (4, 3), (5, 4)] {
        let mut m = Match::<ZGame>::new(Setup::new(seats), seed).expect("a table");
        let mut rng = HordeRng::new(seed, stream::TEST);
        let mut events = Vec::new();
        for step in 0..300 {
            m.run_chance(&mut events);
            let Decision::Seat(seat) = m.state().decision() else { break };
            if step % 25 == 0 {
                let g = m.state();
                for s in 0..seats {
                    let viewer = Viewer::Seat(Seat(s));
                    let other = g.resample_hidden(viewer, &mut rng);
                    let theirs =
                        |g: &ZGame| (0..seats).filter(|&o| o != s).map(|o| g.player(o).hand).collect::<Vec<_>>();
                    changed += usize::from(theirs(g) != theirs(&other));
                    assert_eq!(
                        g.board_svg(viewer, Lang::En),
                        other.board_svg(viewer, Lang::En),
                        "seat {s} at step {step}"
                    );
                    assert_eq!(g.page(viewer, Lang::Ru), other.page(viewer, Lang::Ru), "seat {s} at step {step}");
                }
            }
            let mut legal = Vec::new();
            m.state().legal_actions(&mut legal);
            let a = legal[rng.below(legal.len() as u32) as usize];
            m.act(Actor::Seat(seat), a, &mut events).expect("a listed action applies");
        }
    }
    assert!(changed > 0, "some hidden hand was dealt differently, so a leak would show");
}

/// Every location is a spot of its own, tinted by its holder (ZG-GAP-5),
/// with its markers full or ruined (ZG-GAP-1) and its characters standing
/// or lying exhausted (ZG-GAP-8); the track shows each faction's VP.
#[test]
fn zg_gap_3_the_map_shows_holders_markers_and_postures() {
    let g = evening(&[]);
    let svg = g.board_svg(Viewer::Spectator, Lang::En).expect("drawn");
    assert_well_formed(&svg);
    let locations = g.locations().len();
    assert_eq!(count(&svg, r#"<g class="zone "#), locations, "one hex per location (ZG-GAP-3)");
    for i in 0..locations as u8 {
        assert_eq!(count(&svg, &format!(r#"data-zone="{}""#, spot(i))), 1, "location {i}");
    }
    assert_eq!(count(&svg, r#"<g class="zone base""#), 2, "a Base per faction");
    assert_eq!(count(&svg, r#"<g class="zone street""#), 1);
    // Two Bases and the location the Bees hold.
    assert_eq!(count(&svg, r#"data-holder="0""#), 2);
    assert_eq!(count(&svg, r#"data-holder="1""#), 1);
    assert_eq!(count(&svg, r#"data-look="full""#), 1);
    assert_eq!(count(&svg, r#"data-look="ruin""#), 1);
    assert_eq!(count(&svg, r#"data-posture="hungry""#), 1, "the engineer lies exhausted");
    assert_eq!(count(&svg, r#"<g class="character""#), 4, "two leaders, the engineer and the fighter");
    assert_eq!(count(&svg, r#"class="vp-marker" data-seat="0" data-vp="3""#), 1, "the Bees' 3 VP");
    assert_eq!(count(&svg, r#"class="vp-marker" data-seat="1" data-vp="0""#), 1);
    assert!(svg.contains(r#"data-food="4" data-medicine="2""#), "the Bees' resources");
    let drawn: Vec<&str> = svg.split('>').filter_map(|s| s.split('<').next()).map(str::trim).collect();
    assert!(drawn.iter().all(|t| !t.chars().any(char::is_alphabetic)), "no words drawn: {drawn:?}");
}

/// Every spot an action points at is a spot of the picture, so it can be
/// clicked; checked along random matches of 2 and 4 factions, every
/// picture well-formed.
#[test]
fn every_action_target_is_a_spot_of_the_picture() {
    let mut targets = 0;
    for (seed, seats) in [(1u64, 2u8), (2, 4)] {
        let mut m = Match::<ZGame>::new(Setup::new(seats), seed).expect("a table");
        let mut rng = HordeRng::new(seed, stream::TEST);
        let mut events = Vec::new();
        for step in 0..400 {
            m.run_chance(&mut events);
            let Decision::Seat(seat) = m.state().decision() else { break };
            let g = m.state();
            let svg = g.board_svg(Viewer::Seat(seat), Lang::En).expect("drawn");
            if step % 20 == 0 {
                assert_well_formed(&svg);
            }
            let mut legal = Vec::new();
            g.legal_actions(&mut legal);
            for &a in &legal {
                if let Some(t) = g.action_text(a, Viewer::Seat(seat), Lang::En).target_name {
                    assert!(svg.contains(&format!(r#"data-zone="{t}""#)), "{a:?} points at {t}");
                    targets += 1;
                }
            }
            let a = legal[rng.below(legal.len() as u32) as usize];
            m.act(Actor::Seat(seat), a, &mut events).expect("a listed action applies");
        }
    }
    assert!(targets > 100, "{targets} targets checked");
}

/// The page names pieces by their names in the reader's language: the
/// factions, the leader's location, the cards in hand with what they do,
/// the characters; never an engine number or a spot code.
#[test]
fn the_page_names_pieces_in_both_languages() {
    let g = evening(&[(Card::Car, 1)]);
    let c = content();
    for lang in Lang::ALL {
        let tr = texts().tr(lang);
        let page = g.page(Viewer::Seat(Seat(0)), lang);
        let told = words(&page);
        assert_eq!(cyrillic(&told), lang == Lang::Ru, "{lang:?}: {told}");
        let name = |f: FactionId| {
            let f = c.faction(f);
            if lang == Lang::Ru { f.name_ru.clone() } else { f.name_en.clone() }
        };
        for f in [BEES, RAIDERS] {
            assert!(told.contains(&name(f)), "{lang:?} names the {f:?}: {told}");
        }
        for card in [Card::Tools, Card::Firearm] {
            assert!(told.contains(&card_name(card, tr)), "{lang:?} lists {card:?}: {told}");
        }
        assert!(told.contains("×2"), "two Tools: {told}");
        let engineer = horde_z_game::texts::kind_name(CharKind::Engineer, tr);
        assert!(told.to_lowercase().contains(&engineer), "{lang:?}: {told}");
        assert!(!told.contains("zg-") && !told.contains("{"), "every message found: {told}");
        for i in 0..g.locations().len() as u8 {
            assert!(!told.contains(&format!("{} ", spot(i))), "no spot codes: {told}");
        }
        assert!(!told.contains("Bees\"") && !told.contains("Some("), "no engine values: {told}");
        // ZG-GAP-4: the phase, then the round and first player.
        assert!(page.facts.iter().any(|f| f.to_lowercase().contains(&tr.t("zg-phase-building").to_lowercase())));
        assert_eq!(page.cards.len(), 3, "factions, hand, characters: {told}");
        assert_eq!(page.cards[0].rows.len(), 2, "a row per faction");
        assert_eq!(page.cards[2].rows.len(), 3, "the leader, the engineer, the fighter");
    }
    let spectator = g.page(Viewer::Spectator, Lang::En);
    assert_eq!(spectator.cards.len(), 1, "a spectator has no hand and no characters of his own");
}

/// An event is marked where it happened: a move as an arrow between two
/// spots of the picture, a zombie card with its strength.
#[test]
fn events_are_marked_on_spots_of_the_picture() {
    let g = evening(&[]);
    let svg = g.board_svg(Viewer::Spectator, Lang::En).expect("drawn");
    let who = Who { seat: 0, kind: CharKind::Fighter };
    let moved = g.mark(&Event::Moved { who, from: 0, to: 1 }, Viewer::Spectator, Lang::En).expect("a mark");
    let [from, to] = moved.moved.expect("an arrow");
    assert!(svg.contains(&format!(r#"data-zone="{from}""#)) && svg.contains(&format!(r#"data-zone="{to}""#)));
    let card = g.mark(&Event::ZombieCard { loc: 2, strength: 4 }, Viewer::Spectator, Lang::En).expect("a mark");
    assert_eq!(card.spot, Some(spot(2)));
    assert_eq!(card.badge.as_deref(), Some("☠4"));
    assert!(g.mark(&Event::RoundStarted { round: 2 }, Viewer::Spectator, Lang::En).is_none(), "nowhere in particular");
}

/// `horde render z-game --mission city`: a table of four dealt, every
/// tile face up, four Bases.
#[test]
fn the_shipped_city_is_drawn_dealt_for_four() {
    let request = MapRequest { mission: MissionRef::Shipped("city".into()), language: None, text: false };
    let Ok(MapPicture::Drawn(svg)) = <ZGame as Picture>::map_picture(&request) else { panic!("drawn") };
    assert_well_formed(&svg);
    assert_eq!(count(&svg, r#"<g class="zone base""#), 4);
    assert_eq!(count(&svg, r#"<g class="zone face-down""#), 0, "every tile dealt face up (ZG-GAP-3)");
    let layout = content().layout(4).expect("a layout for four");
    assert_eq!(count(&svg, r#"<g class="zone "#), 1 + 6 + layout.ring2.len() + 4);
    let text = MapRequest { text: true, ..request };
    assert!(<ZGame as Picture>::map_picture(&text).is_err(), "no text picture");
    assert!(<ZGame as RuleSystem>::default_setup("city", 4).is_ok());
}
