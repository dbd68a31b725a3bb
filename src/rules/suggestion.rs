//! "Did you mean …?": the one way every message suggests the word the user
//! probably meant (a preset, a knob, a player, a saved game), so every hint
//! reads the same and uses the same idea of "close".

/// The known word closest to `word` (any case), when it is close enough to
/// be a typo of it: at most two edits, or a quarter of its length.
pub(crate) fn closest<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word = word.to_lowercase();
    known
        .into_iter()
        .map(|k| (strsim::damerau_levenshtein(&word, &k.to_lowercase()), k))
        .filter(|(d, k)| *d <= 2.max(k.len() / 4))
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| k)
}

/// " (did you mean 'x'?)" when one known word is close to `word`, else "".
pub fn did_you_mean<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> String {
    closest(word, known)
        .map(|k| format!(" (did you mean '{k}'?)"))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typo_is_matched_and_a_stranger_is_not() {
        let presets = ["120", "auction-45s", "partners-120", "110", "45", "25"];
        assert_eq!(
            did_you_mean("auction45s", presets),
            " (did you mean 'auction-45s'?)"
        );
        assert_eq!(
            did_you_mean("AUCTON-45S", presets),
            " (did you mean 'auction-45s'?)"
        );
        assert_eq!(did_you_mean("bridge", presets), "");
        assert_eq!(closest("Fridya", ["friday", "sunday"]), Some("friday"));
    }
}
