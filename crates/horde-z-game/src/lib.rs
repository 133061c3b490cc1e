//! Z-Game (seed 003): two to four factions hold city locations through
//! Day, Evening and Night, as a `horde-core` rule system.
//!
//! Rule IDs (`ZG-...`) are those of the English specification; the seed is
//! the rulebook's last page only, so the morning and the day follow the
//! specification's proposed frame (`ZG-GAP-*`); every reading is listed in
//! the rulings document.
//!
//! - One seat per faction; a seat's hand of action and weapon cards is
//!   hidden from the others, and so is the order of the decks.
//! - Chance is a seat: the faction and tile deals, the first player, every
//!   card drawn (weighted by the copies left) and every die.
//! - Content (city, cards, factions, numbers) is TOML embedded in the crate,
//!   see [`content`].
//!
//! # What this version plays
//!
//! Setup for 2-4 players (ZG-GAP-1/2/3); the Morning's income and hunger
//! (ZG-GAP-5, ZG-GAP-13 recruits); Day movement (ZG-GAP-6), Day fights
//! between factions and against zombie cards, capture and the recruit roll
//! (ZG-GAP-7);
//! Evening building, upgrade, repair and the Car (ZG-EVE, ZG-BUILD,
//! ZG-GAP-18/19), sabotage (ZG-SAB-1..9, ZG-GAP-20), cures (ZG-CURE), the Psych Ward's trade (ZG-GAP-11) and
//! the flare-up (ZG-DIS, ZG-GAP-9); the Night attack, in the order each
//! defender chooses, with weapons and faction bonuses (ZG-NIGHT, ZG-GAP-10), retreats (ZG-RETREAT, ZG-GAP-21),
//! infection (ZG-INF), labour results and the blockpost cap (ZG-WORK,
//! ZG-GAP-22), the first-player title, night VP (ZG-VP, ZG-GAP-15), the end
//! and its tie-breaks (ZG-END, ZG-GAP-16/23) and the hand limit (ZG-GAP-12).
//!
//! Optional modes, each a setup option off by default ([`Options`]): Quick
//! start (ZG-VAR-1), Fog of war (ZG-VAR-2), Local knowledge (ZG-VAR-3), the sabotage variant (ZG-SAB-10), Herd instinct (ZG-VAR-4), Pharmacy
//! business (ZG-VAR-5), Search for survivors (ZG-VAR-6) and Few but
//! effective (ZG-VAR-7).
//!
//! Scenario files of every rule group are in `tests/scenarios/`; the map
//! and a seat's page are drawn by `horde-render` and the terminal's own
//! folder. The faction policy and evaluator the generic bots play with are in [`bot`].

pub mod bot;
pub mod content;
mod observe;
pub mod position;
pub mod rules;
pub mod scenario;
mod system;
pub mod texts;

pub use rules::action::{Action, Job, Remedy};
pub use rules::event::{Death, Event, Phase, Posture, Who};
pub use rules::setup::{Options, Setup};
pub use rules::state::{Step, Sub, ZGame};
pub use rules::view::View;
