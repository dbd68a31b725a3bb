//! The round file of `check round FILE` and `round --from FILE` (docs/cli.md,
//! "The round file"): TOML read into serde structs that keep every value's
//! position, then turned into a [`RoundPlay`]. Every error names the line
//! to fix.
//!
//! ```
//! use fortyfives::rules::audit::audit;
//! use fortyfives::store::round_file::parse_round;
//!
//! let text = r#"
//! rules = "120"
//! trump = "spades"
//! seats = ["Frank", "John", "Fred", "Jim"]
//! teams = [["Frank", "Fred"], ["John", "Jim"]]
//! dealer = "Frank"
//! bidder = "Frank"
//! bid = 15
//!
//! [[tricks]]
//! leader = "Frank"
//! cards = ["8s", "9s", "2s", "Ah"]
//! "#;
//! let report = audit(&parse_round(text).unwrap());
//! assert_eq!(report.tricks[0].winner, "Jim");
//! assert!(report.is_clean() && !report.complete);
//!
//! // A card played twice can't be true: the error names its line.
//! let err = parse_round(&text.replace(r#""Ah"]"#, r#""8s"]"#)).unwrap_err();
//! assert_eq!(err.line(), Some(12));
//! ```

use std::collections::BTreeMap;
use std::ops::Range;

use serde::Deserialize;
use toml::Spanned;

use crate::rules::audit::{HandRecord, Place, PlayRecord, PlayRecordError, RoundPlay, TrickRecord};
use crate::rules::card::{Card, CardError, Suit};
use crate::rules::suggestion::did_you_mean;
use crate::rules::table::{check_name, TableError};
use crate::rules::variant::{RuleError, RuleSet};

/// The fields of a round file, for "did you mean" hints.
const FIELDS: &[&str] = &[
    "rules", "knobs", "trump", "seats", "teams", "dealer", "bidder", "bid", "bagged", "hands",
    "tricks",
];

/// A list of names or cards, each with its position.
type Names = Vec<Spanned<String>>;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RoundFile {
    rules: Option<Spanned<String>>,
    knobs: Option<BTreeMap<String, Spanned<toml::Value>>>,
    trump: Spanned<String>,
    seats: Spanned<Vec<Spanned<String>>>,
    teams: Option<Spanned<Vec<Spanned<Names>>>>,
    dealer: Spanned<String>,
    bidder: Option<Spanned<String>>,
    bid: Option<Spanned<i64>>,
    bagged: Option<Spanned<bool>>,
    hands: Option<BTreeMap<String, Spanned<Vec<Spanned<String>>>>>,
    #[serde(default)]
    tricks: Vec<Spanned<TrickEntry>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TrickEntry {
    leader: Spanned<String>,
    cards: Spanned<Vec<Spanned<String>>>,
}

/// A round file that can't be used. `line` is 1-based, when known.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RoundFileError {
    /// Not TOML, or not the shape of a round file.
    #[error("{}{message}", at(*line))]
    Syntax {
        /// The line, from 1, when known.
        line: Option<usize>,
        /// The TOML reader's message.
        message: String,
    },
    #[error("{}{source}", at(*line))]
    /// The rules named, or a knob under `[knobs]`, can't be used.
    Rules {
        /// The line, from 1, when known.
        line: Option<usize>,
        /// What is wrong with them.
        source: RuleError,
    },
    #[error("{}{source}", at(*line))]
    /// A card can't be read.
    Card {
        /// The line, from 1, when known.
        line: Option<usize>,
        /// What is wrong with it.
        source: CardError,
    },
    /// A name no table could seat: a control character, a mark that
    /// reorders the text, a separator ([`check_name`]).
    #[error("{}{source}", at(*line))]
    Name {
        /// The line, from 1, when known.
        line: Option<usize>,
        /// What is wrong with it.
        source: TableError,
    },
    /// Well-formed TOML describing a round that cannot be true.
    #[error("{}{source}{}", at(*line), file_fix(source))]
    Round {
        /// The line, from 1, when known.
        line: Option<usize>,
        /// Why the round can't be true.
        source: Box<PlayRecordError>,
    },
}

/// What to write in the file, where the rules' reason alone doesn't say.
fn file_fix(err: &PlayRecordError) -> String {
    match err {
        PlayRecordError::JokerOff { .. } => {
            "; add joker = true under [knobs] if your table plays with it".into()
        }
        PlayRecordError::NoTricks => {
            "; add [[tricks]] tables, each with leader = \"NAME\" and cards = [...]".into()
        }
        PlayRecordError::MissingBidder(_) | PlayRecordError::LeadNeedsBidder(_) => {
            "; add bidder = \"NAME\"".into()
        }
        PlayRecordError::MissingBid(_) => "; add bid = N (one of the rules' bids)".into(),
        PlayRecordError::BadBagged { dealer, min_bid } => {
            format!("; write bidder = \"{dealer}\" and bid = {min_bid}")
        }
        PlayRecordError::BaggedUnderRedeal => "; remove bagged = true".into(),
        _ => String::new(),
    }
}

fn at(line: Option<usize>) -> String {
    line.map(|l| format!("line {l}: ")).unwrap_or_default()
}

impl RoundFileError {
    /// The rule-level cause, for a round that cannot be true.
    #[cfg(test)]
    pub(crate) fn round_error(&self) -> Option<&PlayRecordError> {
        match self {
            RoundFileError::Round { source, .. } => Some(source),
            _ => None,
        }
    }

    /// The line of the file to fix, from 1, when known.
    pub fn line(&self) -> Option<usize> {
        match self {
            RoundFileError::Syntax { line, .. }
            | RoundFileError::Rules { line, .. }
            | RoundFileError::Card { line, .. }
            | RoundFileError::Name { line, .. }
            | RoundFileError::Round { line, .. } => *line,
        }
    }
}

/// Byte offsets to line numbers.
struct Lines<'a>(&'a str);

impl Lines<'_> {
    fn of(&self, span: Range<usize>) -> Option<usize> {
        let start = span.start.min(self.0.len());
        self.0
            .get(..start)
            .map(|before| before.matches('\n').count() + 1)
    }
}

/// The line of each place in the record, to report a [`PlayRecordError`].
#[derive(Default)]
struct Spans {
    places: Vec<(Place, Range<usize>)>,
}

impl Spans {
    fn add(&mut self, place: Place, span: Range<usize>) {
        self.places.push((place, span));
    }

    fn find(&self, place: Place) -> Option<Range<usize>> {
        // A card's own place, else its trick's or hand's.
        let fallback = match place {
            Place::TrickCard(t, _) | Place::Leader(t) => Some(Place::Trick(t)),
            Place::HandCard(h, _) => Some(Place::Hand(h)),
            Place::TeamMember(..) => Some(Place::Teams),
            Place::Seat(_) => Some(Place::Seats),
            _ => None,
        };
        let look = |p: Place| {
            self.places
                .iter()
                .find(|(q, _)| *q == p)
                .map(|(_, s)| s.clone())
        };
        look(place).or_else(|| fallback.and_then(look))
    }
}

/// Reads a round file and checks it: the round, ready for
/// [`audit`](crate::rules::audit::audit).
pub fn parse_round(text: &str) -> Result<RoundPlay, RoundFileError> {
    let (record, spans) = read(text)?;
    let lines = Lines(text);
    RoundPlay::new(record).map_err(|source| RoundFileError::Round {
        line: spans.find(source.place()).and_then(|s| lines.of(s)),
        source: Box::new(source),
    })
}

/// As [`parse_round`], for a round that may not have started: `tricks` may
/// be left out (the analysis of a deal from the first lead).
pub fn parse_round_before_play(text: &str) -> Result<RoundPlay, RoundFileError> {
    let (record, spans) = read(text)?;
    let lines = Lines(text);
    RoundPlay::before_play(record).map_err(|source| RoundFileError::Round {
        line: spans.find(source.place()).and_then(|s| lines.of(s)),
        source: Box::new(source),
    })
}

/// Reads a round file without checking that the round could be true.
pub fn parse_record(text: &str) -> Result<PlayRecord, RoundFileError> {
    read(text).map(|(record, _)| record)
}

fn read(text: &str) -> Result<(PlayRecord, Spans), RoundFileError> {
    let lines = Lines(text);
    let file: RoundFile = toml::from_str(text).map_err(|err| syntax(&lines, &err))?;
    check_names(&file, &lines)?;
    let mut spans = Spans::default();

    let mut rules = match &file.rules {
        None => RuleSet::default(),
        Some(name) => {
            spans.add(Place::Rules, name.span());
            RuleSet::preset(name.get_ref()).map_err(|source| RoundFileError::Rules {
                line: lines.of(name.span()),
                source,
            })?
        }
    };
    for (knob, value) in file.knobs.iter().flatten() {
        let text = match value.get_ref() {
            toml::Value::String(s) => s.clone(),
            toml::Value::Integer(i) => i.to_string(),
            toml::Value::Boolean(b) => b.to_string(),
            other => {
                return Err(RoundFileError::Syntax {
                    line: lines.of(value.span()),
                    message: format!(
                        "knob {knob} = {other} is not a knob value; write a word, a number or true/false"
                    ),
                })
            }
        };
        rules
            .set(knob, &text)
            .map_err(|source| RoundFileError::Rules {
                line: lines.of(value.span()),
                source,
            })?;
    }

    let trump: Suit = file
        .trump
        .get_ref()
        .parse()
        .map_err(|source| RoundFileError::Card {
            line: lines.of(file.trump.span()),
            source,
        })?;

    spans.add(Place::Seats, file.seats.span());
    let mut seats = Vec::new();
    for (i, seat) in file.seats.get_ref().iter().enumerate() {
        spans.add(Place::Seat(i), seat.span());
        seats.push(as_checked(seat.get_ref()));
    }

    let teams = file.teams.as_ref().map(|teams| {
        spans.add(Place::Teams, teams.span());
        teams
            .get_ref()
            .iter()
            .enumerate()
            .map(|(t, team)| {
                team.get_ref()
                    .iter()
                    .enumerate()
                    .map(|(m, name)| {
                        spans.add(Place::TeamMember(t, m), name.span());
                        as_checked(name.get_ref())
                    })
                    .collect()
            })
            .collect()
    });

    spans.add(Place::Dealer, file.dealer.span());
    if let Some(bidder) = &file.bidder {
        spans.add(Place::Bidder, bidder.span());
    }
    let bid = match &file.bid {
        None => None,
        Some(bid) => {
            spans.add(Place::Bid, bid.span());
            Some(
                u32::try_from(*bid.get_ref()).map_err(|_| RoundFileError::Syntax {
                    line: lines.of(bid.span()),
                    message: format!(
                        "bid = {} is not a bid; bids are 15, 20, 25 or 30",
                        bid.get_ref()
                    ),
                })?,
            )
        }
    };
    if let Some(bagged) = &file.bagged {
        spans.add(Place::Bagged, bagged.span());
    }

    let card_list = |list: &[Spanned<String>]| -> Result<Vec<Card>, RoundFileError> {
        list.iter()
            .map(|c| {
                c.get_ref().parse().map_err(|source| RoundFileError::Card {
                    line: lines.of(c.span()),
                    source,
                })
            })
            .collect()
    };

    let mut hands = Vec::new();
    for (h, (player, cards)) in file.hands.iter().flatten().enumerate() {
        spans.add(Place::Hand(h), cards.span());
        for (c, card) in cards.get_ref().iter().enumerate() {
            spans.add(Place::HandCard(h, c), card.span());
        }
        hands.push(HandRecord {
            player: as_checked(player),
            cards: card_list(cards.get_ref())?,
        });
    }

    // Without [[tricks]] the error points at the end of the file, where
    // they would go.
    spans.add(Place::Tricks, text.len()..text.len());
    let mut tricks = Vec::new();
    for (t, trick) in file.tricks.iter().enumerate() {
        let entry = trick.get_ref();
        spans.add(Place::Trick(t), entry.cards.span());
        spans.add(Place::Leader(t), entry.leader.span());
        for (c, card) in entry.cards.get_ref().iter().enumerate() {
            spans.add(Place::TrickCard(t, c), card.span());
        }
        tricks.push(TrickRecord {
            leader: as_checked(entry.leader.get_ref()),
            cards: card_list(entry.cards.get_ref())?,
        });
    }
    if let Some(t) = file.tricks.get(crate::rules::audit::TRICKS) {
        spans.add(Place::Tricks, t.span());
    }

    let record = PlayRecord {
        rules,
        trump,
        seats,
        teams,
        dealer: as_checked(file.dealer.get_ref()),
        bidder: file.bidder.as_ref().map(|b| as_checked(b.get_ref())),
        bid,
        bagged: file.bagged.as_ref().is_some_and(|b| *b.get_ref()),
        hands,
        tricks,
    };
    // Places reported against the whole file's rules go to `rules =`, or
    // the first line when it is absent.
    if file.rules.is_none() {
        spans.add(Place::Rules, 0..0);
    }
    Ok((record, spans))
}

/// Every name in the file passes the check the players of a game pass
/// (docs/cli.md, "Cards, suits and names"): the names are printed in every table
/// and message, and one holding a terminal escape or a mark that reverses
/// text would garble or falsify what the table reads.
fn check_names(file: &RoundFile, lines: &Lines) -> Result<(), RoundFileError> {
    let refuse = |name: &Spanned<String>| -> Result<(), RoundFileError> {
        check_name(name.get_ref())
            .map(drop)
            .map_err(|source| RoundFileError::Name {
                line: lines.of(name.span()),
                source,
            })
    };
    let teams = file
        .teams
        .iter()
        .flat_map(|t| t.get_ref())
        .flat_map(|t| t.get_ref());
    let leaders = file.tricks.iter().map(|t| &t.get_ref().leader);
    file.seats
        .get_ref()
        .iter()
        .chain(teams)
        .chain(Some(&file.dealer))
        .chain(&file.bidder)
        .chain(leaders)
        .try_for_each(refuse)?;
    // A hand's player is a key, whose place the parser doesn't keep: the
    // line is that of its cards.
    for (player, cards) in file.hands.iter().flatten() {
        check_name(player).map_err(|source| RoundFileError::Name {
            line: lines.of(cards.span()),
            source,
        })?;
    }
    Ok(())
}

/// A name as the check gives it (trimmed: " Frank" is Frank), so what is
/// printed is what was checked. [`check_names`] has refused every name the
/// check refuses before any is taken.
fn as_checked(name: &str) -> String {
    check_name(name).unwrap_or_else(|_| name.to_string())
}

/// A TOML or shape error, with its line and a hint for a misspelt field.
fn syntax(lines: &Lines, err: &toml::de::Error) -> RoundFileError {
    let mut message = super::format::plain_words(err.message().trim()).replace('\n', " ");
    if let Some(rest) = message.strip_prefix("unknown field `") {
        if let Some(field) = rest.split('`').next() {
            let (known, what): (&[&str], &str) = if message.contains("`leader`") {
                (&["leader", "cards"], "A [[tricks]] entry has")
            } else {
                (FIELDS, "A round file has")
            };
            let hint = did_you_mean(field, known.iter().copied());
            message = format!("unknown field '{field}'{hint}. {what} {}", known.join(", "));
        }
    } else if let Some(rest) = message.strip_prefix("missing field `") {
        if let Some(field) = rest.split('`').next() {
            message = format!(
                "the round file needs {field}: {}",
                match field {
                    "trump" => "trump = \"spades\" (or clubs, diamonds, hearts)",
                    "seats" => "seats = [\"Ann\", \"Bob\", ...], clockwise",
                    "dealer" => "dealer = \"NAME\"",
                    "leader" => "leader = \"NAME\" in every [[tricks]]",
                    "cards" => "cards = [\"8s\", ...] in every [[tricks]], in play order",
                    _ => "see docs/cli.md, \"The round file\"",
                }
            );
        }
    }
    RoundFileError::Syntax {
        line: err
            .span()
            .and_then(|s| lines.of(s))
            .or_else(|| super::format::too_deep_key_line(lines.0, err.message())),
        message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::audit::audit;

    const SCENARIO_2: &str = r#"
rules = "120"
trump = "Spades"
seats = ["Frank", "John", "Fred", "Jim"]
teams = [["Frank", "Fred"], ["John", "Jim"]]
dealer = "frank"
bidder = "FRANK"
bid = 15
bagged = true

[[tricks]]
leader = "Frank"
cards = ["8s", "9S", "2♠", "ah"]

[[tricks]]
leader = "jim"
cards = ["Jc", "Js", "7c", "9d"]
"#;

    fn error(text: &str) -> RoundFileError {
        match parse_round(text) {
            Ok(_) => panic!("accepted:\n{text}"),
            Err(err) => err,
        }
    }

    #[test]
    fn names_suits_and_cards_are_read_in_any_case() {
        let round = parse_round(SCENARIO_2).unwrap();
        let report = audit(&round);
        assert_eq!(report.tricks[0].winner, "Jim");
        assert_eq!(report.tricks[1].winner, "Frank");
        assert_eq!(report.bidder.as_deref(), Some("Frank"));
        assert!(report.is_clean());
    }

    #[test]
    fn trick_with_wrong_number_of_cards_names_its_line() {
        // Only the last trick may be short (the trick in progress).
        let text = SCENARIO_2.replace(r#"["8s", "9S", "2♠", "ah"]"#, r#"["8s", "9S", "2♠"]"#);
        let err = error(&text);
        assert_eq!(
            err.to_string(),
            "line 13: trick 1 has 3 cards but there are 4 players: one card from each, the leader's first (only the last trick may be still in play)"
        );
        let text = SCENARIO_2.replace(r#""9d"]"#, r#""9d", "2d"]"#);
        assert_eq!(
            error(&text).to_string(),
            "line 17: trick 2 has 5 cards but there are 4 players: one card from each, the leader's first"
        );
        let text = SCENARIO_2.replace(r#"["Jc", "Js", "7c", "9d"]"#, "[]");
        assert_eq!(
            error(&text).to_string(),
            "line 17: trick 2 has no cards; list the cards played to it in play order, the leader's first, or remove the empty [[tricks]] entry"
        );
        // The last trick short: the round stopped mid-trick.
        let text = SCENARIO_2.replace(r#"["Jc", "Js", "7c", "9d"]"#, r#"["Jc", "Js"]"#);
        let round = parse_round(&text).expect("a trick in progress");
        assert_eq!(round.complete_tricks().len(), 1);
    }

    #[test]
    fn card_played_twice_names_the_line_of_the_second() {
        let text = SCENARIO_2.replace(r#""9d"]"#, r#""8s"]"#);
        let err = error(&text);
        assert_eq!(err.line(), Some(17));
        assert!(
            err.to_string()
                .contains("the 8♠ is played at trick 1 and again at trick 2"),
            "{err}"
        );
    }

    #[test]
    fn player_out_of_turn_names_the_leader_line() {
        let text = SCENARIO_2.replace(r#"leader = "jim""#, r#"leader = "John""#);
        let err = error(&text);
        assert_eq!(err.line(), Some(16));
        assert!(err.to_string().contains("Jim won trick 1"), "{err}");
    }

    #[test]
    fn unknown_field_is_refused_with_a_hint() {
        let text = SCENARIO_2.replace("trump =", "trumps =");
        let err = error(&text);
        assert_eq!(err.line(), Some(3));
        assert!(err.to_string().contains("did you mean 'trump'?"), "{err}");
        let text = SCENARIO_2.replace(r#"leader = "jim""#, "leeder = \"jim\"");
        assert!(error(&text).to_string().contains("did you mean 'leader'?"));
    }

    #[test]
    fn unknown_player_card_and_preset_are_refused_with_their_line() {
        let err = error(&SCENARIO_2.replace(r#"leader = "jim""#, r#"leader = "Jimm""#));
        assert_eq!(err.line(), Some(16));
        assert!(err.to_string().contains("did you mean 'Jim'?"), "{err}");
        let err = error(&SCENARIO_2.replace(r#""9S""#, r#""9x""#));
        assert_eq!(err.line(), Some(13));
        let err = error(&SCENARIO_2.replace(r#"rules = "120""#, r#"rules = "121""#));
        assert_eq!(err.line(), Some(2));
    }

    #[test]
    fn knobs_table_sets_knobs_and_refuses_bad_values_on_their_line() {
        let text = SCENARIO_2.replace(
            "bagged = true\n",
            "bagged = true\n[knobs]\nrenege = \"top2\"\njoker = true\n",
        );
        assert_eq!(
            parse_round(&text).unwrap().rules().renege,
            crate::rules::variant::Renege::Top2
        );
        let text = SCENARIO_2.replace(
            "bagged = true\n",
            "bagged = true\n[knobs]\nrenege = \"top4\"\n",
        );
        assert_eq!(error(&text).line(), Some(11));
    }

    #[test]
    fn joker_when_the_joker_is_off_is_a_file_error() {
        let err = error(&SCENARIO_2.replace(r#""9d""#, r#""joker""#));
        assert_eq!(err.line(), Some(17));
        assert!(matches!(
            err.round_error(),
            Some(PlayRecordError::JokerOff { .. })
        ));
    }

    #[test]
    fn hand_not_of_five_cards_and_card_in_two_hands_are_file_errors() {
        let text = format!("{SCENARIO_2}\n[hands]\nFrank = [\"8s\", \"js\", \"ks\", \"qd\"]\n");
        let err = error(&text);
        assert!(
            err.to_string().contains("Frank's hand has 4 cards"),
            "{err}"
        );
        let text = format!(
            "{SCENARIO_2}\n[hands]\nFrank = [\"8s\", \"js\", \"ks\", \"qd\", \"3h\"]\nJohn = [\"9s\", \"7c\", \"8d\", \"6h\", \"3h\"]\n"
        );
        assert!(error(&text).to_string().contains("the 3♥ is in both"));
    }

    #[test]
    fn card_in_one_hand_played_by_another_player_is_a_file_error() {
        let text =
            format!("{SCENARIO_2}\n[hands]\nJohn = [\"9s\", \"7c\", \"8d\", \"6h\", \"9d\"]\n");
        let err = error(&text);
        assert!(
            err.to_string()
                .contains("at trick 2, Fred plays the 9♦, but it is in John's hand as given"),
            "{err}"
        );
    }

    #[test]
    fn bidding_game_without_bidder_is_a_file_error() {
        let text = SCENARIO_2
            .replace("bidder = \"FRANK\"\n", "")
            .replace("bagged = true\n", "");
        let err = error(&text);
        assert!(matches!(
            err.round_error(),
            Some(PlayRecordError::MissingBidder(_))
        ));
        // The rules say what is missing; the file reader says what to write.
        assert!(
            err.to_string()
                .ends_with("is a game with bidding, and no bidder is given; add bidder = \"NAME\""),
            "{err}"
        );
    }

    #[test]
    fn a_bagged_bid_that_is_not_the_dealers_minimum_says_what_to_write() {
        let text = SCENARIO_2.replace("bidder = \"FRANK\"", "bidder = \"Fred\"");
        let err = error(&text).to_string();
        assert!(
            err.contains("so the bagged bid is Frank's 15; write bidder = \"Frank\" and bid = 15"),
            "{err}"
        );
    }

    #[test]
    fn more_than_five_tricks_is_a_file_error() {
        let mut text = SCENARIO_2.to_string();
        for _ in 0..4 {
            text.push_str(
                "\n[[tricks]]\nleader = \"Frank\"\ncards = [\"2c\", \"3c\", \"4c\", \"5c\"]\n",
            );
        }
        assert!(matches!(
            error(&text).round_error(),
            Some(PlayRecordError::TooManyTricks(6))
        ));
    }

    #[test]
    fn not_toml_is_a_syntax_error_with_a_line() {
        let err = error("rules = \"120\"\ntrump = \n");
        assert!(
            matches!(err, RoundFileError::Syntax { line: Some(2), .. }),
            "{err:?}"
        );
    }
}
