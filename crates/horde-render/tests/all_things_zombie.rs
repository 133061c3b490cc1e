//! All Things Zombie's board and page: the hex map drawn from a seat's
//! view, well-formed, with every spot an action points at; the page's
//! sheets and reaction test in the reader's language, naming pieces by
//! their names.

use horde_all_things_zombie::position::{PlacedCharacter, Position};
use horde_all_things_zombie::{Atz, Event, Pending, RollFor, Side, Test, TestAt};
use horde_core::{Game, Match, Seat, Viewer};
use horde_render::{Page, Picture, Tone};
use horde_rules::{Lang, RuleSystem};

mod common;
use common::{cyrillic, words};

fn count(svg: &str, needle: &str) -> usize {
    svg.matches(needle).count()
}

/// Checks that every tag is closed in order, and returns the number of
/// elements: a small well-formedness check of the SVG the page inlines.
fn elements(svg: &str) -> usize {
    let mut open: Vec<&str> = Vec::new();
    let mut n = 0;
    let mut rest = svg;
    while let Some(start) = rest.find('<') {
        let end = rest[start..].find('>').map(|e| start + e).expect("every tag ends");
        let tag = &rest[start + 1..end];
        assert!(!tag.contains('<'), "a tag inside a tag: {tag}");
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(open.pop(), Some(name.trim()), "closing </{name}>");
        } else {
            n += 1;
            if !tag.ends_with('/') {
                open.push(tag.split_whitespace().next().expect("a tag name"));
            }
        }
        rest = &rest[end + 1..];
        if open.is_empty() {
            assert!(rest.trim().is_empty(), "one root element");
        }
    }
    assert!(open.is_empty(), "left open: {open:?}");
    n
}

/// Tonya (a Star, wounded) and Buffy of "Crossing at dusk", a stack of
/// zombies beside them, a Shot marker, an Entered and a Searched building,
/// a found enemy.
fn position() -> Atz {
    let mut tonya = PlacedCharacter::new("tonya", (2, 5), Some("pistol"));
    tonya.wounds = 1;
    Position::new("crossing")
        .character(tonya)
        .character(PlacedCharacter::new("buffy", (3, 5), Some("shotgun")).with_items(&["medkit"]))
        .character(PlacedCharacter::new("survivor-4", (9, 3), Some("bat")).found(Side::Enemy))
        .zombie((4, 5), 0)
        .zombie((4, 5), 1)
        .zombie((12, 9), 0)
        .entered('A')
        .searched('A')
        .shot((2, 5), 2)
        .build()
        .expect("a possible position")
}

#[test]
fn the_svg_is_well_formed_and_draws_every_hex_once() {
    let g = position();
    let svg = g.board_svg(Viewer::Seat(Seat(0)), Lang::En).expect("All Things Zombie has a picture");
    assert!(elements(&svg) > g.map().hexes.len());
    assert_eq!(count(&svg, r#"<g class="hex "#), g.map().hexes.len(), "one hex per map hex (ATZ-MOVE-1)");
    assert_eq!(count(&svg, "<title>"), g.map().hexes.len(), "every hex says what is on it");
    assert!(count(&svg, r#"class="hex building""#) > 0 && count(&svg, r#"class="hex vegetation""#) > 0);
    assert!(count(&svg, r#"class="wall""#) > 0, "buildings have walls");
    // The crossing is won by leaving by an edge (ATZ-GAP-9): its hexes are marked.
    assert_eq!(count(&svg, r#"class="exit-edge""#), 2 * usize::from(g.map().height));
}

#[test]
fn pieces_stand_on_their_hexes() {
    let g = position();
    let svg = g.board_svg(Viewer::Spectator, Lang::En).expect("a picture");
    // ATZ-STAR-1: Tonya is a Star, Buffy a Grunt; wounds against the track (ATZ-CHAR-1).
    assert!(svg.contains(r#"data-character="0" data-square="2.5" data-star="true" data-side="band" data-wounds="1""#));
    assert!(svg.contains(r#"data-character="1" data-square="3.5" data-star="false" data-side="band""#));
    assert!(svg.contains(r#"data-character="2" data-square="9.3" data-star="false" data-side="enemy""#));
    assert_eq!(count(&svg, r#"class="zombie" data-square="4.5""#), 2, "a stack of two (ATZ-STACK-2)");
    assert!(svg.contains(r#"class="stack" data-square="4.5" data-count="2""#));
    assert_eq!(count(&svg, r#"class="zombie""#), 3);
    // ATZ-ZOM-2: each zombie counter shows its direction.
    assert_eq!(count(&svg, r#"class="direction""#), 3);
    assert!(svg.contains(r#"class="shot" data-square="2.5" data-dice="2""#), "the Shot marker (ATZ-ITEM-2)");
    assert_eq!(count(&svg, r#"class="marker entered""#), 1, "ATZ-ITEM-3");
    assert_eq!(count(&svg, r#"class="marker searched""#), 1, "ATZ-ITEM-4");
    let table = horde_all_things_zombie::content::content().tables.dead;
    let boxes: usize = g.characters.iter().map(|c| usize::from(c.def().dead.unwrap_or(table))).sum();
    assert_eq!(count(&svg, r#"class="wound-box""#), boxes, "a wound track per character (ATZ-SURV-3)");
}

/// ATZ-LOS-1/2: a hex's title names who sees it; by night less is seen.
#[test]
fn hex_titles_name_what_is_there_and_who_sees_it() {
    let g = position();
    let svg = g.board_svg(Viewer::Spectator, Lang::En).expect("a picture");
    let title = |hex: &str| {
        let at = svg.find(&format!(r#"data-square="{hex}""#)).expect("the hex");
        let from = at + svg[at..].find("<title>").expect("a title") + 7;
        svg[from..from + svg[from..].find("</title>").expect("closed")].to_owned()
    };
    let here = title("2.5");
    assert!(here.contains("Tonya (Rep") && here.contains("Shot marker, 2 dice"), "{here}");
    assert!(here.contains("seen by Tonya, Buffy"), "{here}");
    assert!(title("4.5").contains("2 zombies"), "{}", title("4.5"));
    for (x, y) in [(2, 5), (4, 5), (12, 9)] {
        let h = g.map().offset_hex(x, y).expect("on the map");
        let seen = g.characters.iter().take(2).any(|c| g.sees(c.hex, h));
        assert_eq!(!title(&format!("{x}.{y}")).contains("out of everyone"), seen, "{x}.{y}");
    }
    let night = Position::new("night-watch")
        .character(PlacedCharacter::new("nick", (2, 5), Some("rifle")))
        .build()
        .expect("a position");
    let dark = night.board_svg(Viewer::Spectator, Lang::En).expect("a picture");
    assert!(dark.contains(r#"data-time="night""#));
    assert!(
        count(&dark, r#"data-seen="true""#) < count(&svg, r#"data-seen="true""#),
        "sight is shorter by night (ATZ-LOS-2)"
    );
}

/// Nothing of All Things Zombie is hidden, and the board shows no more
/// than the view: a different zombie deck, loot deck or supply, which a
/// seat only knows as counts, draws the same board, and every seat sees
/// the same board.
#[test]
fn the_board_shows_nothing_beyond_the_view() {
    let g = position();
    let mine = g.board_svg(Viewer::Seat(Seat(0)), Lang::En).expect("a picture");
    assert_eq!(mine, g.board_svg(Viewer::Spectator, Lang::En).expect("a picture"));
    let mut other = g.clone();
    other.deck.iter_mut().for_each(|n| *n = 0);
    other.loot.iter_mut().for_each(|n| *n = n.saturating_sub(1));
    other.supply_weapons.iter_mut().for_each(|n| *n = 0);
    assert_eq!(other.board_svg(Viewer::Seat(Seat(0)), Lang::En).expect("a picture"), mine);
    for page in [Lang::En, Lang::Ru] {
        assert_eq!(g.page(Viewer::Seat(Seat(0)), page), g.page(Viewer::Spectator, page));
    }
}

/// Every hex a legal action points at is a spot of the board, so the
/// page can make it clickable.
#[test]
fn every_action_target_is_a_spot_of_the_board() {
    let setup = <Atz as RuleSystem>::default_setup("crossing", 1).expect("a shipped scenario");
    let mut m = Match::<Atz>::new(setup, 5).expect("a valid setup");
    let mut events = Vec::new();
    let mut pointed = 0;
    for _ in 0..40 {
        m.run_chance(&mut events);
        let horde_core::Decision::Seat(seat) = m.decision() else { break };
        let svg = m.state().board_svg(Viewer::Seat(seat), Lang::En).expect("a picture");
        let mut legal = Vec::new();
        m.state().legal_actions(&mut legal);
        for &a in &legal {
            if let Some(name) = m.state().action_text(a, Viewer::Seat(seat), Lang::En).target_name {
                pointed += 1;
                assert!(svg.contains(&format!(r#"data-square="{name}""#)), "{a:?} points at {name}");
            }
        }
        let Some(&a) = legal.last() else { break };
        m.act(horde_core::Actor::Seat(seat), a, &mut events).expect("legal");
    }
    assert!(pointed > 10, "actions point at hexes: {pointed}");
}

#[test]
fn the_page_names_pieces_by_name_in_both_languages() {
    let g = position();
    for (lang, names) in [(Lang::En, ["Tonya", "Buffy", "Survivor (Rep 4)"]), (Lang::Ru, ["Тоня", "Баффи", "Выживший"])]
    {
        let page = g.page(Viewer::Seat(Seat(0)), lang);
        let text = words(&page);
        for n in names {
            assert!(text.contains(n), "{lang:?}: {n} in {text}");
        }
        for id in ["tonya", "buffy", "survivor-4", "medkit"] {
            assert!(!text.contains(id), "{lang:?}: engine id {id} in {text}");
        }
        assert!(cyrillic(&text) == (lang == Lang::Ru), "{lang:?}: {text}");
        assert!(page.key.as_deref().is_some_and(|k| cyrillic(k) == (lang == Lang::Ru)));
        // A sheet per band member (ATZ-CHAR-1), the found enemy apart (ATZ-SURV-5).
        let sheets = page.cards.iter().filter(|c| c.rows.len() >= 4).count();
        assert_eq!(sheets, 2, "{page:?}");
        let found =
            page.cards.iter().find(|c| c.rows.len() == 1 && c.rows[0].cells.len() == 5).expect("found survivors");
        assert_eq!(found.rows[0].cells[1].tone, Tone::Bad, "a foe");
    }
    let en = words(&g.page(Viewer::Spectator, Lang::En));
    // ATZ-ITEM-1: the weapon in hand with its statistics; the wound track (ATZ-CHAR-1).
    assert!(en.contains("pistol: range") && en.contains("Wounds 1 of"), "{en}");
    assert!(en.contains("Medkit"), "{en}");
}

/// ATZ-REACT-1: a Grunt's test shows its dice so far and the odds of each
/// result; a Star's says it picks (ATZ-STAR-1).
#[test]
fn the_reaction_test_in_progress_is_shown_with_its_odds() {
    let mut g = position();
    g.pending = Pending::Roll { c: 1, why: RollFor::Test(Test::BeingCharged, TestAt::ZombiePhase), need: 2 };
    g.dice = vec![5];
    let rep = g.ch(1).rep();
    let en = g.page(Viewer::Spectator, Lang::En);
    let test = &en.cards[0];
    assert_eq!(test.title, "Reaction test");
    let text = words(&Page { facts: vec![], key: None, cards: vec![test.clone()] });
    assert!(text.contains("Buffy: Being Charged"), "{text}");
    assert!(text.contains(&format!("Dice 5 against Rep {rep}")), "{text}");
    // With a 5 against Rep 4, two successes are out of reach.
    assert_eq!(rep, 4, "Buffy's counter");
    assert!(text.contains("2 successes: 0%") && text.contains("1 success: 67%"), "{text}");
    let ru = g.page(Viewer::Spectator, Lang::Ru);
    assert_eq!(ru.cards[0].title, "Проверка реакции");
    g.pending = Pending::Choose { c: 0, test: Test::BeingCharged, at: TestAt::ZombiePhase };
    let star = words(&g.page(Viewer::Spectator, Lang::En));
    assert!(star.contains("Tonya is a Star and picks the result"), "{star}");
}

#[test]
fn events_are_marked_on_the_hexes_they_happen_in() {
    let g = position();
    let from = g.ch(0).hex;
    let to = g.map().offset_hex(2, 4).expect("a hex");
    let moved = g.mark(&Event::Moved { c: 0, from, to }, Viewer::Spectator, Lang::En).expect("a mark");
    assert_eq!(moved.moved, Some(["2.5".to_owned(), "2.4".to_owned()]));
    let wounded = g.mark(&Event::Wounded { c: 1, wounds: 1 }, Viewer::Spectator, Lang::En).expect("a mark");
    assert_eq!(wounded.spot.as_deref(), Some("3.5"));
    let test = Event::Tested { c: 0, test: Test::InSight, dice: vec![2, 6], successes: 1, chosen: false };
    assert_eq!(g.mark(&test, Viewer::Spectator, Lang::En).and_then(|m| m.badge).as_deref(), Some("1✓"));
    assert!(g.mark(&Event::CupEmpty, Viewer::Spectator, Lang::En).is_none(), "nowhere in particular");
}

#[test]
fn horde_render_draws_a_shipped_scenario() {
    use horde_render::{MapPicture, MapRequest, MissionRef};
    for m in <Atz as RuleSystem>::missions() {
        let request = MapRequest { mission: MissionRef::Shipped(m.id.clone()), language: None, text: false };
        let Ok(MapPicture::Drawn(svg)) = Atz::map_picture(&request) else { panic!("{} is drawn", m.id) };
        elements(&svg);
    }
    let text = MapRequest { mission: MissionRef::Shipped("crossing".into()), language: None, text: true };
    assert!(Atz::map_picture(&text).is_err(), "no text picture");
}
