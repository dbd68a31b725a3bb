//! A party game's final score: how a table types it (`120-85`, the
//! winners' first) and whether a finished game can end with it under the
//! party's rules. Every door a result comes in by asks these.

use super::ResultError;

/// How a table's game ends, as far as its final score can show it: what a
/// result's score is checked against. Made from the party's rules
/// ([`GameEnd::of`]), so every door a result comes in by checks the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// The score that wins.
    pub target: i32,
    /// Whether a game ends only by a side reaching the target (or by a side
    /// falling below `lose_below`): not a game of so many hands, nor one a
    /// side can lose by being set too often.
    pub to_target: bool,
    /// A side below this score loses, whatever the others have.
    pub lose_below: Option<i32>,
}

impl GameEnd {
    /// How a game played under `rules` ends.
    pub fn of(rules: &crate::rules::variant::RuleSet) -> GameEnd {
        GameEnd {
            target: rules.target,
            to_target: rules.hands.is_none()
                && rules.lose_after_sets.is_none()
                && rules.lose_after_consecutive_sets.is_none(),
            lose_below: rules.lose_below,
        }
    }

    /// A final score such a game can end with, to show how one is typed:
    /// the winners at the target, the losers some way short of it.
    fn example(&self) -> String {
        if self.to_target {
            format!("{}-{}", self.target, (self.target - 35).max(0))
        } else {
            "120-85".to_string()
        }
    }

    /// A score as typed (`given`, the winners' first) that a finished game
    /// can end with: the winners above every other side, and, in a game
    /// played to a target, the winners at the target or another side fallen
    /// below the losing mark.
    pub fn check(&self, given: &str, scores: &[i32], winner: &str) -> Result<(), ResultError> {
        let Some((&won, others)) = scores.split_first() else {
            return Ok(());
        };
        if others.iter().any(|&o| o >= won) {
            let mut turned: Vec<i32> = scores.to_vec();
            turned.sort_unstable_by(|a, b| b.cmp(a));
            let turned_text = turned
                .iter()
                .map(i32::to_string)
                .collect::<Vec<_>>()
                .join("-");
            // The score turned round, when that is one a game can end with;
            // never an example this check would refuse in its turn.
            // (A tie turned round is the same tie: no example in it.)
            let example =
                if turned[0] > turned[1] && self.check(&turned_text, &turned, winner).is_ok() {
                    turned_text
                } else {
                    self.example()
                };
            return Err(ResultError::WinnersNotAbove {
                given: given.trim().to_string(),
                winner: winner.to_string(),
                example,
            });
        }
        let fell = self
            .lose_below
            .is_some_and(|mark| others.iter().any(|&o| o < mark));
        if self.to_target && won < self.target && !fell {
            return Err(ResultError::ShortOfTarget {
                given: given.trim().to_string(),
                score: won,
                target: self.target,
                example: self.example(),
            });
        }
        Ok(())
    }
}

/// `120-85` (or `120-85-60` at a table of three pairs): whole numbers, the
/// winners' first, a minus sign allowed before each (`45--10`).
pub(super) fn parse_scores(text: &str) -> Option<Vec<i32>> {
    let mut scores = Vec::new();
    let mut rest = text.trim();
    loop {
        let negative = rest.starts_with('-');
        let body = if negative { &rest[1..] } else { rest };
        let end = body.find('-').unwrap_or(body.len());
        let digits = &body[..end];
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) || digits.len() > 6 {
            return None;
        }
        let n: i32 = digits.parse().ok()?;
        scores.push(if negative { -n } else { n });
        if end == body.len() {
            return Some(scores);
        }
        rest = &body[end + 1..];
    }
}

/// A score as typed, the winners' first and then the others in seating
/// order, turned to seating order (as a result keeps it): the winners'
/// number goes to their place `won`.
pub(super) fn in_seating_order(given: &[i32], won: usize) -> Vec<i32> {
    let mut others = given.iter().skip(1).copied();
    (0..given.len())
        .map(|i| {
            if i == won {
                given[0]
            } else {
                others.next().unwrap_or(0)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_whole_numbers_joined_by_minus_signs() {
        assert_eq!(parse_scores("120-85"), Some(vec![120, 85]));
        assert_eq!(parse_scores("45--10"), Some(vec![45, -10]));
        assert_eq!(parse_scores("120-85-60"), Some(vec![120, 85, 60]));
        for bad in ["", "120", "120-", "a-b", "120 85", "1.5-2", "9999999-1"] {
            if bad == "120" {
                assert_eq!(parse_scores(bad), Some(vec![120]));
                continue;
            }
            assert_eq!(parse_scores(bad), None, "{bad}");
        }
    }
}
