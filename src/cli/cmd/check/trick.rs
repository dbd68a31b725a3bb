//! `check trick`: which card won the trick, and why.

use fortyfives::rules::{check_trick, check_trick_at, parse_cards, PlayError, Suit};

use crate::cli::args::rules::{judging_rules, Judging};
use crate::cli::args::CheckTrickArgs;
use crate::cli::context::Context;
use crate::cli::error::{CliError, Context as _};
use crate::cli::view::check::{self, plural, Judged, TrickAnswer};
use crate::cli::Verdict;

pub fn run(args: &CheckTrickArgs, ctx: &Context) -> Result<Verdict, CliError> {
    let (answer, trump, judging) = judge(args, ctx)?;
    let by_game = judging.judged_by(trump);
    let judged = Judged {
        label: &judging.label(),
        by_game: by_game.as_deref(),
        trump,
    };
    check::trick(&answer, &judged, ctx.style);
    Ok(Verdict::Done)
}

/// The rules' verdict on the trick the flags give, with the winner named
/// by `--seats` and whether every player has played to it.
pub fn judge(
    args: &CheckTrickArgs,
    ctx: &Context,
) -> Result<(TrickAnswer, Suit, Judging), CliError> {
    let judging = judging_rules(&args.rules, ctx)?;
    let rules = &judging.rules;
    let trump: Suit = args.trump.parse().context("--trump")?;
    let cards = parse_cards(&args.cards).context("--cards")?;
    let seats = match &args.seats {
        Some(text) => Some(parse_seats(text, cards.len())?),
        None => None,
    };
    // A game's table says how many cards make a trick; without one, the
    // cards given are the whole trick.
    let verdict = match judging.players {
        Some(players) => check_trick_at(rules, trump, &cards, players).map_err(|e| match e {
            PlayError::TrickTooBigFor { cards, players } => CliError::input(format!(
                "--cards: {cards} cards, but {}'s table has {players} players and a trick holds one card from each; give at most {players}, or --rules PRESET to judge away from that game",
                judging.game.as_ref().map_or_else(String::new, ToString::to_string)
            ))
            .caused_by(e),
            e => e.into(),
        })?,
        None => check_trick(rules, trump, &cards)?,
    };
    let still_to_play = judging.players.unwrap_or(cards.len()) - cards.len();
    let winner = seats.map(|mut s| s.swap_remove(verdict.winner_index));
    let answer = TrickAnswer {
        verdict,
        winner,
        complete: still_to_play == 0,
        still_to_play,
    };
    Ok((answer, trump, judging))
}

/// `--seats Frank,John,Fred,Jim`: one distinct name per card played.
fn parse_seats(text: &str, cards: usize) -> Result<Vec<String>, CliError> {
    let names: Vec<String> = text
        .split([',', ' '])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        // The names a table may use, no others: a name that could move the
        // cursor or turn the text around never reaches the screen.
        .map(|name| fortyfives::rules::table::check_name(name).context("--seats"))
        .collect::<Result<_, _>>()?;
    if names.len() != cards {
        return Err(CliError::input(format!(
            "--seats: {} for {} cards; give one name per card, in the order the cards were played",
            plural(names.len(), "name"),
            cards
        )));
    }
    for (i, name) in names.iter().enumerate() {
        if names[..i].iter().any(|n| n.eq_ignore_ascii_case(name)) {
            return Err(CliError::input(format!(
                "--seats: {name} is named twice; each player plays one card to a trick"
            )));
        }
    }
    Ok(names)
}
