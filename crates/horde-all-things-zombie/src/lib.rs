//! All Things Zombie (seed 002): survivors against zombies on a hex map,
//! with initiative dice per side and reaction tests, as a `horde-core`
//! rule system.
//!
//! Rule IDs (`ATZ-...`) refer to the English specification of the seed;
//! the readings this engine adopts are listed in the rulings document.
//! The seed prints none of the player aid's tables, counters, cards, maps
//! or scenarios: every such value is content (`content/all-things-zombie/`),
//! our design by the spec's proposed rulings (section 17), `source = "horde"`.
//!
//! Chance is a seat: every die is an [`Action::Die`], every zombie card or
//! zombie counter drawn an action weighted by the copies left. Nothing is
//! hidden from any seat (the cup and the deck are drawn from known
//! contents). Character `i` is played by seat `i % seats`.
//!
//! # Implemented
//! - Setup (ATZ-SETUP-1..5 for scenario play): scenario characters with a
//!   loaded weapon in hand, starting zombies drawn from the cup.
//! - Characters, wound track with flip and death (ATZ-CHAR-1, -3, -6,
//!   ATZ-GAP-4); Stars choose reaction results (ATZ-STAR-1/2, ATZ-REACT-9),
//!   Grunts beside an active Star borrow its Rep for activation (ATZ-STAR-3).
//! - Zombies (ATZ-ZOM-1..6), stacking of zombies (ATZ-STACK-2).
//! - Turn sequence and initiative (ATZ-TURN-1..3), characters acting in Rep
//!   order (ATZ-ACT-1..5).
//! - Movement by terrain cost (ATZ-MOVE-1..5), the Run (ATZ-RUN-1..3).
//! - Shooting with the proposed table, targets, Shot markers, ammo running
//!   out, reloading (ATZ-SHOOT-1..7, -9, -12, ATZ-ITEM-1/2, ATZ-GAP-2/13/23).
//! - Line of sight, day and night (ATZ-LOS-1..5, ATZ-GAP-17).
//! - Melee (ATZ-MELEE-1..5, ATZ-GAP-3, ATZ-GAP-15 sweep at phase end).
//! - Reaction tests Wanting to Charge (adjacent zombies), Being Charged
//!   (after the zombies move and at a turn start) and In Sight (a zombie
//!   walking into sight within 6 hexes pauses its move), with the Rushed
//!   Shot and the Runaway (ATZ-REACT-1..6, -9..11, ATZ-GAP-1, ATZ-GAP-15,
//!   ATZ-GAP-18/19); a charge 1-2 hexes beyond reach with a run test
//!   (ATZ-REACT-3, ATZ-GAP-8).
//! - Entering buildings: zombie cards, Entered markers, surprise
//!   (ATZ-MOVE-4, ATZ-FINDZ-1..6, ATZ-GAP-21).
//! - Zombie movement (ATZ-ZACT-1..4, ATZ-GAP-8) and generation at Shot
//!   markers (ATZ-GEN-1..6, ATZ-GAP-6).
//! - The six named characters' abilities (ATZ-FAQ-2..6, ATZ-GAP-11); the
//!   house rules and the pity shot as match options (ATZ-HOUSE-1/2,
//!   ATZ-SHOOT-13).
//! - Found survivors (ATZ-SURV-1..7, ATZ-GAP-12, ATZ-GAP-25): a Survivor
//!   card's five dice make a friend who joins the band or a foe who
//!   fights its finder at once; found enemies roll their own initiative
//!   die and the engine plays them (melee, fire at the nearest, move
//!   toward it, charge when unarmed). Shots at characters, the In Sight
//!   test a moving character causes an enemy, Received Fire, firefights,
//!   Duck Back and melee between characters (ATZ-REACT-7/8, -10, -12..14,
//!   ATZ-GAP-3, ATZ-GAP-10, ATZ-GAP-15, ATZ-GAP-18).
//! - Victory and defeat of the shipped scenarios (ATZ-GAP-9), and the
//!   default random scenario: a random entry edge, Glory points to equip,
//!   entering the map, zombies generated at the start (ATZ-SETUP-7,
//!   ATZ-MOVE-6, ATZ-RUN-4, ATZ-GEN-7/8, ATZ-GAP-22/24).
//! - The sheet: carrying limits, searching and the loot deck, switching,
//!   dropping and picking up, Scope, Drugs, Medkit, Vest, Ammo, panic
//!   fire and grenades (ATZ-CHAR-2..5, -7, ATZ-ITEM-4..9, ATZ-LOOT-1..4,
//!   ATZ-SHOOT-8/10/11, ATZ-GAP-7/16).
//!
//! - Scenario files ([`scenario`], `docs/scenarios.md`): a position, forced
//!   chance and expectations; the seed's statements are the files of
//!   `tests/scenarios/`.
//!
//! # Not yet implemented
//! - Passing items (ATZ-ACT-6) and combining two pistols (ATZ-ITEM-1).
//! - The In Sight test of the players' characters against a moving
//!   found enemy, a shot that mixes a character with other targets, and a
//!   Runaway stopping in an enemy's hex (ATZ-GAP-18 (c)).
//! - A Survivor card of Too Tall's look found only when someone enters
//!   (ATZ-GAP-11): it is found at once.
//! - The heuristic ([`bot`]) is a first scoring policy, not tuned (ATZ-GAP-26).

pub mod bot;
pub mod content;
mod observe;
pub mod position;
mod rules;
pub mod scenario;
mod system;
pub mod texts;

pub use rules::action::{Action, SurpriseChoice};
pub use rules::event::Event;
pub use rules::state::{
    AfterShot, Arm, Atz, Character, DrawFor, Ended, EnterMode, HouseRules, Lying, Pending, RollFor, Setup, Shot, Side,
    Test, TestAt, Then, TurnState, Zombie,
};
pub use rules::view::{CharacterView, View, ZombieView};
