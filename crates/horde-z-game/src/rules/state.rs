//! The state of a match of Z-Game.

use crate::content::{CARD_KINDS, Card, CharKind, Deck, FactionId, content};
use crate::rules::action::{Hand, Job};
use crate::rules::event::{Event, Posture, Who};
use crate::rules::map::Place;
use serde::{Deserialize, Serialize};

/// One faction's player.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// `None` until dealt at setup.
    pub faction: Option<FactionId>,
    pub food: u8,
    pub medicine: u8,
    pub vp: u8,
    /// Hidden from the other seats.
    pub hand: Hand,
    /// Cures made this evening (ZG-CURE-3).
    pub cures: u8,
    /// Psych Ward traded this evening (ZG-GAP-11).
    pub traded: bool,
    pub leader_alive: bool,
}

/// A character on the board (dead ones keep `loc: None` until the next
/// Morning, when they are dropped).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Character {
    pub owner: u8,
    pub kind: CharKind,
    pub loc: Option<u8>,
    pub posture: Posture,
    /// Turned for an evening job (ZG-EVE-4).
    pub busy: bool,
    /// Moved this Day (ZG-GAP-6); where from.
    pub from: Option<u8>,
}

impl Character {
    pub fn who(&self) -> Who {
        Who { seat: self.owner, kind: self.kind }
    }
    pub fn standing(&self) -> bool {
        self.posture == Posture::Standing
    }
}

/// The fortification markers of a location (ZG-GAP-1): full (coloured
/// side up), under construction (face down this evening), ruins (face
/// down), ruins paid for repair this evening.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Fort {
    /// Whose markers they are; `None`: neutral (ZG-CTX-9, ZG-GAP-14).
    pub owner: Option<u8>,
    pub full: u8,
    pub building: u8,
    pub ruin: u8,
    pub repairing: u8,
    /// The player whose squad works here this evening.
    pub builder: Option<u8>,
    /// The work under way is a new fortification on a bare location (VP, ZG-BUILD-9).
    pub fresh: bool,
}

impl Fort {
    pub fn markers(&self) -> u8 {
        self.full + self.building + self.ruin + self.repairing
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Location {
    pub place: Place,
    pub hex: (i8, i8),
    pub adj: Vec<u8>,
    /// Who holds it (ZG-GAP-5); a Base always its owner.
    pub holder: Option<u8>,
    pub fort: Fort,
    /// A building action took place here this evening (ZG-GAP-19).
    pub worked: bool,
}

/// An evening squad being gathered.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Squad {
    pub seat: u8,
    pub loc: u8,
    pub job: Job,
    pub members: Vec<u8>,
    /// Cards put down for it (face up).
    pub cards: Hand,
}

/// The fight at hand.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FightCtx {
    pub seat: u8,
    pub loc: u8,
    pub night: bool,
    /// Zombie strength so far.
    pub zombies: u8,
    pub dice_left: u8,
    /// Zombie cards drawn for this day fight (ZG-VAR-4: a second joins a 1).
    pub cards: u8,
}

/// A day fight between two factions (ZG-GAP-7).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Duel {
    pub loc: u8,
    pub attacker: u8,
    pub defender: u8,
    /// The defender holds the location: fortification and ties are his.
    pub holder: bool,
    /// Dice rolled so far: attacker's, then defender's.
    pub dice: Vec<u8>,
    /// Strength of the weapons played: attacker's, then defender's.
    pub weapons: [u8; 2],
}

/// A retreat waiting for its destination.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RetreatCtx {
    pub seat: u8,
    pub from: u8,
    pub chars: Vec<u8>,
    pub night: bool,
    pub options: Vec<u8>,
}

/// What the night has shown so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Night {
    pub attacked: Vec<u8>,
    /// Targets of a successful "attract a zombie horde" (ZG-SAB-8).
    pub hordes: Vec<u8>,
    pub lost: Vec<u8>,
    pub street_win: Option<u8>,
    pub build_vp: Vec<u8>,
    /// Attacks not yet fought: (location, dice).
    pub waiting: Vec<(u8, u8)>,
    /// Locations captured this round, with their captor (ZG-CTX-4, ZG-VAR-5).
    pub captured: Vec<(u8, u8)>,
}

/// The evening sub-phases a seat acts in (ZG-GAP-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sub {
    Building,
    Sabotage,
    Cures,
}

/// A pending chance draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Draw {
    Faction {
        seat: u8,
    },
    /// Local knowledge (ZG-VAR-3): a tile of this game, then a tile dealt to a seat.
    Pool,
    Dealt {
        seat: u8,
    },
    Spot {
        tile: u8,
    },
    Tile {
        loc: u8,
    },
    First,
    Character {
        seat: u8,
        loc: u8,
    },
    Card {
        seat: u8,
        deck: Deck,
    },
    Zombie {
        loc: u8,
    },
    SabotageDie {
        seat: u8,
        /// Where the saboteurs are.
        at: u8,
        target: u8,
        kind: crate::rules::action::SabKind,
    },
    Steal {
        from: u8,
        to: u8,
    },
    DuelDie {
        loc: u8,
    },
    NightDie {
        loc: u8,
    },
    RecruitDie {
        seat: u8,
        loc: u8,
    },
    /// Search for survivors (ZG-VAR-6).
    SearchDie {
        seat: u8,
        loc: u8,
    },
    Infection {
        ch: u8,
    },
    TieBreak,
}

/// Who decides now, and what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Between decisions (never seen outside `apply`).
    Auto,
    Chance(Draw),
    Hunger {
        seat: u8,
        left: u8,
    },
    Moves {
        seat: u8,
    },
    Fight {
        seat: u8,
    },
    Evening {
        seat: u8,
        sub: Sub,
    },
    Flare {
        seat: u8,
    },
    Retreat {
        seat: u8,
    },
    /// Which of his attacked locations is fought next (ZG-GAP-10 (i)).
    Order {
        seat: u8,
    },
    Degrade {
        seat: u8,
        keep: u8,
    },
    /// Scouting: the second face-down location to look at (ZG-VAR-2).
    Scout {
        seat: u8,
        at: u8,
        first: u8,
    },
    /// Scouting: swap the two or leave them (ZG-VAR-2).
    Swap {
        seat: u8,
        first: u8,
        second: u8,
    },
    /// Local knowledge: one of his dealt tiles on a free position (ZG-VAR-3).
    Lay {
        seat: u8,
    },
    /// Few but effective: a character of his pile joins at `loc` (ZG-VAR-7).
    Enrol {
        seat: u8,
        loc: u8,
    },
    /// Quick start: the location next to his Base he starts with (ZG-VAR-1).
    Claim {
        seat: u8,
    },
    /// An action card of his choice from the draw pile (ZG-VAR-6).
    Pick {
        seat: u8,
    },
    Discard {
        seat: u8,
    },
    Over,
}

impl Step {
    /// The seat that decides at this step; none between decisions, at
    /// chance and at the end.
    pub fn seat(self) -> Option<u8> {
        match self {
            Step::Auto | Step::Chance(_) | Step::Over => None,
            Step::Hunger { seat, .. }
            | Step::Moves { seat }
            | Step::Fight { seat }
            | Step::Evening { seat, .. }
            | Step::Flare { seat }
            | Step::Retreat { seat }
            | Step::Order { seat }
            | Step::Pick { seat }
            | Step::Claim { seat }
            | Step::Enrol { seat, .. }
            | Step::Lay { seat }
            | Step::Scout { seat, .. }
            | Step::Swap { seat, .. }
            | Step::Degrade { seat, .. }
            | Step::Discard { seat } => Some(seat),
        }
    }
}

/// Automated work still to do, run in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Task {
    DealFaction(u8),
    PlaceAlways(u8),
    DealTile(u8),
    PickFirst,
    /// ZG-VAR-3: the game's tiles, dealt out and laid by the players.
    PoolTiles,
    PoolTile,
    DealOut,
    Dealt(u8),
    Lay(u8),
    /// ZG-VAR-1: every player's claim, in turn order once the first player is known.
    QuickStarts,
    QuickStart(u8),
    /// ZG-GAP-2: a seat's start, by the faction dealt to it.
    Outfit(u8),
    DrawChar {
        seat: u8,
        loc: u8,
    },
    DrawCard {
        seat: u8,
        deck: Deck,
    },
    Round,
    Announce(crate::rules::event::Phase),
    Recruits,
    Income(u8),
    Hunger(u8),
    Moves(u8),
    DayFights,
    FactionFights,
    FactionFight(u8),
    ZombieFights,
    ZombieFight(u8),
    RecruitRoll {
        seat: u8,
        loc: u8,
    },
    CapCheck {
        seat: u8,
        loc: u8,
    },
    Evening(Sub, u8),
    Flare(u8),
    Night,
    /// The attacks on one player's locations, in the order he chooses.
    Attacks(u8),
    Attack {
        loc: u8,
        dice: u8,
    },
    Retreats,
    Retreat(u8),
    Infection,
    Infection2(u8),
    Labour,
    FirstPasses,
    NightVp,
    EndCheck,
    HandLimit(u8),
}

/// How the match ended.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ended {
    pub winners: Vec<u8>,
    /// Stopped at the setup's round limit: no winner (ZG-GAP-23).
    pub unfinished: bool,
}

/// The state of a match: the value is the state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ZGame {
    pub(crate) players: u8,
    pub(crate) options: crate::rules::setup::Options,
    pub(crate) target: u8,
    pub(crate) round_limit: Option<u16>,
    pub(crate) seats: Vec<Player>,
    pub(crate) chars: Vec<Character>,
    pub(crate) locs: Vec<Location>,
    /// City tiles not dealt yet.
    pub(crate) tiles_left: Vec<u8>,
    /// Local knowledge (ZG-VAR-3): the game's tiles not dealt yet, and each
    /// seat's dealt tiles not laid yet (all face up).
    pub(crate) pool: Vec<u8>,
    /// Fog of war (ZG-VAR-2): positions whose tile nobody has seen.
    pub(crate) face_down: Vec<bool>,
    /// Scouting (ZG-VAR-2): which face-down positions each seat has looked at.
    pub(crate) known: Vec<Vec<bool>>,
    pub(crate) to_lay: Vec<Vec<u8>>,
    /// Character deck and discard, per kind.
    pub(crate) char_deck: [u8; 4],
    /// Few but effective (ZG-VAR-7): each seat's own pile, per kind.
    pub(crate) piles: Vec<[u8; 4]>,
    pub(crate) char_discard: [u8; 4],
    /// Action and weapon decks (each card kind lives in one of them) and
    /// their discard piles.
    pub(crate) deck: Hand,
    pub(crate) discard: Hand,
    /// Zombie cards per content index.
    pub(crate) zombie_deck: Vec<u8>,
    pub(crate) zombie_discard: Vec<u8>,
    pub(crate) first: u8,
    pub(crate) round: u16,
    pub(crate) step: Step,
    /// A stack: the last task runs next.
    pub(crate) todo: Vec<Task>,
    pub(crate) squad: Option<Squad>,
    pub(crate) fight: Option<FightCtx>,
    pub(crate) duel: Option<Duel>,
    pub(crate) retreat: Option<RetreatCtx>,
    pub(crate) night: Night,
    pub(crate) tied: Vec<u8>,
    /// The last die rolled, so every viewer knows it.
    pub(crate) last_die: Option<u8>,
    pub(crate) ended: Option<Ended>,
}

impl ZGame {
    /// Seats in turn order from the first player (clockwise, ZG-CTX-6).
    pub fn order(&self) -> Vec<u8> {
        (0..self.players).map(|i| (self.first + i) % self.players).collect()
    }

    pub fn round(&self) -> u16 {
        self.round
    }

    pub fn step(&self) -> Step {
        self.step
    }

    pub fn player(&self, seat: u8) -> &Player {
        &self.seats[usize::from(seat)]
    }

    pub fn characters(&self) -> &[Character] {
        &self.chars
    }

    pub fn locations(&self) -> &[Location] {
        &self.locs
    }

    pub fn first_player(&self) -> u8 {
        self.first
    }

    pub fn target(&self) -> u8 {
        self.target
    }

    pub fn options(&self) -> crate::rules::setup::Options {
        self.options
    }

    /// Fog of war (ZG-VAR-2): nobody knows this location's tile yet.
    pub fn face_down(&self, loc: u8) -> bool {
        self.face_down.get(usize::from(loc)).copied().unwrap_or(false)
    }

    /// Whether `viewer` may see the tile at `loc`: face up, or looked at by
    /// his seat when scouting (ZG-VAR-2).
    pub fn sees_tile(&self, loc: u8, viewer: horde_core::Viewer) -> bool {
        match viewer {
            _ if !self.face_down(loc) => true,
            horde_core::Viewer::Seat(s) => {
                self.known.get(usize::from(s.0)).and_then(|k| k.get(usize::from(loc))).copied().unwrap_or(false)
            }
            horde_core::Viewer::Spectator => false,
        }
    }

    /// Scouting is possible from `at`: two face-down locations next to it (ZG-GAP-24).
    pub(crate) fn can_scout(&self, at: u8) -> bool {
        self.locs[usize::from(at)].adj.iter().filter(|&&l| self.face_down(l)).count() >= 2
    }

    /// ZG-VAR-2, ZG-GAP-24: a character entering turns the location up.
    pub(crate) fn reveal(&mut self, loc: u8, events: &mut Vec<Event>) {
        if self.face_down(loc) {
            self.face_down[usize::from(loc)] = false;
            if let Place::City(Some(tile)) = self.locs[usize::from(loc)].place {
                events.push(Event::Revealed { loc, tile });
            }
        }
    }

    pub fn ended(&self) -> Option<&Ended> {
        self.ended.as_ref()
    }

    pub(crate) fn faction(&self, seat: u8) -> Option<&'static crate::content::Faction> {
        self.seats[usize::from(seat)].faction.map(|f| content().faction(f))
    }

    /// Living characters at `loc`.
    pub(crate) fn at(&self, loc: u8) -> impl Iterator<Item = (u8, &Character)> + '_ {
        self.chars.iter().enumerate().filter(move |(_, c)| c.loc == Some(loc)).map(|(i, c)| (i as u8, c))
    }

    pub(crate) fn alive(&self, seat: u8) -> impl Iterator<Item = (u8, &Character)> + '_ {
        self.chars
            .iter()
            .enumerate()
            .filter(move |(_, c)| c.owner == seat && c.loc.is_some())
            .map(|(i, c)| (i as u8, c))
    }

    /// Sum of the Strength of `seat`'s standing characters at `loc`, and
    /// how many stand (ZG-GAP-8: lying figures add nothing).
    pub(crate) fn standing_strength(&self, loc: u8, seat: u8) -> (u8, u8) {
        let c = content();
        self.at(loc)
            .filter(|(_, ch)| ch.owner == seat && ch.standing())
            .fold((0, 0), |(s, n), (_, ch)| (s + c.character(ch.kind).strength, n + 1))
    }

    /// The players with characters at `loc`, in turn order.
    pub(crate) fn present(&self, loc: u8) -> Vec<u8> {
        self.order().into_iter().filter(|&s| self.at(loc).any(|(_, c)| c.owner == s)).collect()
    }

    /// The one player with characters at `loc`, if any.
    pub(crate) fn occupant(&self, loc: u8) -> Option<u8> {
        self.at(loc).map(|(_, c)| c.owner).next()
    }

    pub(crate) fn base_of(&self, seat: u8) -> u8 {
        self.locs.iter().position(|l| l.place == Place::Base(seat)).unwrap_or(0) as u8
    }

    /// Steps from `from` to every location (`u8::MAX`: unreachable).
    pub(crate) fn distances(&self, from: u8) -> Vec<u8> {
        let mut d = vec![u8::MAX; self.locs.len()];
        let mut queue = std::collections::VecDeque::from([from]);
        d[usize::from(from)] = 0;
        while let Some(l) = queue.pop_front() {
            for &n in &self.locs[usize::from(l)].adj {
                if d[usize::from(n)] == u8::MAX {
                    d[usize::from(n)] = d[usize::from(l)] + 1;
                    queue.push_back(n);
                }
            }
        }
        d
    }

    /// A location stops being held when its holder has neither characters
    /// nor full markers there (ZG-GAP-5); its markers turn neutral (ZG-GAP-14).
    pub(crate) fn refresh(&mut self, loc: u8, events: &mut Vec<Event>) {
        let l = &self.locs[usize::from(loc)];
        let Some(p) = l.holder else { return };
        if matches!(l.place, Place::Base(_)) {
            return;
        }
        let present = self.at(loc).any(|(_, c)| c.owner == p);
        if !present && l.fort.full == 0 {
            let l = &mut self.locs[usize::from(loc)];
            l.holder = None;
            l.fort.owner = None;
            events.push(Event::Lost { seat: p, loc });
        }
    }

    /// `seat`'s full blockposts (ZG-GAP-19: two full markers).
    pub(crate) fn blockposts(&self, seat: u8) -> Vec<u8> {
        (0..self.locs.len() as u8)
            .filter(|&l| {
                let f = &self.locs[usize::from(l)].fort;
                f.owner == Some(seat) && f.full >= 2
            })
            .collect()
    }

    pub(crate) fn hand_size(&self, seat: u8, deck: Deck) -> u8 {
        Card::ALL.iter().filter(|c| c.deck() == deck).map(|c| self.seats[usize::from(seat)].hand[c.index()]).sum()
    }

    pub(crate) fn deck_size(&self, deck: Deck) -> u8 {
        Card::ALL.iter().filter(|c| c.deck() == deck).map(|c| self.deck[c.index()]).sum()
    }

    pub(crate) fn push_seq(&mut self, tasks: impl IntoIterator<Item = Task>) {
        let mut v: Vec<Task> = tasks.into_iter().collect();
        v.reverse();
        self.todo.extend(v);
    }
}

/// Counts of every card kind.
pub(crate) fn full_decks() -> Hand {
    let c = content();
    let mut h = [0; CARD_KINDS];
    for card in Card::ALL {
        h[card.index()] = c.card(card).count;
    }
    h
}
