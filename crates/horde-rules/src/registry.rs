//! The registry: which rule systems a build plays, as a type-level list.
//!
//! horde-games writes the list once (`systems![RueMorgue, GridSiege]`);
//! a test adds a game to it in one line (`Cons<Toy, Standard>`). Front
//! ends are generic over a [`Registry`] and reach the concrete game type
//! of an id through [`Registry::dispatch`], or build their own table of
//! every system with [`Registry::visit`]: none of them names a game.

use crate::system::{RuleSystem, RuleSystemInfo};
use std::marker::PhantomData;

/// Generic code to run for one rule system, chosen at run time by id.
pub trait GameFn {
    type Output;
    fn call<G: RuleSystem>(self) -> Self::Output;
}

/// Generic code to run for every rule system of a registry, in order.
pub trait Visitor {
    fn visit<G: RuleSystem>(&mut self);
}

/// A list of rule systems. Build one with [`systems!`](crate::systems).
pub trait Registry: 'static {
    /// Calls `visitor` with every rule system, in the order listed.
    fn visit<V: Visitor>(visitor: &mut V);

    /// Runs `f` with the rule system `id`, or gives `f` back.
    fn try_dispatch<F: GameFn>(id: &str, f: F) -> Result<F::Output, F>;

    /// Runs `f` with the rule system whose id is `id`.
    fn dispatch<F: GameFn>(id: &str, f: F) -> Result<F::Output, UnknownGame> {
        Self::try_dispatch(id, f).map_err(|_| unknown_game::<Self>(id))
    }

    /// Every rule system's facts, in the order listed.
    fn infos() -> Vec<RuleSystemInfo> {
        struct Infos(Vec<RuleSystemInfo>);
        impl Visitor for Infos {
            fn visit<G: RuleSystem>(&mut self) {
                self.0.push(G::info());
            }
        }
        let mut v = Infos(Vec::new());
        Self::visit(&mut v);
        v.0
    }

    /// The facts of rule system `id`.
    fn find(id: &str) -> Result<RuleSystemInfo, UnknownGame> {
        Self::infos().into_iter().find(|i| i.id == id).ok_or_else(|| unknown_game::<Self>(id))
    }
}

/// The empty list.
#[derive(Debug)]
pub struct Nil;

/// Rule system `G` in front of the list `R`.
#[derive(Debug)]
pub struct Cons<G, R>(PhantomData<fn() -> (G, R)>);

impl Registry for Nil {
    fn visit<V: Visitor>(_: &mut V) {}
    fn try_dispatch<F: GameFn>(_: &str, f: F) -> Result<F::Output, F> {
        Err(f)
    }
}

impl<G: RuleSystem, R: Registry> Registry for Cons<G, R> {
    fn visit<V: Visitor>(visitor: &mut V) {
        visitor.visit::<G>();
        R::visit(visitor);
    }
    fn try_dispatch<F: GameFn>(id: &str, f: F) -> Result<F::Output, F> {
        if id == G::ID { Ok(f.call::<G>()) } else { R::try_dispatch(id, f) }
    }
}

/// A registry type listing rule-system types: `systems![A, B]`.
#[macro_export]
macro_rules! systems {
    () => { $crate::Nil };
    ($g:ty $(, $rest:ty)* $(,)?) => { $crate::Cons<$g, $crate::systems![$($rest),*]> };
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game {requested:?}; available: {}", known.join(", "))]
pub struct UnknownGame {
    pub requested: String,
    pub known: Vec<&'static str>,
}

fn unknown_game<R: Registry + ?Sized>(id: &str) -> UnknownGame {
    UnknownGame { requested: id.to_owned(), known: R::infos().iter().map(|i| i.id).collect() }
}
