//! The menu of actions: the engine's legal actions, plus a few illegal
//! ones greyed out so that a player can see why they are refused, grouped
//! by kind, each legal one with a key.

use crate::game_ui::{ActionInfo, Group, Target};

/// Keys given to legal items, in order. Letters that are commands
/// (q quit, s save, u undo) are left out so an item never hides one.
pub const ITEM_KEYS: &str = "123456789abcdefghijklmnoprtvwxyz";

/// Why the engine refuses an item, as its rule ID and message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub rule: String,
    pub message: String,
}

#[derive(Clone, Debug)]
pub struct Item<A> {
    pub action: A,
    pub info: ActionInfo,
    /// `None` when legal.
    pub refusal: Option<Refusal>,
    pub key: Option<char>,
}

impl<A> Item<A> {
    pub fn legal(&self) -> bool {
        self.refusal.is_none()
    }
}

#[derive(Clone, Debug)]
pub struct Menu<A> {
    pub items: Vec<Item<A>>,
    pub selected: usize,
    /// When set, only items pointing at this spot are listed (after a
    /// board pick that several actions share).
    pub filter: Option<Target>,
    /// The item with a warning taken once: taking it again confirms it.
    pub armed: Option<usize>,
}

impl<A> Default for Menu<A> {
    fn default() -> Self {
        Self { items: Vec::new(), selected: 0, filter: None, armed: None }
    }
}

impl<A: Copy + PartialEq> Menu<A> {
    /// Sorts items by group (legal before refused within a group, those
    /// asking for confirmation after the others), gives keys, and selects
    /// `keep` if it is still there, else the first legal item.
    pub fn new(mut items: Vec<Item<A>>, keep: Option<A>) -> Self {
        items.sort_by_key(|i| (i.info.group, !i.legal(), i.info.warning.is_some()));
        let mut keys = ITEM_KEYS.chars();
        for item in items.iter_mut().filter(|i| i.legal()) {
            item.key = keys.next();
        }
        let selected = keep
            .and_then(|k| items.iter().position(|i| i.action == k && i.legal()))
            .or_else(|| items.iter().position(Item::legal))
            .unwrap_or(0);
        Self { items, selected, filter: None, armed: None }
    }
}

impl<A> Menu<A> {
    /// Indices of the items shown (all, or those at the filter spot).
    pub fn visible(&self) -> Vec<usize> {
        (0..self.items.len()).filter(|&i| self.filter.is_none() || self.items[i].info.target == self.filter).collect()
    }

    pub fn current(&self) -> Option<&Item<A>> {
        self.items.get(self.selected)
    }

    /// Moves the selection by `delta` among the visible items.
    pub fn step(&mut self, delta: isize) {
        let vis = self.visible();
        if vis.is_empty() {
            return;
        }
        let pos = vis.iter().position(|&i| i == self.selected).unwrap_or(0) as isize;
        let next = (pos + delta).clamp(0, vis.len() as isize - 1) as usize;
        self.selected = vis[next];
    }

    pub fn first(&mut self) {
        if let Some(&i) = self.visible().first() {
            self.selected = i;
        }
    }

    pub fn last(&mut self) {
        if let Some(&i) = self.visible().last() {
            self.selected = i;
        }
    }

    /// Jumps to the first item of the next (`forward`) or previous group.
    pub fn jump_group(&mut self, forward: bool) {
        let vis = self.visible();
        let Some(cur) = self.current().map(|i| i.info.group) else { return };
        let pick = if forward {
            vis.iter().find(|&&i| self.items[i].info.group > cur)
        } else {
            let prev = vis.iter().rev().map(|&i| self.items[i].info.group).find(|g| *g < cur);
            prev.and_then(|g| vis.iter().find(|&&i| self.items[i].info.group == g))
        };
        if let Some(&i) = pick {
            self.selected = i;
        }
    }

    /// The item with key `c`, if visible.
    pub fn by_key(&self, c: char) -> Option<usize> {
        self.visible().into_iter().find(|&i| self.items[i].key == Some(c))
    }

    /// Legal items pointing at `spot`.
    pub fn at(&self, spot: Target) -> Vec<usize> {
        (0..self.items.len()).filter(|&i| self.items[i].legal() && self.items[i].info.target == Some(spot)).collect()
    }

    /// Spots some legal action points at.
    pub fn marked(&self) -> Vec<Target> {
        let mut v: Vec<Target> = self.items.iter().filter(|i| i.legal()).filter_map(|i| i.info.target).collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    pub fn groups_in_order(&self) -> Vec<Group> {
        let mut g: Vec<Group> = self.visible().iter().map(|&i| self.items[i].info.group).collect();
        g.dedup();
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(action: u8, group: Group, warning: Option<&str>) -> Item<u8> {
        let info = ActionInfo {
            group,
            label: format!("action {action}"),
            rule: "",
            detail: None,
            target: None,
            subject: None,
            warning: warning.map(str::to_owned),
        };
        Item { action, info, refusal: None, key: None }
    }

    #[test]
    fn actions_asking_for_confirmation_come_last_in_their_group_with_the_last_keys() {
        // As the engine lists a melee hit's targets: the teammate (RM-FF-1) first.
        let items = vec![
            item(1, Group::Attack, Some("Dan is your teammate")),
            item(2, Group::Attack, None),
            item(3, Group::Attack, None),
            item(4, Group::End, None),
        ];
        let m = Menu::new(items, None);
        let order: Vec<(u8, Option<char>)> = m.items.iter().map(|i| (i.action, i.key)).collect();
        assert_eq!(order, [(2, Some('1')), (3, Some('2')), (1, Some('3')), (4, Some('4'))]);
        assert_eq!(m.current().map(|i| i.action), Some(2), "the first zombie is selected, not the teammate");
    }
}
