//! Every event and every action of Rue Morgue has a text in both
//! languages: none falls back to a missing-message marker.

use horde_core::{Match, Viewer};
use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::{Action, Event, RueMorgue, TentCard, WoundSource};
use horde_tui::game_ui::TuiGame;
use horde_tui::i18n::MISSING;
use horde_tui::{Lang, Tr};

fn game() -> RueMorgue {
    let setup = <RueMorgue as horde_rules::RuleSystem>::default_setup("tutorial-1", 1).expect("setup");
    let mut m = Match::<RueMorgue>::new(setup, 1).expect("match");
    m.run_chance(&mut Vec::new());
    m.state().clone()
}

fn all_events() -> Vec<Event> {
    let k = ZombieKind::Runner;
    vec![
        Event::TurnStarted { turn: 2, first_player: 0 },
        Event::StartingEquipment { survivor: 0, card: 1 },
        Event::TentDealt { zone: 0 },
        Event::Activated { survivor: 1 },
        Event::ActivationEnded { survivor: 1 },
        Event::Moved { survivor: 0, from: 0, to: 1 },
        Event::Searched { survivor: 0, card: Some(3) },
        Event::Searched { survivor: 0, card: None },
        Event::CardKept { survivor: 0, card: 3, slot: 2 },
        Event::CardDiscarded { survivor: 0, card: 3 },
        Event::Aaahh { survivor: 0, zone: 1 },
        Event::Combined { survivor: 0, result: 4 },
        Event::DoorOpened { survivor: 0, door: 0 },
        Event::DoorClosed { survivor: 0, door: 0 },
        Event::NoisePlaced { zone: 1, total: 2 },
        Event::DieRolled { value: 6 },
        Event::Attack { survivor: 0, zone: 1, card: 2, dice: 1, ranged: false },
        Event::Attack { survivor: 0, zone: 1, card: 2, dice: 3, ranged: true },
        Event::Hits { survivor: 0, hits: 0 },
        Event::Hits { survivor: 0, hits: 2 },
        Event::ZombieKilled { by: 0, zone: 1, kind: k },
        Event::HitAbsorbed { zone: 1, kind: ZombieKind::Abomination, hits: 1 },
        Event::SurvivorHit { by: 0, target: 1 },
        Event::Reloaded { survivor: 0 },
        Event::CrawlerRisen { zone: 1, count: 2 },
        Event::XpGained { survivor: 0, amount: 1, total: 8 },
        Event::LevelUp { survivor: 0, level: 1 },
        Event::SkillGained { survivor: 0, skill: 2 },
        Event::SkillUsed { survivor: 0, skill: 78 },
        Event::TeamActionDeclared { survivor: 0, card_mode: 3, zone: 1 },
        Event::WoundsHealed { survivor: 0, count: 1 },
        Event::ObjectiveTaken { survivor: 0, zone: 1 },
        Event::SpawnZoneActivated { zone: 1 },
        Event::WoundTaken { survivor: 0, source: WoundSource::Zombie, discarded: Some(2) },
        Event::WoundTaken { survivor: 0, source: WoundSource::Survivor(1), discarded: None },
        Event::SurvivorDied { survivor: 0, zone: 1 },
        Event::ZombiePhase,
        Event::ZombiesAttacked { zone: 1, wounds: 3 },
        Event::ZombiesMoved { from: 0, to: 1, kind: k, count: 5 },
        Event::ZombiesSplit { from: 0, directions: 2 },
        Event::ZombiesAddedBySplit { zone: 1, kind: k, count: 1 },
        Event::Grabbed { survivor: 0, from: 0, to: 1 },
        Event::ZombieCard { number: 150, zone: Some(1) },
        Event::ZombieCard { number: 150, zone: None },
        Event::ZombiesSpawned { zone: 1, kind: ZombieKind::Fatty, count: 1 },
        Event::ExtraActivation { kind: k },
        Event::ExtraActivationIgnoredAtBlue { kind: k },
        Event::RanOut { kind: k },
        Event::AbominationSubstituted { zone: 1 },
        Event::DeckReshuffled { zombie: true },
        Event::DeckReshuffled { zombie: false },
        Event::TentRevealed { zone: 1, card: TentCard::Infirmary },
        Event::EventTriggered { tile: 0 },
        Event::BoardedHelicopter { survivor: 0, seat: 0 },
        Event::LeftHelicopter { survivor: 0, zone: 1 },
        Event::HelicopterTookOff { zone: 1 },
        Event::HelicopterLanded { zone: 1 },
        Event::HelicopterFlew { from: 0, to: 1 },
        Event::ItemsStored { survivor: 0, card: 2 },
        Event::ItemsTaken { survivor: 0, card: 2 },
        Event::EndPhase,
        Event::VestFlipped { survivor: 0, by: 1 },
        Event::VestLost { survivor: 0, by: 1 },
        Event::Victory,
        Event::GameScored { scores: vec![(0, 12), (1, 7)] },
        Event::Defeat { reason: horde_rue_morgue::LossReason::AllDead },
    ]
}

fn all_actions() -> Vec<Action> {
    let mut v = vec![
        Action::Die(3),
        Action::DrawEquipment(1),
        Action::DrawZombie(0),
        Action::DealStart(1),
        Action::DealTent(TentCard::Ordinary),
        Action::Activate(0),
        Action::Move(1),
        Action::Search,
        Action::OpenDoor { door: 0, hand: 0 },
        Action::Rearrange,
        Action::Trade(1),
        Action::Melee { hand: 2 },
        Action::Ranged { hand: 1, zone: 2 },
        Action::Reload,
        Action::TakeObjective,
        Action::MakeNoise,
        Action::Board(0),
        Action::Board(2),
        Action::ExitHelicopter,
        Action::ChangeSeat(1),
        Action::TakeOff,
        Action::Land,
        Action::Fly(3),
        Action::StoreItems,
        Action::TakeItems,
        Action::DoNothing,
        Action::Discard(0, 0),
        Action::Combine(0, 1),
        Action::UseSkill { skill: 78, target: 1 },
        Action::UseSkill { skill: 50, target: 0 },
        Action::UseSkill { skill: 74, target: 0 },
        Action::UseSkill { skill: 59, target: 0 },
        Action::TeamAction { card_mode: 0, zone: 1 },
        Action::TeamAction { card_mode: 5, zone: 1 },
        Action::Teammate(1),
        Action::Swap(0, 2),
        Action::SwapOther(1, 3),
        Action::Exchange(0, 1),
        Action::Store(0),
        Action::Take(0),
        Action::Done,
        Action::Keep(2),
        Action::DiscardDrawn,
        Action::HitSurvivor(1),
        Action::ChooseZone(1),
        Action::ChooseSkill(0),
        Action::WoundTo(1),
        Action::WoundDiscard(0),
    ];
    v.extend(ZombieKind::ALL.map(Action::HitKind));
    v
}

#[test]
fn every_event_has_a_text_in_both_languages() {
    let g = game();
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        for e in all_events() {
            let mut scene = g.scene(Viewer::Spectator);
            let shown = RueMorgue::play_event(&mut scene, &e, &tr);
            let text = shown.text.unwrap_or_else(|| panic!("{lang}: {e:?} has no text"));
            assert!(!text.contains(MISSING) && !text.is_empty(), "{lang}: {e:?} → {text}");
            assert!(!text.contains('?'), "{lang}: {e:?} names something unknown: {text}");
            for line in shown.card.unwrap_or_default() {
                assert!(!line.contains(MISSING), "{lang}: {e:?} card line {line}");
            }
        }
    }
}

#[test]
fn every_action_has_a_label_and_a_rule_in_both_languages() {
    let g = game();
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        for a in all_actions() {
            let info = g.action_info(a, &tr);
            assert!(!info.label.contains(MISSING) && !info.label.is_empty(), "{lang}: {a:?} → {}", info.label);
            assert!(info.rule.starts_with("RM-"), "{lang}: {a:?} rule {}", info.rule);
            if let Some(d) = info.detail {
                assert!(!d.contains(MISSING), "{lang}: {a:?} detail {d}");
            }
        }
        let asking = g.asking(&tr);
        assert!(!asking.contains(MISSING), "{asking}");
        assert!(!RueMorgue::status(&g.scene(Viewer::Spectator), &tr).contains(MISSING));
    }
}

#[test]
fn the_events_move_the_pieces_on_the_scene() {
    let g = game();
    let tr = Tr::new(Lang::En);
    let mut scene = g.scene(Viewer::Spectator);
    let walker = ZombieKind::Walker;
    RueMorgue::play_event(&mut scene, &Event::ZombiesSpawned { zone: 3, kind: walker, count: 4 }, &tr);
    RueMorgue::play_event(&mut scene, &Event::ZombiesMoved { from: 3, to: 5, kind: walker, count: 3 }, &tr);
    RueMorgue::play_event(&mut scene, &Event::ZombieKilled { by: 0, zone: 5, kind: walker }, &tr);
    assert_eq!(scene.zones[3].zombies[walker.index()], 1);
    assert_eq!(scene.zones[5].zombies[walker.index()], 2);
    RueMorgue::play_event(&mut scene, &Event::Moved { survivor: 2, from: 0, to: 7 }, &tr);
    assert_eq!(scene.surv[2].zone, 7);
    RueMorgue::play_event(&mut scene, &Event::NoisePlaced { zone: 7, total: 2 }, &tr);
    RueMorgue::play_event(&mut scene, &Event::EndPhase, &tr);
    assert_eq!(scene.zones[7].noise, 0);
    RueMorgue::play_event(&mut scene, &Event::SurvivorDied { survivor: 2, zone: 7 }, &tr);
    assert!(!scene.surv[2].alive);
}
