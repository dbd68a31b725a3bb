//! Which seat, which side, and data kept per side: three kinds of index that
//! were all bare numbers. A [`Seat`] counts the players clockwise from the
//! first named; a [`SideId`] counts the sides (teams, or players in
//! cut-throat) in the order the table lists them; a [`BySide`] holds one
//! value per side and is indexed by [`SideId`] only (as shakmaty's
//! `ByColor`). In saved files each is the plain number or list it replaces.

use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

/// A seat at the table, clockwise from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub usize);

impl Seat {
    /// The seat on this one's left (the next clockwise) at a table of
    /// `players`: where the deal and the auction go next.
    pub fn left(self, players: usize) -> Seat {
        Seat((self.0 + 1) % players)
    }
}

/// A side: a team, or one player in cut-throat, by its place in the table's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SideId(pub usize);

/// One value per side, in the table's order of sides.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BySide<T>(Vec<T>);

impl<T> BySide<T> {
    /// A value for each of `sides` sides.
    pub fn from_fn(sides: usize, f: impl FnMut(SideId) -> T) -> BySide<T> {
        BySide((0..sides).map(SideId).map(f).collect())
    }

    /// How many sides.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there is no side.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every side, in order.
    pub fn ids(&self) -> impl Iterator<Item = SideId> + use<T> {
        (0..self.0.len()).map(SideId)
    }

    /// The side's value; `None` for a side not in the game.
    pub fn get(&self, side: SideId) -> Option<&T> {
        self.0.get(side.0)
    }

    /// The side's value, to change; `None` for a side not in the game.
    pub fn get_mut(&mut self, side: SideId) -> Option<&mut T> {
        self.0.get_mut(side.0)
    }

    /// The values, in the order of the sides.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The values, in the order of the sides, to change.
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }

    /// Each side with its value.
    pub fn enumerate(&self) -> impl Iterator<Item = (SideId, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (SideId(i), v))
    }

    /// A value for each side, made from this one's.
    pub fn map<U>(&self, f: impl FnMut(&T) -> U) -> BySide<U> {
        BySide(self.0.iter().map(f).collect())
    }

    /// The values as a slice, in the order of the sides.
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }

    /// The values, in the order of the sides.
    pub fn into_vec(self) -> Vec<T> {
        self.0
    }
}

impl<T> From<Vec<T>> for BySide<T> {
    fn from(values: Vec<T>) -> BySide<T> {
        BySide(values)
    }
}

impl<T> FromIterator<T> for BySide<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> BySide<T> {
        BySide(iter.into_iter().collect())
    }
}

impl<T> Index<SideId> for BySide<T> {
    type Output = T;
    fn index(&self, side: SideId) -> &T {
        &self.0[side.0]
    }
}

impl<T> IndexMut<SideId> for BySide<T> {
    fn index_mut(&mut self, side: SideId) -> &mut T {
        &mut self.0[side.0]
    }
}

impl<'a, T> IntoIterator for &'a BySide<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// Per-side values compare with a list in side order, as tests write them.
impl<T: PartialEq> PartialEq<Vec<T>> for BySide<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        &self.0 == other
    }
}
