//! The one seeded generator of the property tests: the rules' own
//! SplitMix64, so that one `u64` drawn by proptest describes a whole deal,
//! play-out or game, and the same seed always gives the same one.
//!
//! Two ways of drawing a number below `n` are kept, each as its tests have
//! always drawn it, so that a seed found failing replays the same deal:
//! [`Rng::below`] scales (as `SplitMix::below` does; the audit and the
//! one-truth rounds), [`Rng::rem_below`] takes the remainder (the model
//! games).

use fortyfives::rules::seeded::SplitMix;
use fortyfives::rules::{Card, CardSet};

pub struct Rng(SplitMix);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(SplitMix::new(seed))
    }

    pub fn next(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number from 0 to `n - 1`, scaled (`SplitMix::below`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n)
    }

    /// A card of `set`, chosen with [`Rng::below`].
    pub fn card(&mut self, set: CardSet) -> Card {
        let cards: Vec<Card> = set.iter().collect();
        cards[self.below(cards.len())]
    }

    /// A number from 0 to `n - 1`, by remainder.
    pub fn rem_below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True `percent` times in a hundred, by remainder.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    /// One of `items`, chosen with [`Rng::rem_below`].
    pub fn rem_pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.rem_below(items.len())]
    }
}
