//! Each pair's code: the key to its own page in the live hall, printed on
//! its tally card. Six characters from an alphabet with no look-alikes (no
//! 0 and O, no 1, I and L), so a code read off a card is typed right the
//! first time; random, so a pair can't guess another's.

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
            if !next.codes[i].is_empty() {
                continue;
            }
            loop {
                let mut n = random();
                let code: String = (0..CODE_LENGTH)
                    .map(|_| {
                        let c = CODE_ALPHABET[(n % CODE_ALPHABET.len() as u64) as usize];
                        n /= CODE_ALPHABET.len() as u64;
                        c as char
                    })
                    .collect();
                if !next.codes.contains(&code) {
                    next.codes[i] = code;
                    break;
                }
            }
        }
        next
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
            return Ok(());
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
        Ok(())
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
    fn a_code_is_read_as_typed_off_a_card() {
        assert_eq!(normalize_code("k7p-q2m").as_deref(), Some("K7PQ2M"));
        assert_eq!(normalize_code("K7P Q2M").as_deref(), Some("K7PQ2M"));
        assert_eq!(normalize_code("K7PQ2"), None);
        assert_eq!(normalize_code("K7PQ20"), None);
        assert_eq!(normalize_code("../etc"), None);
    }
}
