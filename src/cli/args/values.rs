//! The values typed after the flags, checked as clap reads them: a whole
//! number in range said in words, a note of bounded length, an address.

/// A whole number typed on the command line, said in words when it isn't
/// one: "--bid -20" must not read as a flag "-2", nor as "invalid digit".
pub(super) fn whole<T: TryFrom<i128>>(text: &str, what: &str, hint: &str) -> Result<T, String> {
    let n: i128 = text
        .trim()
        .parse()
        .map_err(|_| format!("{what} is a whole number; {hint}"))?;
    if n < 0 {
        return Err(format!("{what} can't be below zero; {hint}"));
    }
    T::try_from(n).map_err(|_| format!("{n} is far too large for {what}; {hint}"))
}

/// A whole number from `low` to `high`, refused in words that say the range
/// (clap's own reads "0 is not in 1..=1000000").
pub(super) fn within<T: TryFrom<i128>>(
    text: &str,
    what: &str,
    low: i128,
    high: i128,
) -> Result<T, String> {
    let hint = format!("give a whole number from {low} to {high}");
    let n: i128 = whole(text, what, &hint)?;
    if !(low..=high).contains(&n) {
        return Err(format!("{what} is from {low} to {high}, not {n}"));
    }
    T::try_from(n).map_err(|_| format!("{what} is from {low} to {high}"))
}

pub(super) fn samples(text: &str) -> Result<u32, String> {
    within(text, "the number of deals", 1, 1_000_000)
}

pub(super) fn model_rounds(text: &str) -> Result<u32, String> {
    within(
        text,
        "the number of the model's rounds",
        1,
        i128::from(fortyfives::rules::odds::kernel::MAX_ROUNDS),
    )
}

pub(super) fn shown_rounds(text: &str) -> Result<u32, String> {
    within(text, "the number of rounds shown", 1, 1000)
}

pub(super) fn bid_seat(text: &str) -> Result<u8, String> {
    within(text, "a seat", 1, 8)
}

pub(super) fn bid_players(text: &str) -> Result<u8, String> {
    within(text, "the number of players", 2, 8)
}

pub(super) fn bid_over(text: &str) -> Result<u8, String> {
    within(text, "a standing bid", 0, 60)
}

pub(super) fn bid_sides(text: &str) -> Result<u8, String> {
    within(text, "the number of sides", 2, 8)
}

pub(super) fn note_text(text: &str) -> Result<String, String> {
    fortyfives::store::check_note(text).map(|()| text.to_string())
}

pub(super) fn bid_amount(text: &str) -> Result<u8, String> {
    whole(
        text,
        "a bid",
        "bids are 15, 20, 25 or 30 (60 in the hole where the rules allow it)",
    )
}

pub(super) fn trick_number(text: &str) -> Result<u8, String> {
    whole(text, "a trick number", "the tricks count from 1 to 5")
}

pub(super) fn round_number(text: &str) -> Result<usize, String> {
    whole(
        text,
        "a round number",
        "rounds count from 1 (`fortyfives history` lists them)",
    )
}

pub(super) fn last_count(text: &str) -> Result<usize, String> {
    let hint = "give how many of the latest rounds to show, e.g. --last 5";
    match whole(text, "a number of rounds", hint)? {
        0 => Err(format!("a number of rounds starts at 1; {hint}")),
        n => Ok(n),
    }
}

pub(super) fn size(text: &str) -> Result<u32, String> {
    whole(text, "a size", "give columns or pixels, e.g. 80")
}

pub(super) fn seed(text: &str) -> Result<u64, String> {
    whole(text, "a seed", "give any whole number, e.g. 7")
}

/// A party's seed: it is saved with the party, and a saved whole number
/// goes up to 2^63 - 1.
pub(super) fn party_seed(text: &str) -> Result<u64, String> {
    let max = fortyfives::rules::party::MAX_SEED;
    match text.trim().parse::<u64>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(format!(
            "a party's seed is a whole number from 0 to {max}, e.g. 7"
        )),
    }
}

pub(super) fn whole_games(text: &str) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(n) if (1..=fortyfives::rules::party::MAX_GAMES).contains(&n) => Ok(n),
        _ => Err(format!(
            "an evening has 1 to {} games",
            fortyfives::rules::party::MAX_GAMES
        )),
    }
}

pub(super) fn table_size(text: &str) -> Result<usize, String> {
    match text.trim() {
        "4" => Ok(4),
        "6" => Ok(6),
        _ => Err("a table seats 4 (two pairs) or 6 (three pairs)".to_string()),
    }
}

/// `--bind`: an address and a port, said with an example when it isn't.
pub(super) fn parse_bind(text: &str) -> Result<std::net::SocketAddr, String> {
    text.trim().parse().map_err(|_| {
        format!("'{text}' is not an address and port: e.g. 127.0.0.1:4545 (this laptop only) or 0.0.0.0:4545 (the hall's network)")
    })
}
