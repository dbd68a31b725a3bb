//! The bidding policy of the game model (RULES.md §14.3): from a player's
//! own five cards, an estimate of §13's share of deals in which each level
//! is made, in each trump, cheap enough to be asked for every seat of
//! every round the model plays.
//!
//! §13's shares turn, to within the noise of its deals, on which trumps a
//! hand holds and nothing else: the other cards are mostly thrown before the draw
//! (§13.4), and measured seat by seat the shares differ by less than that
//! noise. At four players in two teams and at two players, a table calibrated
//! against §13 (`odds`) gives a row for each key: which of the top five places
//! of the trump order the hand holds, and how many trumps below them. At the
//! other tables each trump held scores points by its place, and the table gives
//! a row for each total. A row is the share of deals in which the bidder's side
//! takes at least 5, 10, ... 30 points; the trump is the one whose row has the
//! most points. docs/odds.md prints the points and the tables, so that any call
//! can be worked out by hand.

use crate::rules::card::{CardSet, Suit};
use crate::rules::game::GameState;
use crate::rules::ranking::Ranking;
use crate::rules::round::bid_ladder;

use super::SUIT_ORDER;

/// The points a trump scores by its place in the trump order, the top
/// first (the 5, the J, the A♥ or the joker, ...); every trump below these
/// scores [`LOW_TRUMP`]. Integers, so that a person adds them up by hand.
pub const PLACE_POINTS: [u8; 8] = [10, 7, 5, 4, 3, 3, 2, 2];

/// The points of every trump below the places of [`PLACE_POINTS`].
pub const LOW_TRUMP: u8 = 1;

/// The highest total a hand can score: its five best trumps.
pub const MAX_TOTAL: usize = 29;

/// How many of the top places of the trump order a key tells apart (the 5,
/// the J, the A♥ or the joker, and the next two).
pub const TOP_PLACES: usize = 5;

/// The number of keys: which of the [`TOP_PLACES`] are held (a bit each, the
/// top place the lowest bit), times six counts (0 to 5) of the trumps below them.
pub const KEYS: usize = (1 << TOP_PLACES) * 6;

/// A key's index in a table of [`KEYS`] rows: `mask` the top places held
/// (bit 0 the top place), `low` the trumps held below them.
pub fn key_index(mask: u8, low: u8) -> usize {
    usize::from(mask) * 6 + usize::from(low)
}

/// One row of a table: for a total, the share of deals (in thousandths) in
/// which the bidder's side takes at least 5, 10, 15, 20, 25 and 30 points.
pub type Row = [u16; 6];

/// The tables calibrated against §13, one for each kind of table; which one
/// a game uses is [`Calibrated::for_table`]'s choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Calibrated {
    /// Two players, each for themselves.
    Two,
    /// Three players, cut-throat.
    ThreeCutThroat,
    /// Four players in two teams of two.
    FourInTeams,
    /// Six players in two teams of three.
    SixInTeams,
}

impl Calibrated {
    /// The calibrated table nearest a game's: with partners, four players'
    /// up to five players and six players' from six; without partners, two
    /// players' at two and three players' from three. More players than
    /// calibrated changes the shares little (docs/odds.md shows 4 against 6).
    pub fn for_table(players: usize, sides: usize) -> Calibrated {
        let partners = sides < players;
        match (partners, players) {
            (true, n) if n >= 6 => Calibrated::SixInTeams,
            (true, _) => Calibrated::FourInTeams,
            (false, n) if n <= 2 => Calibrated::Two,
            (false, _) => Calibrated::ThreeCutThroat,
        }
    }

    /// Its rows, by total from 0 to [`MAX_TOTAL`].
    pub fn rows(self) -> &'static [Row; MAX_TOTAL + 1] {
        match self {
            Calibrated::Two => &TWO,
            Calibrated::ThreeCutThroat => &THREE_CUT_THROAT,
            Calibrated::FourInTeams => &FOUR_IN_TEAMS,
            Calibrated::SixInTeams => &SIX_IN_TEAMS,
        }
    }

    /// Its rows by key ([`key_index`]), where calibrated; the other tables
    /// read [`Calibrated::rows`] by total.
    pub fn keys(self) -> Option<&'static [Row; KEYS]> {
        match self {
            Calibrated::Two => Some(&TWO_KEYS),
            Calibrated::FourInTeams => Some(&FOUR_IN_TEAMS_KEYS),
            _ => None,
        }
    }

    /// Its name, as the calibration prints it.
    pub fn label(self) -> &'static str {
        match self {
            Calibrated::Two => "2 players",
            Calibrated::ThreeCutThroat => "3 players, cut-throat",
            Calibrated::FourInTeams => "4 players, 2 teams of 2",
            Calibrated::SixInTeams => "6 players, 2 teams of 3",
        }
    }
}

/// One trump's estimate for a hand.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TrumpEstimate {
    /// The trump named.
    pub trump: Suit,
    /// The hand's total of [`PLACE_POINTS`] under this trump.
    pub total: u8,
    /// The points the bidder's side is estimated to take (§13's mean par), from the
    /// row the hand reads: by key where the table has keys, else by total.
    pub points: f64,
    /// The estimated share of deals in which each level of [`Policy::levels`] is made.
    pub made: Vec<f64>,
}

/// The bidding policy for one table: the rules, the players and the sides of a GameState.
#[derive(Clone, Debug)]
pub struct Policy {
    /// By trump in [`SUIT_ORDER`]: each card's points under it (0 for a plain card).
    points: [[u8; 53]; 4],
    /// By trump in [`SUIT_ORDER`]: each card's place in the trump order plus one (0 for a plain card).
    places: [[u8; 53]; 4],
    levels: Vec<u8>,
    table: Calibrated,
    keys: Option<&'static [Row; KEYS]>,
}

impl Policy {
    /// For the table of `state` (its rules, its number of players, and how they sit in sides: state.table).
    pub fn new(state: &GameState) -> Policy {
        let rules = &state.rules;
        let points = SUIT_ORDER.map(|trump| {
            let mut by_card = [0u8; 53];
            let order = Ranking::new(rules, trump).trump_order();
            for (place, card) in order.into_iter().enumerate() {
                by_card[card.index()] = PLACE_POINTS.get(place).copied().unwrap_or(LOW_TRUMP);
            }
            by_card
        });
        let places = SUIT_ORDER.map(|trump| {
            let mut by_card = [0u8; 53];
            let order = Ranking::new(rules, trump).trump_order();
            for (place, card) in order.into_iter().enumerate() {
                by_card[card.index()] = u8::try_from(place + 1).unwrap_or(u8::MAX);
            }
            by_card
        });
        let mut levels = bid_ladder(rules);
        // The model never bids 60 (§14.3), and §13's par stops at 30.
        levels.retain(|&l| l <= 30);
        let table = Calibrated::for_table(state.table.players.len(), state.table.sides.len());
        Policy {
            points,
            places,
            levels,
            table,
            keys: table.keys(),
        }
    }

    /// The same policy reading other rows by key (the calibration's trials).
    #[cfg(test)]
    pub(crate) fn with_keys(mut self, keys: Option<&'static [Row; KEYS]>) -> Policy {
        self.keys = keys;
        self
    }

    /// The hand's key under the trump at `index` of [`SUIT_ORDER`] ([`key_index`]).
    pub(crate) fn key(&self, hand: CardSet, index: usize) -> usize {
        let mut mask = 0u8;
        let mut low = 0u8;
        for c in hand.iter() {
            match self.places[index][c.index()] {
                0 => {}
                p if usize::from(p) <= TOP_PLACES => mask |= 1 << (p - 1),
                _ => low += 1,
            }
        }
        // Five cards hold at most five trumps; a larger set is read as its top places.
        let room = 5 - mask.count_ones() as u8;
        key_index(mask, low.min(room))
    }

    /// The row the hand reads under the trump at `index`: by key where the
    /// table has keys, else by total.
    fn row(&self, hand: CardSet, index: usize) -> &'static Row {
        match self.keys {
            Some(keys) => &keys[self.key(hand, index)],
            None => &self.table.rows()[usize::from(self.total(hand, index))],
        }
    }

    /// The calibrated table this policy reads.
    pub fn calibrated(&self) -> Calibrated {
        self.table
    }

    /// The hand's total of [`PLACE_POINTS`] under the trump at `index` of [`SUIT_ORDER`].
    fn total(&self, hand: CardSet, index: usize) -> u8 {
        let total: u32 = hand
            .iter()
            .map(|c| u32::from(self.points[index][c.index()]))
            .sum();
        // Five cards score at most MAX_TOTAL; a larger set is read as the top row.
        total.min(MAX_TOTAL as u32) as u8
    }

    /// The estimate for a hand at a seat numbered from the dealer's left (0 calls first,
    /// players-1 is the dealer): for each trump in SUIT_ORDER (♠ ♥ ♦ ♣), the estimated
    /// points the bidder's side takes, and the estimated chance of making each level of
    /// `levels` (the bids the rules allow, 60 excluded).
    ///
    /// The seat is asked for, but §13's shares differ by seat less than
    /// their own noise, so the tables have one row for every seat.
    pub fn estimate(&self, hand: CardSet, _seat: usize) -> [TrumpEstimate; 4] {
        std::array::from_fn(|i| {
            let total = self.total(hand, i);
            let row = self.row(hand, i);
            TrumpEstimate {
                trump: SUIT_ORDER[i],
                total,
                points: points_of(row),
                made: self.levels.iter().map(|&l| made_of(row, l)).collect(),
            }
        })
    }

    /// The trump with the best estimated points (ties: SUIT_ORDER order).
    pub fn trump(&self, hand: CardSet, _seat: usize) -> Suit {
        SUIT_ORDER[self.best(hand)]
    }

    /// The index in [`SUIT_ORDER`] of the trump with the best estimated points
    /// (the sum of its row; ties: the first).
    fn best(&self, hand: CardSet) -> usize {
        // The points are five times the row's sum, in thousandths: compare the sums.
        let sum = |i: usize| self.row(hand, i).iter().map(|&r| u32::from(r)).sum::<u32>();
        let mut best = 0;
        let mut top = sum(0);
        for i in 1..SUIT_ORDER.len() {
            let t = sum(i);
            if t > top {
                best = i;
                top = t;
            }
        }
        best
    }

    /// The estimated share of deals in which `level` is made in the hand's best trump.
    fn made_in_best(&self, hand: CardSet, level: u8) -> f64 {
        made_of(self.row(hand, self.best(hand)), level)
    }

    /// The call: the highest level of `levels` strictly above `standing` (None: no bid yet)
    /// whose estimate in the best trump is at least one half; None = pass.
    pub fn call(&self, hand: CardSet, _seat: usize, standing: Option<u8>) -> Option<u8> {
        self.levels
            .iter()
            .rev()
            .copied()
            .filter(|&l| standing.is_none_or(|s| l > s))
            .find(|&l| self.made_in_best(hand, l) >= 0.5)
    }

    /// Whether the dealer holds (matches) a standing bid: the dealer's estimate at that
    /// level in its best trump is at least one half.
    pub fn holds(&self, hand: CardSet, standing: u8) -> bool {
        self.made_in_best(hand, standing) >= 0.5
    }

    /// The levels it weighs: the rules' ladder (`crate::rules::round::bid_ladder`) without 60.
    pub fn levels(&self) -> &[u8] {
        &self.levels
    }
}

/// The share of deals in which the bidder's side takes at least `level`
/// points: a level is made when the par reaches it (§13.6).
pub fn made_of(row: &Row, level: u8) -> f64 {
    match level {
        0 => 1.0,
        l if l > 30 => 0.0,
        // A level between fives needs the next five up: the par is a multiple of 5.
        l => f64::from(row[usize::from(l.div_ceil(5)) - 1]) / 1000.0,
    }
}

/// The mean points of a row: the sum, over 5 to 30, of five times the
/// share of deals that reach each.
pub fn points_of(row: &Row) -> f64 {
    row.iter().map(|&r| 5.0 * f64::from(r) / 1000.0).sum()
}

// The tables below are printed by `benches/policy.sh calibrate`
// (docs/odds.md says how they were made): by total from 0 to MAX_TOTAL,
// the thousandths of deals reaching 5, 10, 15, 20, 25 and 30 points.

const TWO: [Row; MAX_TOTAL + 1] = [
    [901, 717, 514, 352, 184, 58],       // 0
    [920, 782, 568, 404, 223, 75],       // 1
    [938, 821, 612, 447, 255, 94],       // 2
    [957, 859, 662, 496, 292, 114],      // 3
    [977, 903, 712, 549, 337, 139],      // 4
    [986, 927, 756, 597, 370, 153],      // 5
    [995, 956, 797, 648, 422, 182],      // 6
    [995, 963, 833, 675, 423, 182],      // 7
    [999, 982, 870, 743, 489, 213],      // 8
    [999, 987, 892, 774, 490, 213],      // 9
    [1000, 998, 931, 774, 490, 213],     // 10
    [1000, 998, 959, 849, 552, 230],     // 11
    [1000, 999, 972, 884, 607, 280],     // 12
    [1000, 1000, 985, 917, 651, 318],    // 13
    [1000, 1000, 992, 938, 686, 339],    // 14
    [1000, 1000, 998, 966, 731, 368],    // 15
    [1000, 1000, 998, 966, 770, 406],    // 16
    [1000, 1000, 1000, 966, 770, 406],   // 17
    [1000, 1000, 1000, 993, 858, 481],   // 18
    [1000, 1000, 1000, 998, 884, 512],   // 19
    [1000, 1000, 1000, 999, 916, 591],   // 20
    [1000, 1000, 1000, 1000, 939, 659],  // 21
    [1000, 1000, 1000, 1000, 969, 758],  // 22
    [1000, 1000, 1000, 1000, 992, 806],  // 23
    [1000, 1000, 1000, 1000, 995, 943],  // 24
    [1000, 1000, 1000, 1000, 998, 954],  // 25
    [1000, 1000, 1000, 1000, 998, 954],  // 26
    [1000, 1000, 1000, 1000, 1000, 988], // 27
    [1000, 1000, 1000, 1000, 1000, 999], // 28
    [1000, 1000, 1000, 1000, 1000, 999], // 29
];
const THREE_CUT_THROAT: [Row; MAX_TOTAL + 1] = [
    [530, 361, 198, 100, 42, 10],        // 0
    [617, 397, 236, 130, 57, 14],        // 1
    [677, 440, 275, 154, 68, 19],        // 2
    [736, 485, 314, 183, 85, 25],        // 3
    [807, 546, 356, 214, 104, 34],       // 4
    [864, 611, 410, 255, 127, 39],       // 5
    [917, 674, 462, 301, 160, 55],       // 6
    [935, 747, 509, 315, 160, 55],       // 7
    [971, 798, 574, 386, 207, 72],       // 8
    [982, 839, 630, 410, 207, 72],       // 9
    [997, 960, 660, 410, 207, 72],       // 10
    [999, 971, 743, 496, 268, 89],       // 11
    [1000, 983, 806, 565, 311, 117],     // 12
    [1000, 992, 868, 625, 358, 136],     // 13
    [1000, 997, 921, 681, 397, 148],     // 14
    [1000, 1000, 975, 757, 453, 177],    // 15
    [1000, 1000, 975, 813, 522, 212],    // 16
    [1000, 1000, 998, 813, 522, 212],    // 17
    [1000, 1000, 999, 913, 641, 284],    // 18
    [1000, 1000, 1000, 941, 689, 316],   // 19
    [1000, 1000, 1000, 971, 757, 403],   // 20
    [1000, 1000, 1000, 991, 822, 480],   // 21
    [1000, 1000, 1000, 999, 908, 600],   // 22
    [1000, 1000, 1000, 1000, 962, 699],  // 23
    [1000, 1000, 1000, 1000, 988, 876],  // 24
    [1000, 1000, 1000, 1000, 994, 903],  // 25
    [1000, 1000, 1000, 1000, 994, 903],  // 26
    [1000, 1000, 1000, 1000, 1000, 972], // 27
    [1000, 1000, 1000, 1000, 1000, 998], // 28
    [1000, 1000, 1000, 1000, 1000, 998], // 29
];
const FOUR_IN_TEAMS: [Row; MAX_TOTAL + 1] = [
    [858, 711, 539, 376, 221, 104],      // 0
    [882, 744, 575, 411, 251, 123],      // 1
    [897, 764, 602, 434, 264, 132],      // 2
    [915, 789, 630, 459, 282, 147],      // 3
    [938, 824, 668, 492, 310, 168],      // 4
    [958, 849, 694, 523, 337, 192],      // 5
    [973, 876, 727, 556, 360, 212],      // 6
    [979, 894, 752, 583, 389, 224],      // 7
    [992, 922, 789, 624, 423, 257],      // 8
    [994, 936, 813, 651, 444, 258],      // 9
    [999, 984, 884, 718, 486, 258],      // 10
    [1000, 990, 910, 761, 537, 289],     // 11
    [1000, 994, 929, 790, 558, 308],     // 12
    [1000, 997, 952, 831, 606, 332],     // 13
    [1000, 999, 972, 870, 654, 364],     // 14
    [1000, 1000, 991, 920, 718, 400],    // 15
    [1000, 1000, 991, 922, 728, 447],    // 16
    [1000, 1000, 999, 946, 772, 453],    // 17
    [1000, 1000, 1000, 973, 829, 520],   // 18
    [1000, 1000, 1000, 983, 867, 550],   // 19
    [1000, 1000, 1000, 991, 891, 602],   // 20
    [1000, 1000, 1000, 997, 930, 663],   // 21
    [1000, 1000, 1000, 1000, 958, 705],  // 22
    [1000, 1000, 1000, 1000, 989, 833],  // 23
    [1000, 1000, 1000, 1000, 989, 880],  // 24
    [1000, 1000, 1000, 1000, 995, 906],  // 25
    [1000, 1000, 1000, 1000, 995, 906],  // 26
    [1000, 1000, 1000, 1000, 1000, 970], // 27
    [1000, 1000, 1000, 1000, 1000, 997], // 28
    [1000, 1000, 1000, 1000, 1000, 997], // 29
];
const SIX_IN_TEAMS: [Row; MAX_TOTAL + 1] = [
    [861, 723, 554, 385, 232, 115],      // 0
    [875, 744, 581, 414, 256, 131],      // 1
    [886, 760, 603, 433, 271, 139],      // 2
    [900, 782, 629, 455, 283, 146],      // 3
    [923, 808, 657, 482, 301, 161],      // 4
    [936, 828, 686, 512, 326, 185],      // 5
    [953, 846, 706, 529, 341, 199],      // 6
    [966, 863, 720, 553, 370, 229],      // 7
    [982, 888, 751, 585, 383, 246],      // 8
    [989, 901, 767, 606, 405, 258],      // 9
    [1000, 978, 870, 695, 473, 258],     // 10
    [1000, 981, 889, 737, 523, 290],     // 11
    [1000, 990, 909, 765, 547, 307],     // 12
    [1000, 996, 930, 796, 587, 328],     // 13
    [1000, 999, 951, 830, 622, 355],     // 14
    [1000, 1000, 977, 878, 672, 378],    // 15
    [1000, 1000, 977, 878, 672, 426],    // 16
    [1000, 1000, 999, 937, 764, 479],    // 17
    [1000, 1000, 1000, 961, 814, 503],   // 18
    [1000, 1000, 1000, 977, 835, 530],   // 19
    [1000, 1000, 1000, 994, 896, 603],   // 20
    [1000, 1000, 1000, 997, 923, 619],   // 21
    [1000, 1000, 1000, 998, 935, 694],   // 22
    [1000, 1000, 1000, 1000, 984, 838],  // 23
    [1000, 1000, 1000, 1000, 984, 838],  // 24
    [1000, 1000, 1000, 1000, 994, 889],  // 25
    [1000, 1000, 1000, 1000, 994, 889],  // 26
    [1000, 1000, 1000, 1000, 994, 889],  // 27
    [1000, 1000, 1000, 1000, 1000, 998], // 28
    [1000, 1000, 1000, 1000, 1000, 998], // 29
];

// The key tables, printed by `benches/policy.sh calibrate`: by key (the top
// places held, the 5 the rightmost digit, and the lower trumps), the
// thousandths of deals reaching 5, 10, 15, 20, 25 and 30 points.

const FOUR_IN_TEAMS_KEYS: [Row; KEYS] = [
    [858, 710, 537, 371, 220, 105],       // 00000 +0
    [879, 736, 571, 433, 260, 120],       // 00000 +1
    [919, 790, 624, 455, 281, 144],       // 00000 +2
    [952, 838, 676, 490, 298, 163],       // 00000 +3
    [979, 888, 726, 523, 325, 184],       // 00000 +4
    [987, 913, 752, 541, 327, 201],       // 00000 +5
    [1000, 1000, 902, 720, 481, 231],     // 00001 +0
    [1000, 1000, 938, 800, 563, 276],     // 00001 +1
    [1000, 1000, 975, 861, 638, 308],     // 00001 +2
    [1000, 1000, 983, 900, 687, 357],     // 00001 +3
    [1000, 1000, 998, 957, 758, 416],     // 00001 +4
    [0, 0, 0, 0, 0, 0],                   // 00001 +5, never held
    [980, 889, 753, 590, 399, 231],       // 00010 +0
    [989, 919, 793, 625, 429, 239],       // 00010 +1
    [998, 952, 840, 688, 486, 298],       // 00010 +2
    [1000, 969, 876, 731, 522, 339],      // 00010 +3
    [1000, 986, 907, 762, 545, 367],      // 00010 +4
    [0, 0, 0, 0, 0, 0],                   // 00010 +5, never held
    [1000, 1000, 1000, 942, 768, 436],    // 00011 +0
    [1000, 1000, 1000, 975, 849, 537],    // 00011 +1
    [1000, 1000, 1000, 992, 912, 629],    // 00011 +2
    [1000, 1000, 1000, 999, 952, 741],    // 00011 +3
    [0, 0, 0, 0, 0, 0],                   // 00011 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 00011 +5, never held
    [955, 842, 695, 528, 349, 198],       // 00100 +0
    [981, 889, 745, 575, 385, 229],       // 00100 +1
    [992, 915, 785, 620, 413, 261],       // 00100 +2
    [999, 957, 834, 654, 431, 297],       // 00100 +3
    [999, 966, 845, 659, 431, 297],       // 00100 +4
    [0, 0, 0, 0, 0, 0],                   // 00100 +5, never held
    [1000, 1000, 998, 909, 707, 398],     // 00101 +0
    [1000, 1000, 999, 951, 788, 464],     // 00101 +1
    [1000, 1000, 1000, 980, 848, 536],    // 00101 +2
    [1000, 1000, 1000, 990, 874, 585],    // 00101 +3
    [0, 0, 0, 0, 0, 0],                   // 00101 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 00101 +5, never held
    [1000, 972, 871, 732, 543, 370],      // 00110 +0
    [1000, 992, 915, 775, 584, 439],      // 00110 +1
    [1000, 997, 943, 815, 608, 494],      // 00110 +2
    [1000, 1000, 972, 852, 616, 541],     // 00110 +3
    [0, 0, 0, 0, 0, 0],                   // 00110 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 00110 +5, never held
    [1000, 1000, 1000, 1000, 958, 711],   // 00111 +0
    [1000, 1000, 1000, 1000, 992, 835],   // 00111 +1
    [1000, 1000, 1000, 1000, 996, 950],   // 00111 +2
    [0, 0, 0, 0, 0, 0],                   // 00111 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 00111 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 00111 +5, never held
    [931, 811, 657, 489, 308, 168],       // 01000 +0
    [961, 862, 712, 537, 347, 200],       // 01000 +1
    [988, 905, 757, 566, 364, 216],       // 01000 +2
    [998, 938, 806, 605, 374, 238],       // 01000 +3
    [998, 959, 834, 628, 380, 262],       // 01000 +4
    [0, 0, 0, 0, 0, 0],                   // 01000 +5, never held
    [1000, 1000, 980, 871, 661, 354],     // 01001 +0
    [1000, 1000, 992, 927, 738, 416],     // 01001 +1
    [1000, 1000, 998, 963, 809, 480],     // 01001 +2
    [1000, 1000, 1000, 980, 849, 514],    // 01001 +3
    [0, 0, 0, 0, 0, 0],                   // 01001 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01001 +5, never held
    [998, 957, 847, 702, 510, 335],       // 01010 +0
    [1000, 984, 896, 760, 551, 386],      // 01010 +1
    [1000, 995, 928, 798, 576, 437],      // 01010 +2
    [1000, 999, 951, 830, 598, 472],      // 01010 +3
    [0, 0, 0, 0, 0, 0],                   // 01010 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01010 +5, never held
    [1000, 1000, 1000, 998, 930, 652],    // 01011 +0
    [1000, 1000, 1000, 1000, 963, 770],   // 01011 +1
    [1000, 1000, 1000, 1000, 982, 831],   // 01011 +2
    [0, 0, 0, 0, 0, 0],                   // 01011 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 01011 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01011 +5, never held
    [992, 925, 804, 630, 436, 292],       // 01100 +0
    [1000, 968, 852, 687, 464, 340],      // 01100 +1
    [1000, 987, 903, 735, 473, 371],      // 01100 +2
    [1000, 994, 935, 770, 475, 392],      // 01100 +3
    [0, 0, 0, 0, 0, 0],                   // 01100 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01100 +5, never held
    [1000, 1000, 1000, 987, 869, 561],    // 01101 +0
    [1000, 1000, 1000, 998, 936, 628],    // 01101 +1
    [1000, 1000, 1000, 999, 976, 698],    // 01101 +2
    [0, 0, 0, 0, 0, 0],                   // 01101 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 01101 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01101 +5, never held
    [1000, 1000, 955, 833, 616, 516],     // 01110 +0
    [1000, 1000, 985, 897, 624, 571],     // 01110 +1
    [1000, 1000, 997, 947, 642, 631],     // 01110 +2
    [0, 0, 0, 0, 0, 0],                   // 01110 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 01110 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01110 +5, never held
    [1000, 1000, 1000, 1000, 1000, 909],  // 01111 +0
    [1000, 1000, 1000, 1000, 1000, 998],  // 01111 +1
    [0, 0, 0, 0, 0, 0],                   // 01111 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 01111 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 01111 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01111 +5, never held
    [915, 789, 630, 465, 288, 152],       // 10000 +0
    [951, 840, 683, 506, 316, 177],       // 10000 +1
    [978, 892, 742, 547, 343, 200],       // 10000 +2
    [994, 938, 805, 590, 349, 215],       // 10000 +3
    [995, 950, 813, 601, 371, 242],       // 10000 +4
    [0, 0, 0, 0, 0, 0],                   // 10000 +5, never held
    [1000, 1000, 965, 851, 628, 307],     // 10001 +0
    [1000, 1000, 985, 906, 693, 363],     // 10001 +1
    [1000, 1000, 996, 948, 771, 425],     // 10001 +2
    [1000, 1000, 1000, 974, 813, 469],    // 10001 +3
    [0, 0, 0, 0, 0, 0],                   // 10001 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10001 +5, never held
    [997, 949, 839, 692, 492, 307],       // 10010 +0
    [1000, 975, 880, 736, 525, 347],      // 10010 +1
    [1000, 989, 916, 779, 559, 391],      // 10010 +2
    [1000, 993, 931, 792, 566, 422],      // 10010 +3
    [0, 0, 0, 0, 0, 0],                   // 10010 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10010 +5, never held
    [1000, 1000, 1000, 993, 899, 603],    // 10011 +0
    [1000, 1000, 1000, 998, 948, 701],    // 10011 +1
    [1000, 1000, 1000, 1000, 968, 782],   // 10011 +2
    [0, 0, 0, 0, 0, 0],                   // 10011 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 10011 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10011 +5, never held
    [985, 916, 782, 618, 425, 279],       // 10100 +0
    [999, 955, 839, 672, 453, 317],       // 10100 +1
    [1000, 979, 887, 708, 458, 333],      // 10100 +2
    [1000, 989, 913, 732, 460, 348],      // 10100 +3
    [0, 0, 0, 0, 0, 0],                   // 10100 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10100 +5, never held
    [1000, 1000, 1000, 981, 838, 512],    // 10101 +0
    [1000, 1000, 1000, 996, 889, 576],    // 10101 +1
    [1000, 1000, 1000, 999, 934, 634],    // 10101 +2
    [0, 0, 0, 0, 0, 0],                   // 10101 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 10101 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10101 +5, never held
    [1000, 999, 949, 819, 605, 478],      // 10110 +0
    [1000, 1000, 977, 862, 614, 532],     // 10110 +1
    [1000, 1000, 991, 891, 617, 567],     // 10110 +2
    [0, 0, 0, 0, 0, 0],                   // 10110 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 10110 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10110 +5, never held
    [1000, 1000, 1000, 1000, 999, 877],   // 10111 +0
    [1000, 1000, 1000, 1000, 1000, 970],  // 10111 +1
    [0, 0, 0, 0, 0, 0],                   // 10111 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 10111 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 10111 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10111 +5, never held
    [975, 888, 735, 575, 378, 242],       // 11000 +0
    [995, 938, 802, 632, 389, 249],       // 11000 +1
    [1000, 966, 858, 665, 405, 288],      // 11000 +2
    [1000, 984, 893, 694, 405, 288],      // 11000 +3
    [0, 0, 0, 0, 0, 0],                   // 11000 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11000 +5, never held
    [1000, 1000, 1000, 960, 792, 455],    // 11001 +0
    [1000, 1000, 1000, 986, 862, 508],    // 11001 +1
    [1000, 1000, 1000, 997, 904, 548],    // 11001 +2
    [0, 0, 0, 0, 0, 0],                   // 11001 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11001 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11001 +5, never held
    [1000, 993, 928, 811, 582, 434],      // 11010 +0
    [1000, 1000, 958, 843, 603, 464],     // 11010 +1
    [1000, 1000, 982, 875, 617, 494],     // 11010 +2
    [0, 0, 0, 0, 0, 0],                   // 11010 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11010 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11010 +5, never held
    [1000, 1000, 1000, 1000, 974, 770],   // 11011 +0
    [1000, 1000, 1000, 1000, 999, 860],   // 11011 +1
    [0, 0, 0, 0, 0, 0],                   // 11011 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 11011 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11011 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11011 +5, never held
    [1000, 983, 898, 736, 480, 374],      // 11100 +0
    [1000, 997, 947, 793, 481, 391],      // 11100 +1
    [1000, 1000, 977, 838, 481, 412],     // 11100 +2
    [0, 0, 0, 0, 0, 0],                   // 11100 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11100 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11100 +5, never held
    [1000, 1000, 1000, 1000, 962, 648],   // 11101 +0
    [1000, 1000, 1000, 1000, 999, 711],   // 11101 +1
    [0, 0, 0, 0, 0, 0],                   // 11101 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 11101 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11101 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11101 +5, never held
    [1000, 1000, 1000, 945, 627, 591],    // 11110 +0
    [1000, 1000, 1000, 987, 642, 632],    // 11110 +1
    [0, 0, 0, 0, 0, 0],                   // 11110 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 11110 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11110 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11110 +5, never held
    [1000, 1000, 1000, 1000, 1000, 1000], // 11111 +0
    [0, 0, 0, 0, 0, 0],                   // 11111 +1, never held
    [0, 0, 0, 0, 0, 0],                   // 11111 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 11111 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11111 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11111 +5, never held
];
const TWO_KEYS: [Row; KEYS] = [
    [902, 717, 519, 354, 185, 61],        // 00000 +0
    [920, 780, 574, 417, 231, 76],        // 00000 +1
    [958, 871, 655, 481, 288, 118],       // 00000 +2
    [987, 935, 734, 540, 333, 172],       // 00000 +3
    [1000, 975, 838, 618, 385, 269],      // 00000 +4
    [1000, 991, 913, 676, 385, 317],      // 00000 +5
    [1000, 1000, 939, 749, 418, 140],     // 00001 +0
    [1000, 1000, 975, 867, 545, 201],     // 00001 +1
    [1000, 1000, 995, 934, 656, 305],     // 00001 +2
    [1000, 1000, 1000, 974, 772, 437],    // 00001 +3
    [1000, 1000, 1000, 993, 873, 581],    // 00001 +4
    [0, 0, 0, 0, 0, 0],                   // 00001 +5, never held
    [996, 963, 839, 674, 400, 136],       // 00010 +0
    [1000, 987, 885, 762, 493, 197],      // 00010 +1
    [1000, 998, 925, 839, 604, 305],      // 00010 +2
    [1000, 999, 945, 861, 667, 406],      // 00010 +3
    [1000, 1000, 972, 904, 743, 531],     // 00010 +4
    [0, 0, 0, 0, 0, 0],                   // 00010 +5, never held
    [1000, 1000, 1000, 951, 741, 339],    // 00011 +0
    [1000, 1000, 1000, 991, 859, 476],    // 00011 +1
    [1000, 1000, 1000, 999, 937, 667],    // 00011 +2
    [1000, 1000, 1000, 1000, 970, 840],   // 00011 +3
    [0, 0, 0, 0, 0, 0],                   // 00011 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 00011 +5, never held
    [981, 925, 767, 598, 354, 130],       // 00100 +0
    [998, 963, 817, 686, 444, 181],       // 00100 +1
    [1000, 989, 869, 748, 526, 277],      // 00100 +2
    [1000, 995, 914, 803, 588, 399],      // 00100 +3
    [1000, 998, 955, 838, 632, 487],      // 00100 +4
    [0, 0, 0, 0, 0, 0],                   // 00100 +5, never held
    [1000, 1000, 1000, 951, 688, 302],    // 00101 +0
    [1000, 1000, 1000, 988, 804, 426],    // 00101 +1
    [1000, 1000, 1000, 999, 910, 616],    // 00101 +2
    [1000, 1000, 1000, 1000, 931, 753],   // 00101 +3
    [0, 0, 0, 0, 0, 0],                   // 00101 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 00101 +5, never held
    [1000, 991, 937, 846, 650, 298],      // 00110 +0
    [1000, 1000, 963, 894, 742, 421],     // 00110 +1
    [1000, 1000, 984, 931, 786, 588],     // 00110 +2
    [1000, 1000, 992, 957, 808, 722],     // 00110 +3
    [0, 0, 0, 0, 0, 0],                   // 00110 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 00110 +5, never held
    [1000, 1000, 1000, 1000, 944, 598],   // 00111 +0
    [1000, 1000, 1000, 1000, 996, 808],   // 00111 +1
    [1000, 1000, 1000, 1000, 999, 978],   // 00111 +2
    [0, 0, 0, 0, 0, 0],                   // 00111 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 00111 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 00111 +5, never held
    [971, 884, 705, 545, 327, 124],       // 01000 +0
    [992, 950, 783, 633, 411, 169],       // 01000 +1
    [999, 978, 832, 685, 466, 248],       // 01000 +2
    [1000, 991, 904, 757, 517, 356],      // 01000 +3
    [1000, 996, 944, 799, 536, 438],      // 01000 +4
    [0, 0, 0, 0, 0, 0],                   // 01000 +5, never held
    [1000, 1000, 999, 926, 635, 278],     // 01001 +0
    [1000, 1000, 1000, 985, 768, 391],    // 01001 +1
    [1000, 1000, 1000, 995, 868, 551],    // 01001 +2
    [1000, 1000, 1000, 998, 917, 693],    // 01001 +3
    [0, 0, 0, 0, 0, 0],                   // 01001 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01001 +5, never held
    [1000, 990, 911, 813, 582, 275],      // 01010 +0
    [1000, 1000, 948, 873, 680, 383],     // 01010 +1
    [1000, 1000, 974, 914, 748, 532],     // 01010 +2
    [1000, 1000, 990, 945, 782, 661],     // 01010 +3
    [0, 0, 0, 0, 0, 0],                   // 01010 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01010 +5, never held
    [1000, 1000, 1000, 1000, 916, 568],   // 01011 +0
    [1000, 1000, 1000, 1000, 973, 757],   // 01011 +1
    [1000, 1000, 1000, 1000, 992, 908],   // 01011 +2
    [0, 0, 0, 0, 0, 0],                   // 01011 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 01011 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01011 +5, never held
    [998, 969, 866, 737, 539, 258],       // 01100 +0
    [1000, 997, 913, 801, 599, 353],      // 01100 +1
    [1000, 1000, 965, 868, 656, 506],     // 01100 +2
    [1000, 1000, 987, 917, 656, 612],     // 01100 +3
    [0, 0, 0, 0, 0, 0],                   // 01100 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01100 +5, never held
    [1000, 1000, 1000, 1000, 882, 516],   // 01101 +0
    [1000, 1000, 1000, 1000, 965, 706],   // 01101 +1
    [1000, 1000, 1000, 1000, 992, 849],   // 01101 +2
    [0, 0, 0, 0, 0, 0],                   // 01101 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 01101 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01101 +5, never held
    [1000, 1000, 976, 913, 776, 501],     // 01110 +0
    [1000, 1000, 997, 964, 827, 686],     // 01110 +1
    [1000, 1000, 1000, 991, 827, 807],    // 01110 +2
    [0, 0, 0, 0, 0, 0],                   // 01110 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 01110 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01110 +5, never held
    [1000, 1000, 1000, 1000, 1000, 839],  // 01111 +0
    [1000, 1000, 1000, 1000, 1000, 999],  // 01111 +1
    [0, 0, 0, 0, 0, 0],                   // 01111 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 01111 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 01111 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 01111 +5, never held
    [958, 853, 671, 519, 308, 112],       // 10000 +0
    [985, 919, 744, 590, 376, 166],       // 10000 +1
    [998, 972, 799, 626, 422, 225],       // 10000 +2
    [1000, 986, 886, 712, 458, 327],      // 10000 +3
    [1000, 995, 944, 788, 473, 417],      // 10000 +4
    [0, 0, 0, 0, 0, 0],                   // 10000 +5, never held
    [1000, 1000, 994, 916, 600, 242],     // 10001 +0
    [1000, 1000, 1000, 974, 736, 354],    // 10001 +1
    [1000, 1000, 1000, 990, 845, 512],    // 10001 +2
    [1000, 1000, 1000, 998, 912, 638],    // 10001 +3
    [0, 0, 0, 0, 0, 0],                   // 10001 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10001 +5, never held
    [1000, 989, 911, 813, 556, 242],      // 10010 +0
    [1000, 999, 942, 869, 639, 348],      // 10010 +1
    [1000, 1000, 968, 906, 730, 484],     // 10010 +2
    [1000, 1000, 981, 929, 771, 614],     // 10010 +3
    [0, 0, 0, 0, 0, 0],                   // 10010 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10010 +5, never held
    [1000, 1000, 1000, 1000, 896, 522],   // 10011 +0
    [1000, 1000, 1000, 1000, 960, 719],   // 10011 +1
    [1000, 1000, 1000, 1000, 987, 879],   // 10011 +2
    [0, 0, 0, 0, 0, 0],                   // 10011 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 10011 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10011 +5, never held
    [998, 969, 852, 732, 505, 232],       // 10100 +0
    [1000, 993, 903, 801, 587, 334],      // 10100 +1
    [1000, 999, 948, 847, 632, 455],      // 10100 +2
    [1000, 999, 976, 890, 652, 559],      // 10100 +3
    [0, 0, 0, 0, 0, 0],                   // 10100 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10100 +5, never held
    [1000, 1000, 1000, 1000, 858, 484],   // 10101 +0
    [1000, 1000, 1000, 1000, 941, 644],   // 10101 +1
    [1000, 1000, 1000, 1000, 973, 808],   // 10101 +2
    [0, 0, 0, 0, 0, 0],                   // 10101 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 10101 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10101 +5, never held
    [1000, 1000, 974, 913, 761, 464],     // 10110 +0
    [1000, 1000, 994, 961, 822, 644],     // 10110 +1
    [1000, 1000, 999, 976, 822, 755],     // 10110 +2
    [0, 0, 0, 0, 0, 0],                   // 10110 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 10110 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10110 +5, never held
    [1000, 1000, 1000, 1000, 1000, 831],  // 10111 +0
    [1000, 1000, 1000, 1000, 1000, 986],  // 10111 +1
    [0, 0, 0, 0, 0, 0],                   // 10111 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 10111 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 10111 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 10111 +5, never held
    [992, 953, 816, 673, 475, 225],       // 11000 +0
    [999, 987, 886, 734, 523, 305],       // 11000 +1
    [1000, 998, 944, 807, 560, 435],      // 11000 +2
    [1000, 999, 976, 877, 560, 520],      // 11000 +3
    [0, 0, 0, 0, 0, 0],                   // 11000 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11000 +5, never held
    [1000, 1000, 1000, 996, 824, 429],    // 11001 +0
    [1000, 1000, 1000, 1000, 930, 601],   // 11001 +1
    [1000, 1000, 1000, 1000, 971, 733],   // 11001 +2
    [0, 0, 0, 0, 0, 0],                   // 11001 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11001 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11001 +5, never held
    [1000, 1000, 964, 898, 729, 429],     // 11010 +0
    [1000, 1000, 987, 937, 793, 588],     // 11010 +1
    [1000, 1000, 998, 967, 808, 694],     // 11010 +2
    [0, 0, 0, 0, 0, 0],                   // 11010 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11010 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11010 +5, never held
    [1000, 1000, 1000, 1000, 980, 784],   // 11011 +0
    [1000, 1000, 1000, 1000, 1000, 932],  // 11011 +1
    [0, 0, 0, 0, 0, 0],                   // 11011 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 11011 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11011 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11011 +5, never held
    [1000, 997, 941, 821, 639, 416],      // 11100 +0
    [1000, 1000, 987, 906, 668, 543],     // 11100 +1
    [1000, 1000, 997, 955, 668, 644],     // 11100 +2
    [0, 0, 0, 0, 0, 0],                   // 11100 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11100 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11100 +5, never held
    [1000, 1000, 1000, 1000, 974, 711],   // 11101 +0
    [1000, 1000, 1000, 1000, 1000, 851],  // 11101 +1
    [0, 0, 0, 0, 0, 0],                   // 11101 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 11101 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11101 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11101 +5, never held
    [1000, 1000, 1000, 964, 827, 691],    // 11110 +0
    [1000, 1000, 1000, 998, 827, 814],    // 11110 +1
    [0, 0, 0, 0, 0, 0],                   // 11110 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 11110 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11110 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11110 +5, never held
    [1000, 1000, 1000, 1000, 1000, 1000], // 11111 +0
    [0, 0, 0, 0, 0, 0],                   // 11111 +1, never held
    [0, 0, 0, 0, 0, 0],                   // 11111 +2, never held
    [0, 0, 0, 0, 0, 0],                   // 11111 +3, never held
    [0, 0, 0, 0, 0, 0],                   // 11111 +4, never held
    [0, 0, 0, 0, 0, 0],                   // 11111 +5, never held
];
