//! The bidding policy of the game model (RULES.md §14.3): from a player's
//! own five cards, an estimate of §13's share of deals in which each level
//! is made, in each trump, cheap enough to be asked for every seat of
//! every round the model plays.
//!
//! §13's shares turn, to within the noise of its deals, on which trumps a
//! hand holds and nothing else: the other cards are mostly thrown before the draw
//! (§13.4), and measured seat by seat the shares differ by less than that
//! noise. So each trump held scores points by its place in the rules' trump
//! order, and a table calibrated against §13 (`odds`) gives, for each total,
//! the share of deals in which the bidder's side takes at least 5, 10, ...
//! 30 points. docs/odds.md prints the points and the tables, so that any
//! call can be worked out by hand.

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
    /// The points the bidder's side is estimated to take (§13's mean par).
    pub points: f64,
    /// The estimated share of deals in which each level of [`Policy::levels`] is made.
    pub made: Vec<f64>,
}

/// The bidding policy for one table: the rules, the players and the sides of a GameState.
#[derive(Clone, Debug)]
pub struct Policy {
    /// By trump in [`SUIT_ORDER`]: each card's points under it (0 for a plain card).
    points: [[u8; 53]; 4],
    levels: Vec<u8>,
    table: Calibrated,
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
        let mut levels = bid_ladder(rules);
        // The model never bids 60 (§14.3), and §13's par stops at 30.
        levels.retain(|&l| l <= 30);
        Policy {
            points,
            levels,
            table: Calibrated::for_table(state.table.players.len(), state.table.sides.len()),
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
        let rows = self.table.rows();
        std::array::from_fn(|i| {
            let total = self.total(hand, i);
            let row = &rows[usize::from(total)];
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

    /// The index in [`SUIT_ORDER`] of the trump with the highest total; the
    /// points rise with the total, so the highest total has the best points.
    fn best(&self, hand: CardSet) -> usize {
        let mut best = 0;
        let mut top = self.total(hand, 0);
        for i in 1..SUIT_ORDER.len() {
            let t = self.total(hand, i);
            if t > top {
                best = i;
                top = t;
            }
        }
        best
    }

    /// The estimated share of deals in which `level` is made in the hand's best trump.
    fn made_in_best(&self, hand: CardSet, level: u8) -> f64 {
        let total = self.total(hand, self.best(hand));
        made_of(&self.table.rows()[usize::from(total)], level)
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
