//! Dead of Night (seed 004): competitive zombie survival on room cards,
//! as a `horde-core` rule system. Rule IDs (`DN-...`) refer to the English
//! specification of the seed; the readings this engine adopts are listed
//! in the rulings document.
//!
//! - One seat a player (1 to 6). Chance is a seat: every die is an
//!   [`Action::Die`], every card drawn an [`Action::Card`] weighted by the
//!   copies left (DN-GAP-1), every room card turned up an [`Action::Room`].
//! - Nothing in the state is secret: the deck order and the face-down room
//!   cards are decided only when drawn or turned up, which deals the same
//!   shuffle; a player's items are public (see [`View`]).
//! - Content (items, room cards, the event deck, scenarios) is TOML under
//!   `content/dead-of-night/`, see [`content`].
//!
//! # What is played
//!
//! - Setup (DN-SETUP-1..5 and the scenario-1 summary): first player at
//!   random, entry spaces picked clockwise, one random one-handed starting
//!   item, zombies on the other entry spaces.
//! - The turn (DN-TURN-1..3, DN-ACT-1, DN-GAP-5): card, two actions, free
//!   actions; the deck built as AI over AII with Keys and The End in the
//!   last five places of their parts (DN-GAP-1).
//! - Zombies (DN-ZOM-1..9, DN-GAP-7, DN-GAP-20): placing, scent and true
//!   distances, crowding before doors, ties chosen by the active player,
//!   combats after each zombie move (DN-GAP-6 (b)); Zombies Break Through
//!   breaks besieged doors.
//! - Movement (DN-MOVE-1..5, DN-ACT-2, DN-RUN-1, DN-GAP-4, DN-GAP-6): doors, windows,
//!   corners, combats when stepping into contact and before leaving one,
//!   rooms turned up on entry with two free searches (DN-GAP-23).
//! - Searching (DN-SEARCH-1..4, DN-GAP-2): 8-row room tables, torch and
//!   light, the finite supply and the fallback down the rows, search zombies.
//! - Close combat (DN-MELEE-1..9 with helpers, DN-GAP-8, DN-GAP-9,
//!   DN-GAP-25, DN-ITEMS-1/2): the table, kills chosen, pushes, wounds,
//!   grabs and tear-away, collapse and death.
//! - Items and energy (DN-ITEM-3/4/7/8, DN-FREE-2/3, DN-ENERGY-1..4,
//!   DN-FREE-4, DN-GAP-3, DN-GAP-24): hands and backpack, energy items,
//!   rest, picking up, dropping, giving and stealing items and the Keys card.
//! - Ranged combat (DN-RANGED-1..4, DN-GAP-11): shots with ammo and throws
//!   at zombies along a clear line of fire, range bonuses, pushes.
//! - Attacking walls (DN-OBJ-1, DN-BAR-3): 7 inside, 10 to the outside;
//!   breaches players pass and zombies pass only from outside.
//! - Fights between players (DN-PVP-1/2/3, DN-GAP-12): hand to hand or a
//!   shot, one a turn, against the victim's energy; the fighters' duty to
//!   attack in each of their turns until a death or peace.
//! - Fire (DN-FIRE-1..5/7, DN-ZOM-7, DN-GAP-10): small fires, spreading
//!   fires, the extinguisher, zombies dying in and fleeing from fire,
//!   players burnt.
//! - Explosives and damaged buildings (DN-EXPL-1..3, DN-DMG-1/2,
//!   DN-GAP-19/21): cans and cylinders set off by attacks or fire, blasts,
//!   breaches, damage tokens and collapsing rooms.
//! - Power's On / Lights Out (DN-CARDS-4, DN-GAP-14), the generator
//!   (DN-ITEM-2/6, DN-GAP-14): fuelled and started, it lights its building
//!   until its room collapses; Ammo (DN-CARDS-5).
//! - The end and scoring (DN-END-1..4, DN-GAP-17, DN-GAP-22) for the end
//!   by The End, an empty deck, an escape, one player left or all dead.
//! - Combining items (DN-ITEM-5, DN-ITEMS-6) and the Molotov cocktail
//!   (DN-EXPL-4).
//! - Flee! and Do it now! (DN-FREE-1/6/7/8, DN-GAP-15): once a turn's
//!   card is resolved each other player may act out of turn, and pays
//!   with actions of his next turns.
//! - Barricades (DN-BAR-1..3, DN-ITEMS-3): hammer or powered nail gun,
//!   dismantled from the builder's side, attacked on 5.
//! - The Crash card (DN-CARDS-2, DN-GAP-13): the drawer picks the exterior
//!   door, a d6 of zombies arrive in the car, which blocks the door and
//!   its two squares.
//! - Vehicles (DN-CAR-1..7, DN-ITEM-5/6/9, DN-MOVE-6, DN-FIRE-6,
//!   DN-GAP-13/22): vehicle cards and the scenario's car as content,
//!   boarding and the driver, fuel, the Keys card or hot-wiring, driving
//!   in lines and quarter turns, running zombies down, wrecks, jumping
//!   out, and escaping at a road exit.
//! - The optional infection rule (DN-INFECT-1/2), off by default.
//! - A heuristic policy and evaluator for the generic bots ([`bot`]).
//!
//! # Not played yet
//!
//! Ranged attacks on walls and barricades, throws at objects, attacks on
//! vehicles (DN-OBJ), throws at players and joining a fight out of turn (DN-PVP-2),
//! swapping items between players (DN-FREE-4), other free actions out of
//! turn and windows after every action (DN-FREE-1, DN-GAP-15), stairs, ladders
//! and jumping (DN-STAIR, DN-JUMP, DN-GAP-16, so no cellar or upper
//! floor), fights for a vehicle's
//! wheel and passengers leaving a moving one (DN-CAR-4/6). The only
//! scenario is a one-storey house.

pub mod bot;
pub mod content;
mod observe;
pub mod position;
mod rules;
pub mod scenario;
mod system;
pub mod texts;

pub use rules::action::Action;
pub use rules::event::Event;
pub use rules::setup::Setup;
pub use rules::state::{Barricade, Car, DeadOfNight, End, FISTS, Fire, Generator, Player, Sq, Step, Thing, item_of};
pub use rules::view::View;
