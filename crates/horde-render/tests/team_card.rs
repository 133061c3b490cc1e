//! Rue Morgue's team card says, without hovering, what each survivor
//! carries and how many wounds he has out of the two that kill him
//! (RM-ZATK-5).

use horde_core::rng::HordeRng;
use horde_core::{Actor, Decision, Game, Match, Viewer};
use horde_render::{Picture, Tone};
use horde_rue_morgue::{LETHAL_WOUNDS, RueMorgue};
use horde_rules::{Lang, RuleSystem};

/// A match played at random from `seed` until a survivor is wounded and
/// still alive, with the number of that survivor; `None` if the match
/// ended first.
fn until_wounded(seed: u64) -> Option<(Match<RueMorgue>, usize)> {
    let setup = <RueMorgue as RuleSystem>::default_setup("m01", 1).expect("a shipped mission");
    let mut m = Match::<RueMorgue>::new(setup, seed).expect("a valid setup");
    let mut rng = HordeRng::new(seed, 1);
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    for _ in 0..3000 {
        let s = m.state().state();
        if let Some(i) = s.survivors[..usize::from(s.n_surv)].iter().position(|v| v.alive() && v.wounds == 1) {
            return Some((m, i));
        }
        match m.decision() {
            Decision::Chance => m.run_chance(&mut events),
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let n = u32::try_from(legal.len()).expect("a few actions");
                let a = legal[rng.below(n) as usize];
                m.act(Actor::Seat(seat), a, &mut events).expect("a legal action");
            }
            Decision::Terminal => return None,
        }
        events.clear();
    }
    None
}

#[test]
fn the_team_card_lists_hands_and_reserve_and_wounds_out_of_two() {
    assert_eq!(LETHAL_WOUNDS, 2, "RM-ZATK-5: a survivor who has received 2 wound cards is killed");
    let (m, hurt) = (1..40).find_map(until_wounded).expect("some random match wounds a survivor");
    let g = m.state();
    let view = g.view(Viewer::Spectator);
    let page = g.page(Viewer::Spectator, Lang::En);
    let team = page.cards.last().expect("the team card");
    let mut rows = team.rows.iter();
    for (i, s) in view.survivors.iter().enumerate() {
        let facts = rows.next().expect("a row of facts per survivor");
        assert!(matches!(facts.cells[0].tone, Tone::Seat(_)), "the survivor's name first");
        let text: Vec<&str> = facts.cells.iter().map(|c| c.text.as_str()).collect();
        let wounds = format!("Wounds {}/2", s.wounds);
        assert!(text.contains(&wounds.as_str()), "{text:?}");
        if i == hurt {
            assert!(text.contains(&"Wounds 1/2"), "{text:?}");
            assert!(facts.cells.iter().any(|c| c.text == "Wounds 1/2" && c.tone == Tone::Bad));
        }
        if !s.alive {
            continue;
        }
        let carried: Vec<&str> = rows.next().expect("a row of things").cells.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(carried[0], "Hands");
        assert_eq!(carried[2], "Reserve");
        for item in s.inventory.iter().filter(|x| !x.is_empty() && x.as_str() != "wound") {
            let item = item.split(" (").next().unwrap_or_default().to_lowercase();
            assert!(carried.join(" ").to_lowercase().contains(&item), "{item} in {carried:?}");
        }
    }
    assert!(rows.next().is_none(), "nothing else on the card");
}
