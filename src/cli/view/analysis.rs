//! What `analyze` shows: the value of every card, the par, the cards
//! that cost the bid and why, in sentences and one short table a question.
//! The solver decides (`rules::solve`); this only words its answer.

use fortyfives::rules::prose::{and_list, capitalise, or_list};
use std::path::Path;

use fortyfives::rules::audit::RoundPlay;

use fortyfives::rules::play::PlayRule;
use fortyfives::rules::ranking::Lead;
use fortyfives::rules::solve::{Analysis, Decision, LeftOut, PlayValue, ToPlay, TrickTaken};

use crate::cli::view::output::{say, say_with, Style};

pub fn print_decision(path: &Path, round: &RoundPlay, d: &Decision, several: bool, style: Style) {
    if several {
        println!("{}", style.bold(&format!("== {}", path.display())));
    }
    let mut head = format!(
        "Trick {}, card {}: {}'s choice, judged on what {} could see ({} deals of the unseen cards, seed {}).",
        d.trick, d.play, d.player, d.player, d.samples, d.seed
    );
    head.push_str(&format!(" Points are {}'s", d.side));
    if d.against.len() > 1 {
        head.push_str(&format!(
            "; {} play against them together",
            and_list(&d.against)
        ));
    }
    head.push('.');
    say_with(&style.text(&head), 0, |l| style.bold(l));
    let has_bid = d.options.iter().any(|o| o.made.is_some());
    let mut grid = crate::cli::view::render::natural_grid(style);
    let mut header = vec!["Card".to_string(), format!("{} points", d.side)];
    if has_bid {
        header.push("Bid made".to_string());
    }
    grid.set_header(header);
    for o in &d.options {
        // The card played is marked in its own cell: no column stands
        // empty but for one word.
        let mut card = style.card(o.card);
        if Some(o.card) == d.played {
            card.push_str(" (played)");
        }
        let mut row = vec![
            card,
            style.text(&format!("{:.2} ± {:.2}", o.points, o.points_margin)),
        ];
        if let (Some(m), Some(e)) = (o.made, o.made_margin) {
            row.push(style.text(&format!("{:.0}% ± {:.0}%", m * 100.0, e * 100.0)));
        }
        grid.add_row(row);
    }
    println!("{grid}");
    say_with(
        &style.text("Means over the deals, ± the 95% margin of error; the unseen cards fit every play the record shows."),
        0,
        |l| style.dim(l),
    );
    if let (true, Some(played)) = (d.played_illegal, d.played) {
        say_with(
            &format!(
                "{}'s {} broke a rule (see `fortyfives check round {}`); the options are the legal cards.",
                d.player,
                style.card(played),
                path.display()
            ),
            0,
            |l| style.bad(l),
        );
    }
    if let Some(out) = &d.left_out {
        say(&style.text(&left_out_words(&d.player, out)), 0);
    }
    say(
        &style.text(&decision_words(d, is_one_player(round, &d.side))),
        0,
    );
}

/// Whether a side's name is one player's (cut-throat): "Jim takes", not
/// "Jim take".
fn is_one_player(round: &RoundPlay, side: &str) -> bool {
    round.players().iter().any(|p| p == side)
}

/// The verb for a side: "takes" for one player, "take" for a team.
fn verb(one: bool, plural: &str, singular: &'static str) -> String {
    if one {
        singular.to_string()
    } else {
        plural.to_string()
    }
}

/// "The 7♥ was the better percentage play for Frank+Fred: ..."; every card
/// tied for the best is named, never one of them as "the" best.
fn decision_words(d: &Decision, one_player: bool) -> String {
    let (take, make) = (
        verb(one_player, "take", "takes"),
        verb(one_player, "make", "makes"),
    );
    let tied = d.best_options();
    let Some(best) = tied.first() else {
        return String::new();
    };
    let whose = if d.counted {
        d.side.clone()
    } else if d.against.len() == 1 {
        d.against[0].clone()
    } else {
        format!("{}'s opponents", d.side)
    };
    let describe = |o: &fortyfives::rules::solve::CardOption| match o.made {
        Some(m) => format!(
            "{} {take} {:.1} on average and {make} the bid {:.0}% of the time",
            d.side,
            o.points,
            m * 100.0
        ),
        None => format!("{} {take} {:.1} on average", d.side, o.points),
    };
    let names: Vec<String> = tied.iter().map(|o| format!("the {}", o.card)).collect();
    let cards = and_list(&names);
    let several = tied.len() > 1;
    // "with it" for one card, "with any of them" for several.
    let with_best = if several {
        format!(
            "with {} of them, {}",
            if tied.len() == 2 { "either" } else { "any" },
            describe(best)
        )
    } else {
        format!("with it {}", describe(best))
    };
    let next = d.options.get(tied.len());
    let played = d
        .played
        .and_then(|c| d.options.iter().find(|o| o.card == c));
    match played {
        Some(p) if tied.iter().any(|o| o.card == p.card) => match (several, next) {
            (false, Some(s)) => format!(
                "The {} was the best percentage play for {whose}: {with_best}; with the {}, {}.{}",
                best.card,
                s.card,
                describe(s),
                margin_words(best, s)
            ),
            (false, None) => format!(
                "The {} was the only card {} could play.",
                best.card, d.player
            ),
            (true, Some(s)) => format!(
                "{} were equally the best percentage plays for {whose}, and the {} was played: {with_best}; with the {}, {}.{}",
                capitalise(&cards),
                p.card,
                s.card,
                describe(s),
                margin_words(best, s)
            ),
            (true, None) => format!(
                "{} were equally good for {whose}, and the {} was played: {with_best}.",
                capitalise(&cards),
                p.card
            ),
        },
        Some(p) => {
            let tail = margin_words(best, p);
            let (was, play) = if several {
                ("were", "plays")
            } else {
                ("was", "play")
            };
            format!(
                "{} {was} the better percentage {play} for {whose}: {with_best}; with the {} played, {}.{tail}",
                capitalise(&cards),
                p.card,
                describe(p)
            )
        }
        // The next play, not made yet: the advice, in the present.
        None if d.played.is_none() => {
            let (is, play) = if several {
                ("are", "plays")
            } else {
                ("is", "play")
            };
            match next {
                Some(s) => format!(
                    "{} {is} the best percentage {play} for {whose}: {with_best}; with the {}, {}.{}",
                    capitalise(&cards),
                    s.card,
                    describe(s),
                    margin_words(best, s)
                ),
                None if several => format!(
                    "{} are equally good for {whose}: {with_best}.",
                    capitalise(&cards)
                ),
                None => format!(
                    "The {} is the only card {} can play: {with_best}.",
                    best.card, d.player
                ),
            }
        }
        None => {
            let (was, card) = if several {
                ("were", "cards")
            } else {
                ("was", "card")
            };
            format!(
                "The best legal {card} for {whose} {was} {cards}: {with_best}.",
            )
        }
    }
}

/// A warning when two options' means are within their margins of error of
/// each other: the order between them is then not settled.
fn margin_words(
    a: &fortyfives::rules::solve::CardOption,
    b: &fortyfives::rules::solve::CardOption,
) -> &'static str {
    let close = (a.points - b.points).abs() <= a.points_margin + b.points_margin
        && match (a.made, b.made, a.made_margin, b.made_margin) {
            (Some(x), Some(y), Some(ex), Some(ey)) => (x - y).abs() <= ex + ey,
            _ => true,
        };
    if close {
        " The difference is within the margin of error: more deals (--samples) would settle it."
    } else {
        ""
    }
}

pub fn print_analysis(path: &Path, round: &RoundPlay, a: &Analysis, several: bool, style: Style) {
    if several {
        println!("{}", style.bold(&format!("== {}", path.display())));
    }
    let mut head = format!(
        "{} trump, {} rules.",
        capitalise(round.trump().name()),
        style.text(&round.rules().label())
    );
    if let (Some(b), Some(bid)) = (round.bidder(), round.bid()) {
        let bagged = if round.bagged() { " (bagged)" } else { "" };
        head.push_str(&format!(" {} bid {bid}{bagged}.", round.name(b)));
    }
    head.push_str(&format!(" Points are {}'s", a.side));
    if a.against.len() > 1 {
        head.push_str(&format!(
            "; {} play against them together",
            and_list(&a.against)
        ));
    }
    head.push('.');
    say_with(&head, 0, |l| style.bold(l));

    let par_words = match (a.bid, a.made_at) {
        (Some(bid), Some(m)) if a.par >= m => {
            format!(" The {bid} bid could be made against any defence.")
        }
        (Some(bid), Some(_)) => format!(" The {bid} bid could be beaten."),
        _ => String::new(),
    };
    say(
        &format!(
            "Par: {} {} with best play by everyone from the first lead.{par_words}",
            a.side, a.par
        ),
        0,
    );
    println!("Best line, everyone playing their best from the first lead:");
    for line in line_words(a, round) {
        say(&style.text(&format!("  {line}")), 4);
    }

    // Fitted to the window: the best cards wrap between cards, never a
    // word split (64 columns at its natural width).
    let mut grid = crate::cli::view::render::grid(style);
    grid.set_header(vec![
        "Trick",
        "Player",
        "Card",
        "Value",
        "Best",
        "Cost",
        "Best cards",
    ]);
    for p in &a.plays {
        let mut card = style.card(p.card);
        if p.broke_rule.is_some() {
            card.push_str(" !");
        }
        // A gain (only a card that broke a rule can have one) is not a cost.
        let cost = match p.cost {
            0 => String::new(),
            c if c < 0 => format!("gained {}", c.unsigned_abs()),
            c => c.to_string(),
        };
        grid.add_row(vec![
            p.trick.to_string(),
            p.player.clone(),
            card,
            p.value.to_string(),
            p.best.to_string(),
            cost,
            style.cards(&p.best_cards),
        ]);
    }
    if a.plays.is_empty() {
        println!("No card has been played yet.");
    } else {
        crate::cli::view::render::fit_to_width(&mut grid, &[], &[]);
        println!("{grid}");
        say_with(
            &format!(
                "Value: {}'s points for the round if everyone plays best after the card. Best: with the player's best legal card. Cost: what the card cost the player's side against that best card. ! broke a rule.",
                a.side
            ),
            0,
            |l| style.dim(l),
        );
    }

    // The bid as the record ended it (None until the fifth trick): after
    // the last card the value is the points the counted side took.
    let made_at = a.made_at;
    let recorded_made = made_at.filter(|_| round.is_complete()).map(|m| a.now >= m);
    let mut before = a.par;
    let mut changed = 0;
    for (i, p) in a.plays.iter().enumerate() {
        if let Some(proof) = &p.broke_rule {
            say_with(
                &format!(
                    "Trick {}: {}'s {} broke a rule: {}",
                    p.trick,
                    p.player,
                    style.card(p.card),
                    style.text(proof)
                ),
                0,
                |l| style.bad(l),
            );
        }
        if p.cost != 0 {
            changed += 1;
            let mut text = cost_words(p, a, round);
            if let Some(m) = made_at {
                let later: Vec<u8> = a.plays[i + 1..].iter().map(|l| l.value).collect();
                text.push_str(&bid_words(
                    m,
                    before,
                    p.value,
                    &later,
                    recorded_made,
                    p.counted,
                ));
            }
            say(&style.text(&text), 0);
        }
        before = p.value;
    }
    if changed == 0 && !a.plays.is_empty() {
        // A card against the rules is no best card (the best cards are
        // legal), even when it did just as well.
        let broke = a.plays.iter().filter(|p| p.broke_rule.is_some()).count();
        let every = match (broke, round.is_complete()) {
            (0, true) => "Every card played was a best card".to_string(),
            (0, false) => "Every card played so far was a best card".to_string(),
            (1, _) => "No card played gained or lost anything, though one broke a rule".to_string(),
            (n, _) => format!("No card played gained or lost anything, though {n} broke a rule"),
        };
        let par = if round.is_complete() {
            "the round went as par"
        } else {
            "the round is still at par"
        };
        say_with(&format!("{every}: {par}."), 0, |l| style.good(l));
    }
    if round.is_complete() {
        let made = match recorded_made {
            Some(true) => ": the bid is made",
            Some(false) => ": the bid is set",
            None => "",
        };
        let take = verb(is_one_player(round, &a.side), "take", "takes");
        say(&format!("As played, {} {take} {}{made}.", a.side, a.now), 0);
    } else {
        let done = round.complete_tricks().len();
        let mut so_far = match done {
            0 => "Before the first lead".to_string(),
            1 => "After 1 trick".to_string(),
            t => format!("After {t} tricks"),
        };
        if let Some(trick) = round.in_progress() {
            let cards = match trick.cards.len() {
                1 => "1 card".to_string(),
                c => format!("{c} cards"),
            };
            so_far = if done == 0 {
                format!("After {cards} of trick 1")
            } else {
                format!("{so_far} and {cards} of trick {}", done + 1)
            };
        }
        let made = match made_at {
            Some(m) if a.now >= m => ": the bid can be made against any defence",
            Some(_) => ": the bid can be beaten",
            None => "",
        };
        say(
            &format!(
                "{so_far}, best play from here gives {} {}{made}.",
                a.side, a.now
            ),
            0,
        );
    }
    if let Some(to_play) = &a.to_play {
        print_to_play(to_play, a, path, style);
    }
}

/// The player to move: a short table of every legal card's value, and
/// the sentences "With every hand face up (double-dummy), Pat's best: K♣
/// (Ann+Bob 20); 4♥ gives Ann+Bob 15.", the cards the rules leave out and
/// why, and the command that judges the card on what Pat could see.
fn print_to_play(t: &ToPlay, a: &Analysis, path: &Path, style: Style) {
    let mut grid = crate::cli::view::render::natural_grid(style);
    grid.set_header(vec![
        format!("{} to play (trick {}, card {})", t.player, t.trick, t.play),
        format!("{} points", a.side),
    ]);
    for o in &t.options {
        grid.add_row(vec![style.card(o.card), o.value.to_string()]);
    }
    println!("{grid}");
    say(&style.text(&to_play_words(t, &a.side)), 0);
    if let Some(out) = &t.left_out {
        say(&style.text(&left_out_words(&t.player, out)), 0);
    }
    say(
        &format!(
            "For what {} could see (their own hand and the cards played), judge it single-dummy: `fortyfives analyze {} --at {}.{}`.",
            t.player,
            path.display(),
            t.trick,
            t.play
        ),
        0,
    );
}

/// "With every hand face up (double-dummy), Pat's best: K♣ (Ann+Bob 20);
/// 4♥ gives Ann+Bob 15." Cards of equal value are named together, so no
/// card is called "the" best when several are; the points are `side`'s.
fn to_play_words(t: &ToPlay, side: &str) -> String {
    let best: Vec<String> = t.best_cards.iter().map(ToString::to_string).collect();
    let open = "With every hand face up (double-dummy)";
    if t.options.len() == 1 {
        return format!(
            "{open}: {}'s only legal card is {} ({side} {}).",
            t.player, best[0], t.best
        );
    }
    let mut text = format!(
        "{open}, {}'s best: {} ({side} {})",
        t.player,
        or_list(&best),
        t.best
    );
    let mut rest = t.options.iter().filter(|o| o.value != t.best).peekable();
    while let Some(first) = rest.next() {
        let mut cards = vec![first.card.to_string()];
        while let Some(o) = rest.next_if(|o| o.value == first.value) {
            cards.push(o.card.to_string());
        }
        let gives = if cards.len() == 1 { "gives" } else { "give" };
        text.push_str(&format!(
            "; {} {gives} {side} {}",
            and_list(&cards),
            first.value
        ));
    }
    text.push('.');
    text
}

/// "Left out: the 7♥ and 2♣, as Bob must play a trump (trump was led)."
fn left_out_words(player: &str, out: &LeftOut) -> String {
    let cards: Vec<String> = out.cards.iter().map(|c| format!("the {c}")).collect();
    let suit = match out.lead {
        Lead::Plain(suit) => suit.name().to_string(),
        Lead::Trump => "trump".to_string(),
    };
    let why = match out.rule {
        PlayRule::MustFollowTrump => format!("{player} must play a trump (trump was led)"),
        PlayRule::MustFollowSuit => format!("{player} must follow {suit} or play a trump"),
        PlayRule::MustTrump => format!("{player} holds no {suit} and must play a trump"),
        _ => format!("the rules don't let {player} play them to this trick"),
    };
    format!("Left out: {}, as {why}.", and_list(&cards))
}

/// The side a judged player plays for, by name: the counted side, the one
/// side against it, or (several against it) "Ann's opponents".
fn players_side(p: &PlayValue, a: &Analysis) -> String {
    if p.counted {
        a.side.clone()
    } else if a.against.len() == 1 {
        a.against[0].clone()
    } else {
        format!("{}'s opponents", a.side)
    }
}

/// "Trick 4: Fred's A♦ cost Frank+Fred 5: with the 7♥ instead and best
/// play from here, the 7♥ takes trick 4 and the A♦ trick 5; as played, only
/// trick 5 (7♥)." What follows the card is told "as played" only when it is
/// what the record shows; otherwise it is best play from here.
fn cost_words(p: &PlayValue, a: &Analysis, round: &RoundPlay) -> String {
    let side = players_side(p, a);
    if p.cost < 0 {
        // Only a card that broke a rule can beat every legal card.
        let best: Vec<String> = p.best_cards.iter().map(|c| format!("the {c}")).collect();
        return format!(
            "Trick {}: {}'s {}, against the rules, gained {side} {} over their best legal card ({}).",
            p.trick,
            p.player,
            p.card,
            p.cost.unsigned_abs(),
            or_list(&best)
        );
    }
    let whose = if p.counted || a.against.len() == 1 {
        format!("cost {side} {}", p.cost)
    } else {
        format!("gave {} {} more", a.side, p.cost)
    };
    let mut text = format!("Trick {}: {}'s {} {whose}", p.trick, p.player, p.card);
    if let Some(instead) = &p.instead {
        let ours = |tricks: &[TrickTaken]| -> Vec<String> {
            tricks
                .iter()
                .filter(|t| t.ours)
                .map(|t| format!("the {} takes trick {}", t.card, t.trick))
                .collect()
        };
        let side_words = if p.counted || a.against.len() == 1 {
            side.clone()
        } else {
            "they".to_string()
        };
        let taken = |tricks: &[TrickTaken]| {
            let list = ours(tricks);
            if list.is_empty() {
                let take = verb(is_one_player(round, &side_words), "take", "takes");
                format!("{side_words} {take} no more tricks")
            } else {
                and_list(&list)
            }
        };
        text.push_str(&format!(
            ": with the {} instead and best play from here, {}",
            instead.card,
            taken(&instead.better)
        ));
        if instead.played_as_recorded {
            text.push_str(&format!("; as played, {}", taken(&instead.played)));
        } else {
            text.push_str(&format!(
                "; with the {} and best play from here, {}",
                p.card,
                taken(&instead.played)
            ));
        }
    }
    text.push('.');
    text
}

/// What a card did to the bid, said only as far as the record bears it
/// out: `made_at` the points that make it, `before` and `after` the
/// position's value either side of the card, `later` the value after each
/// later card, `made` whether the record ended with the bid made (None
/// before the fifth trick); `counted` whether the card was the counted
/// side's own (it lost the bid) or the others' (it beat it).
fn bid_words(
    made_at: u8,
    before: u8,
    after: u8,
    later: &[u8],
    made: Option<bool>,
    counted: bool,
) -> String {
    let was = before >= made_at;
    let is = after >= made_at;
    // Whether the bid stayed where this card put it to the end of the record.
    let held = later.iter().all(|&v| (v >= made_at) == is);
    match (was, is, made) {
        (true, false, Some(false)) if held => if counted {
            " This card lost the bid."
        } else {
            " This card beat the bid."
        }
        .to_string(),
        (true, false, Some(true)) => {
            " After this card the bid could be beaten; it was made because a later card let it."
                .to_string()
        }
        (true, false, _) => {
            " After this card the bid could be beaten with best play from here.".to_string()
        }
        (false, true, Some(true)) if held => " This card let the bid be made.".to_string(),
        (false, true, Some(false)) => {
            " After this card the bid could be made against any defence; it was set because a later card lost it."
                .to_string()
        }
        (false, true, _) => {
            " After this card the bid could be made against any defence.".to_string()
        }
        _ => String::new(),
    }
}

/// "Trick 1: Jim 5♥, Frank 8♥, John 10♥, Fred Q♥; Jim takes it." a trick.
fn line_words(a: &Analysis, round: &RoundPlay) -> Vec<String> {
    let n = round.players().len();
    let ranking = fortyfives::rules::Ranking::new(round.rules(), round.trump());
    a.line
        .chunks(n)
        .filter_map(|chunk| {
            let first = chunk.first()?;
            let cards: Vec<String> = chunk
                .iter()
                .map(|l| format!("{} {}", l.player, l.card))
                .collect();
            let played: Vec<fortyfives::rules::Card> = chunk.iter().map(|l| l.card).collect();
            let taker = ranking
                .winner(&played)
                .and_then(|i| chunk.get(i))
                .map_or(String::new(), |l| format!("; {} takes it", l.player));
            Some(format!(
                "Trick {}: {}{taker}.",
                first.trick,
                cards.join(", ")
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::bid_words;

    #[test]
    fn the_bid_is_said_lost_or_beaten_only_when_it_was() {
        // A bid made at 15: a card taking the position from 15 to 10.
        let lost = |later: &[u8], made, counted| bid_words(15, 15, 10, later, made, counted);
        assert_eq!(
            lost(&[10, 10], Some(false), true),
            " This card lost the bid."
        );
        assert_eq!(
            lost(&[10, 10], Some(false), false),
            " This card beat the bid."
        );
        assert_eq!(
            lost(&[10, 15], Some(true), true),
            " After this card the bid could be beaten; it was made because a later card let it."
        );
        // Made again, then lost again: no one card decided it.
        assert_eq!(
            lost(&[15, 10], Some(false), true),
            " After this card the bid could be beaten with best play from here."
        );
        assert_eq!(
            lost(&[10], None, true),
            " After this card the bid could be beaten with best play from here."
        );
        let let_made = |later: &[u8], made| bid_words(15, 10, 15, later, made, false);
        assert_eq!(
            let_made(&[15], Some(true)),
            " This card let the bid be made."
        );
        assert_eq!(
            let_made(&[10], Some(false)),
            " After this card the bid could be made against any defence; it was set because a later card lost it."
        );
        assert_eq!(
            let_made(&[], None),
            " After this card the bid could be made against any defence."
        );
        // Nothing crossed: nothing said.
        assert_eq!(bid_words(15, 20, 15, &[], Some(true), true), "");
    }
}
