//! Answers kept card for card: every hand, the leader and the deal. Its
//! key costs a few multiplications, where the general table's walks over
//! every card to find a position's class, so positions that come back
//! exactly as they were are answered here first: the last two tricks up to
//! five players (see `endgame.rs`), and trick starts at six players and
//! more, where the six other seats reach the same position by many ways.
//! At eight players one slow deal of the first-lead benchmark reached
//! the fourth trick's start 20 million times, at 56 thousand positions.

use crate::rules::solve::deal::{mix, Position};

/// Odd constants (from the digits of pi) a hand is multiplied by in a key,
/// one for each seat.
const HAND_FACTORS: [u64; 8] = [
    0x243f_6a88_85a3_08d3,
    0x1319_8a2e_0370_7345,
    0xa409_3822_299f_31d1,
    0x082e_fa98_ec4e_6c89,
    0x4528_21e6_38d0_1377,
    0xbe54_66cf_34e9_0c6c,
    0xc0ac_29b7_c97c_50dd,
    0x3f84_d5b5_b547_0917,
];

/// What is known of the points the counted side takes from one position:
/// every hand card for card, and the leader.
#[derive(Clone, Copy, Default)]
pub(super) struct Exact {
    /// The fingerprint of the hands and the leader (0: empty).
    key: u64,
    lower: u8,
    upper: u8,
    /// The cards marked by the search that proved each bound: a bound read
    /// back rests on them.
    lower_marks: u64,
    upper_marks: u64,
}

impl Exact {
    /// The key of `pos` in a deal salted with `salt`, and its slot in a
    /// table of `len` entries (a power of two).
    pub(super) fn key(pos: &Position, n: usize, salt: u64, len: usize) -> (u64, usize) {
        // (Each hand multiplied by an odd constant of its own: the
        // products are independent, so they are worked out side by side.
        // The leader sits above the deal's salt.)
        let mut key = salt ^ u64::from(pos.leader) << 56;
        for (hand, k) in pos.hands[..n].iter().zip(HAND_FACTORS) {
            key ^= hand.wrapping_mul(k);
        }
        let key = mix(key).max(1);
        (key, key as usize & (len - 1))
    }

    /// The answer kept to "at least `need` more points?" for `key`, with
    /// the cards it rests on.
    pub(super) fn answer(&self, key: u64, need: u8) -> Option<(bool, u64)> {
        if self.key != key {
            None
        } else if self.lower >= need {
            Some((true, self.lower_marks))
        } else if self.upper < need {
            Some((false, self.upper_marks))
        } else {
            None
        }
    }

    /// Keeps the answer to "at least `need` more points?" for `key`, found
    /// after `answer` gave none, and the cards it rests on.
    pub(super) fn keep(&mut self, key: u64, need: u8, answer: bool, marks: u64) {
        if self.key != key {
            *self = Exact {
                key,
                upper: u8::MAX,
                ..Exact::default()
            };
        }
        // (The bound read before did not answer, so this one is tighter.)
        if answer {
            self.lower = need;
            self.lower_marks = marks;
        } else {
            self.upper = need - 1;
            self.upper_marks = marks;
        }
    }
}

/// Entries of the table of trick starts by the number of players (a
/// power of two, 32 bytes each; none below six players, where the general
/// table is small and quick to read).
pub(super) fn starts_entries(players: usize) -> usize {
    if players >= 6 {
        1 << 16
    } else {
        0
    }
}
