//! Each pair's code: the key to its own page in the live hall, printed on
//! its tally card. Six characters from an alphabet with no look-alikes (no
//! 0 and O, no 1, I and L), so a code read off a card is typed right the
//! first time; random, so a pair can't guess another's. With table
//! devices (`party serve --table-devices`) each table has a code too, for
//! the old phone or tablet left at it: never a pair's.

use super::{Partners, Party};

/// The characters of a code: digits and capitals with every look-alike
/// left out.
pub(crate) const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// Characters in a code: 31^6, nearly 900 million codes, against at most
/// a thousand pairs and ten wrong guesses an address before it is refused.
pub(crate) const CODE_LENGTH: usize = 6;

/// A code as read off a card, in the one spelling the party keeps: capitals,
/// spaces and dashes dropped. `None` when it can't be a code at all.
pub(crate) fn normalize_code(text: &str) -> Option<String> {
    let code: String = text
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_ALPHABET.contains(&b))).then_some(code)
}

impl Party {
    /// How many codes the evening has: one a pair, or with partners split
    /// (where a pair doesn't stay together) one a player.
    pub fn code_holders(&self) -> usize {
        match self.partners {
            Partners::Fixed => self.pairs.len(),
            Partners::Split => self.pairs.len() * 2,
        }
    }

    /// A code holder's name: the pair's, or the player's.
    pub fn holder_name(&self, holder: usize) -> &str {
        match self.partners {
            Partners::Fixed => &self.pairs[holder].name,
            Partners::Split => self.player(holder),
        }
    }

    /// The players a code holder speaks for.
    pub fn holder_players(&self, holder: usize) -> Vec<usize> {
        match self.partners {
            Partners::Fixed => vec![2 * holder, 2 * holder + 1],
            Partners::Split => vec![holder],
        }
    }

    /// The evening with a code for every pair that has none; codes already
    /// given are kept (they are printed on cards). `random` is the source of
    /// chance, passed in by the caller (the rules never reach for one).
    pub fn with_codes(&self, mut random: impl FnMut() -> u64) -> Party {
        let mut next = self.clone();
        next.codes.resize(self.code_holders(), String::new());
        for i in 0..next.codes.len() {
            if next.codes[i].is_empty() {
                next.codes[i] = draw_code(&mut random, |c| next.code_taken(c));
            }
        }
        next
    }

    /// The codes of pair `pair` (by its place among the pairs): its own,
    /// or with partners split its two players'.
    pub fn codes_of_pair(&self, pair: usize) -> Vec<&str> {
        let holders = match self.partners {
            Partners::Fixed => vec![pair],
            Partners::Split => vec![2 * pair, 2 * pair + 1],
        };
        holders
            .into_iter()
            .filter_map(|h| self.code_of(h))
            .collect()
    }

    /// The evening with a code for every table it seats now that has none
    /// (`party serve --table-devices`): codes already given are kept, and
    /// a table added later gets its own. No table's code is a pair's.
    pub fn with_table_codes(&self, mut random: impl FnMut() -> u64) -> Party {
        let mut next = self.clone();
        let tables = self.most_tables().max(self.table_codes.len());
        next.table_codes.resize(tables, String::new());
        for i in 0..tables {
            if next.table_codes[i].is_empty() {
                next.table_codes[i] = draw_code(&mut random, |c| next.code_taken(c));
            }
        }
        next
    }

    /// Whether a table (from 1) seated now has no code yet, in an evening
    /// that gives tables codes.
    pub fn table_codes_missing(&self) -> bool {
        !self.table_codes.is_empty()
            && (self.table_codes.len() < self.most_tables()
                || self.table_codes.iter().any(String::is_empty))
    }

    /// The table (from 1) a table's code belongs to (any case, spaces and
    /// dashes ignored).
    pub fn table_of_code(&self, code: &str) -> Option<usize> {
        let code = normalize_code(code)?;
        self.table_codes
            .iter()
            .position(|c| *c == code)
            .map(|i| i + 1)
    }

    /// A table's code (from 1), once given.
    pub fn table_code_of(&self, table: usize) -> Option<&str> {
        self.table_codes
            .get(table.checked_sub(1)?)
            .map(String::as_str)
            .filter(|c| !c.is_empty())
    }

    /// Whether a code is a pair's or a table's already.
    fn code_taken(&self, code: &str) -> bool {
        self.codes
            .iter()
            .chain(&self.table_codes)
            .any(|c| c == code)
    }

    /// The holder a code belongs to (any case, spaces and dashes ignored):
    /// a pair, or with partners split a player.
    pub fn pair_of_code(&self, code: &str) -> Option<usize> {
        let code = normalize_code(code)?;
        self.codes.iter().position(|c| *c == code)
    }

    /// A holder's code, once codes are given.
    pub fn code_of(&self, pair: usize) -> Option<&str> {
        self.codes
            .get(pair)
            .map(String::as_str)
            .filter(|c| !c.is_empty())
    }

    /// Codes read from a file: none at all, or one valid code a pair, no two
    /// the same.
    pub(super) fn check_codes(&self) -> Result<(), String> {
        if self.codes.is_empty() {
            return self.check_table_codes();
        }
        if self.codes.len() != self.code_holders() {
            return Err(format!(
                "{} codes for {} {}",
                self.codes.len(),
                self.code_holders(),
                match self.partners {
                    Partners::Fixed => "pairs: one a pair",
                    Partners::Split => "players: one a player, partners being split",
                }
            ));
        }
        for (i, code) in self.codes.iter().enumerate() {
            if normalize_code(code).as_deref() != Some(code.as_str()) {
                return Err(format!(
                    "the code of {} is not six characters of {}",
                    self.holder_name(i),
                    String::from_utf8_lossy(CODE_ALPHABET)
                ));
            }
            if self.codes[..i].contains(code) {
                return Err(format!("two pairs have the code {code}"));
            }
        }
        self.check_table_codes()
    }

    /// Tables' codes read from a file: each a valid code, no two the same,
    /// none a pair's.
    fn check_table_codes(&self) -> Result<(), String> {
        for (i, code) in self.table_codes.iter().enumerate() {
            if normalize_code(code).as_deref() != Some(code.as_str()) {
                return Err(format!(
                    "the code of table {} is not six characters of {}",
                    i + 1,
                    String::from_utf8_lossy(CODE_ALPHABET)
                ));
            }
            if self.table_codes[..i].contains(code) {
                return Err(format!("two tables have the code {code}"));
            }
            if self.codes.contains(code) {
                return Err(format!("table {} has a pair's code, {code}", i + 1));
            }
        }
        Ok(())
    }
}

/// A code drawn from `random` that `taken` doesn't already give.
fn draw_code(random: &mut impl FnMut() -> u64, taken: impl Fn(&str) -> bool) -> String {
    loop {
        let mut n = random();
        let code: String = (0..CODE_LENGTH)
            .map(|_| {
                let c = CODE_ALPHABET[(n % CODE_ALPHABET.len() as u64) as usize];
                n /= CODE_ALPHABET.len() as u64;
                c as char
            })
            .collect();
        if !taken(&code) {
            return code;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::party::{Movement, Pair};

    fn party(pairs: usize) -> Party {
        let pairs = (0..pairs)
            .map(|i| Pair::parse(&format!("A{i}+B{i}")).unwrap())
            .collect();
        Party::new(pairs, 3, Movement::Winners, Partners::Fixed, 4, 1).unwrap()
    }

    #[test]
    fn codes_have_no_look_alikes() {
        for c in b"01OIL" {
            assert!(!CODE_ALPHABET.contains(c), "{}", *c as char);
        }
    }

    #[test]
    fn every_pair_gets_its_own_code_and_keeps_it() {
        let mut n = 0u64;
        // A source that repeats itself: the second pair must not get the
        // first one's code.
        let given = party(4).with_codes(|| {
            n += 1;
            n / 2
        });
        assert_eq!(given.codes.len(), 4);
        for (i, code) in given.codes.iter().enumerate() {
            assert_eq!(normalize_code(code).as_deref(), Some(code.as_str()));
            assert!(!given.codes[..i].contains(code));
            assert_eq!(given.pair_of_code(&code.to_lowercase()), Some(i));
        }
        assert_eq!(given.with_codes(|| 7).codes, given.codes);
        given.check_codes().unwrap();
    }

    #[test]
    fn every_table_gets_a_code_no_pair_has_and_keeps_it() {
        let mut n = 0u64;
        let given = party(6).with_codes(|| {
            n += 1;
            n
        });
        let mut m = 0u64;
        // The same source again: every code it gives first is a pair's.
        let tables = given.with_table_codes(|| {
            m += 1;
            m
        });
        assert_eq!(tables.table_codes.len(), 3);
        for (i, code) in tables.table_codes.iter().enumerate() {
            assert!(!tables.codes.contains(code), "{code}");
            assert_eq!(tables.table_of_code(&code.to_lowercase()), Some(i + 1));
            assert_eq!(tables.table_code_of(i + 1), Some(code.as_str()));
        }
        assert_eq!(tables.pair_of_code(&tables.table_codes[0]), None);
        assert_eq!(
            tables.with_table_codes(|| 7).table_codes,
            tables.table_codes
        );
        assert!(!tables.table_codes_missing());
        tables.check_codes().unwrap();
        let mut twice = tables.clone();
        twice.table_codes[1] = twice.codes[0].clone();
        assert!(twice.check_codes().is_err());
    }

    #[test]
    fn a_code_is_read_as_typed_off_a_card() {
        assert_eq!(normalize_code("k7p-q2m").as_deref(), Some("K7PQ2M"));
        assert_eq!(normalize_code("K7P Q2M").as_deref(), Some("K7PQ2M"));
        assert_eq!(normalize_code("K7PQ2"), None);
        assert_eq!(normalize_code("K7PQ20"), None);
        assert_eq!(normalize_code("../etc"), None);
    }
}
