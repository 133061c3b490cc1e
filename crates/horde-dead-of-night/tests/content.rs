//! The content files: they load, every name has words in both languages,
//! and a broken file is reported with file, line and field.

use horde_data::Source;
use horde_dead_of_night::DeadOfNight;
use horde_dead_of_night::content::{FILES, Origin, content, load};
use horde_rules::RuleSystem;
use horde_rules::texts::Lang;

#[test]
fn the_embedded_content_loads_and_marks_our_own_design() {
    let c = content();
    assert_eq!(c.rooms.len(), 9);
    assert!(c.rooms.iter().all(|r| r.source == Origin::Horde));
    assert!(c.items.iter().all(|i| i.source == Origin::Horde));
    // DN-GAP-1: only the seed's seven card names are labelled as the rulebook's.
    let rulebook: Vec<&str> = c.cards.iter().filter(|k| k.source == Origin::Rulebook).map(|k| k.id.as_str()).collect();
    assert_eq!(rulebook, ["powers-on", "lights-out", "ammo", "crash", "keys", "break-through", "the-end"]);
}

#[test]
fn a_bad_row_is_reported_with_file_line_and_field() {
    let mut sources: Vec<Source> = FILES.iter().map(|&(n, t)| Source::new(n, t)).collect();
    let rooms = sources.iter_mut().find(|s| s.name == "rooms.toml").expect("rooms");
    let text = rooms.text.replace("\"fire-extinguisher\"", "\"fire-extingusher\"");
    *rooms = Source::new("rooms.toml", text.as_str());
    let err = load(&sources).expect_err("unknown item");
    let msg = err.to_string();
    assert!(msg.contains("rooms.toml:") && msg.contains("unknown item \"fire-extingusher\""), "{msg}");
    assert!(msg.contains("room[0].rows"), "{msg}");
    assert!(!DeadOfNight::validate_content(&sources).is_ok());
}

#[test]
fn both_languages_have_the_same_messages_and_every_name_has_one() {
    let t = DeadOfNight::texts();
    let en = t.ids(Lang::En).expect("en parses");
    assert_eq!(en, t.ids(Lang::Ru).expect("ru parses"));
    let c = content();
    let names = c
        .items
        .iter()
        .map(|i| format!("dn-item-{}", i.id))
        .chain(c.rooms.iter().map(|r| format!("dn-room-{}", r.id)))
        .chain(c.cards.iter().map(|k| format!("dn-card-{}", k.id)))
        .chain(c.vehicles.iter().map(|v| format!("dn-vehicle-{}", v.id)));
    for id in names {
        assert!(en.contains(&id), "{id} has no message");
    }
}
