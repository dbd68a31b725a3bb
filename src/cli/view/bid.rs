//! What `bid` shows: the table modelled, a table a trump with the share of
//! deals made at each level and another with each level's mean score, the
//! best bid by expected score with its margin, and what the round does to
//! the game. The odds are `rules::odds`'s; this words them.

use fortyfives::rules::game::GameState;
use fortyfives::rules::odds::{Best, BidOdds, Odds, TrumpOdds, Unplayable};
use fortyfives::rules::prose::and_list;
use fortyfives::rules::{Card, Seat, SideId, Suit};

use crate::cli::view::output::{print_json, say, say_with, Style};
use crate::cli::view::render::natural_grid;

/// The table a question is asked at, as the answer words it.
pub struct Asked {
    /// The game the hand is dealt in: its rules, seats, dealer and scores.
    pub state: GameState,
    /// The asker's seat at the game's table.
    pub asker: Seat,
    /// The sides' names as the text says them ("your side", "Blue").
    pub names: Vec<String>,
    /// The saved game it was asked in, and whether `--player` named the
    /// asker (else the player at `--seat`, the dealer by default).
    pub game: Option<(String, bool)>,
    /// The current game, when it was left aside: its name, its rules'
    /// name, and why the model can't deal its next round.
    pub note: Option<(String, String, Unplayable)>,
    /// Whether the scores are real (`--score` or a game), so the round's
    /// end of the game was asked.
    pub scored: bool,
}

/// `bid`: `answer` at the table `asked` describes (or, with `--json`, the
/// odds as the model gives them). Every sentence is fitted to the width
/// ([`say`]); the tables are narrow enough for 60 columns.
pub fn print(answer: &Odds, asked: &Asked, style: Style) {
    if style.json {
        print_json(answer);
        return;
    }
    let state = &asked.state;
    let names = &asked.names;
    let n = answer.players;
    let dealer = if answer.seat == n {
        " (the dealer)"
    } else {
        ""
    };
    let asker_side = state.table.side_of(asked.asker);
    let ours = &names[asker_side.0];
    say_with(
        &style.text(&format!(
            "{} at seat {} of {n}{dealer}, rules {}: {} deals, seed {}.",
            style.cards(&answer.hand),
            answer.seat,
            answer.rules,
            answer.samples,
            answer.seed
        )),
        0,
        |line| style.bold(line),
    );
    if let Some((game, rules, why)) = &asked.note {
        let why = match why {
            Unplayable::NoAuction => format!("plays {rules}, with no auction"),
            Unplayable::Over => "is over".to_string(),
            _ => "has sides sitting out the next round".to_string(),
        };
        say(
            &format!("The current game, {game}, {why}: this is a table of its own."),
            0,
        );
    }
    say(&table_said(asked), 0);
    let over = answer
        .over
        .map(|o| format!(" over the standing {o}"))
        .unwrap_or_default();
    // Through `style.text`, as every "±" below, so that `--ascii` says it
    // in ASCII wherever that is decided.
    say(
        &style.text(&format!(
            "The share of deals in which each bid{over} is made, and {ours}'s mean points (± is the 95% margin, here and below):"
        )),
        0,
    );
    let levels: Vec<u8> = answer
        .trumps
        .first()
        .map(|t| t.bids.iter().map(|b| b.bid).collect())
        .unwrap_or_default();
    let mut grid = natural_grid(style);
    let mut header = vec!["Trump".to_string(), "Points".to_string()];
    header.extend(levels.iter().map(|l| l.to_string()));
    grid.set_header(header);
    for t in &answer.trumps {
        let mut row = vec![
            style.text(&t.trump.symbol().to_string()),
            style.text(&format!("{:.1} ± {:.1}", t.points.mean, t.points.margin)),
        ];
        row.extend(t.bids.iter().map(|b| percent(b.made)));
        grid.add_row(row);
    }
    println!("{grid}");
    say(
        &format!(
            "{}'s mean score a round, by bid (made: what the rules give; set: minus the bid):",
            capital(ours)
        ),
        0,
    );
    let mut grid = natural_grid(style);
    let mut header = vec!["Trump".to_string()];
    header.extend(levels.iter().map(|l| l.to_string()));
    grid.set_header(header);
    for t in &answer.trumps {
        let mut row = vec![style.text(&t.trump.symbol().to_string())];
        row.extend(t.bids.iter().map(|b| format!("{:+.1}", b.score)));
        grid.add_row(row);
    }
    println!("{grid}");
    let trump_name = |s: Suit| style.text(&format!("{} {}", s.symbol(), s.name()));
    match &answer.best {
        // With the game's chances the best bid is the likeliest to win
        // the game, which need not be the one with the most points.
        Some(best) if best.win.is_some() => say(
            &style.text(&format!(
                "Best bid{over}: {} in {}, the likeliest to win the game ({} ± {}); {:+.1} ± {:.1} points a round on average.",
                best.bid,
                trump_name(best.trump),
                percent(best.win.unwrap_or(0.0)),
                points(best.win_margin.unwrap_or(0.0)),
                best.score,
                best.score_margin
            )),
            0,
        ),
        Some(best) => say(
            &style.text(&format!(
                "Best bid{over}: {} in {}, {:+.1} ± {:.1} points a round on average.",
                best.bid,
                trump_name(best.trump),
                best.score,
                best.score_margin
            )),
            0,
        ),
        None => say(
            &format!("No bid{over} gains points on average: by this model, pass."),
            0,
        ),
    }
    // Where a made bid scores the points taken, every level made as often
    // scores the same, and the lowest wins the tie: say so, or "best 15"
    // reads as advice to bid low on a sure 25.
    if let Some(best) = &answer.best {
        let same: Vec<String> = answer
            .trumps
            .iter()
            .filter(|t| t.trump == best.trump)
            .flat_map(|t| &t.bids)
            .filter(|b| b.bid > best.bid && b.score == best.score && b.win == best.win)
            .map(|b| b.bid.to_string())
            .collect();
        if !same.is_empty() {
            say(
                &format!(
                    "{} {} as much under these rules: bid higher if the auction needs it.",
                    and_list(&same),
                    if same.len() == 1 { "scores" } else { "score" }
                ),
                0,
            );
        }
    }
    let shown = answer
        .best
        .as_ref()
        .map(|b| b.trump)
        .or_else(|| answer.trumps.first().map(|t| t.trump));
    if let Some(t) = shown.and_then(|trump| answer.trumps.iter().find(|t| t.trump == trump)) {
        if asked.scored {
            game_end(t, names, asker_side, &trump_name(t.trump), style);
        }
    }
    if let Some(best) = &answer.best {
        bid_or_pass(answer, best, ours, style);
    }
    say(
        "Open-hand play flatters the bidder: every deal is played with all the cards face up, so a real table makes these bids less often.",
        0,
    );
    if let Some(deals) = &answer.deals {
        for (i, d) in deals.iter().enumerate() {
            println!();
            let seats = |hands: &[Vec<Card>]| {
                hands
                    .iter()
                    .enumerate()
                    .map(|(s, h)| format!("seat {}: {}", s + 1, style.cards(h)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            println!("Deal {}: {}", i + 1, seats(&d.hands));
            println!(
                "  kitty: {}; pack, top first: {}",
                if d.kitty.is_empty() {
                    "none".to_string()
                } else {
                    style.cards(&d.kitty)
                },
                if d.pack.is_empty() {
                    "empty".to_string()
                } else {
                    style.cards(&d.pack)
                }
            );
            for (trump, played) in &d.play.0 {
                println!(
                    "  {} after the draw: {}; par {}",
                    style.text(&trump.symbol().to_string()),
                    seats(&played.hands),
                    played.par
                );
            }
        }
    }
}

/// What the round does to the game under trump `t`, as far as the par
/// says it: a small table, a row an outcome and a column a bid; with three
/// or more sides only the asker's side's going out is known, and the text
/// says so.
fn game_end(t: &TrumpOdds, names: &[String], asker: SideId, trump: &str, style: Style) {
    let ours = &names[asker.0];
    let ends = |b: &BidOdds| b.we_go_out.unwrap_or(0.0) + b.they_go_out.unwrap_or(0.0) > 0.0;
    let others_known = t.bids.iter().all(|b| b.they_go_out.is_some());
    let ours_known = t.bids.iter().all(|b| b.we_go_out.is_some());
    let unknown = "whether another side goes out turns on how the others split the tricks, which the par doesn't say";
    if !ours_known {
        say(
            "Who wins the game this round can't be told: with three or more sides it turns on how the others split the tricks, which the par doesn't say.",
            0,
        );
        return;
    }
    if !t.bids.iter().any(ends) {
        if others_known {
            say("No deal ends the game this round, whatever the bid.", 0);
        } else {
            say(
                &format!(
                    "{} can't win the game this round, whatever the bid; {unknown}.",
                    capital(ours)
                ),
                0,
            );
        }
        return;
    }
    say(&format!("How this round ends the game, in {trump}:"), 0);
    let mut grid = natural_grid(style);
    let mut header = vec!["Bid".to_string()];
    header.extend(t.bids.iter().map(|b| b.bid.to_string()));
    grid.set_header(header);
    let row = |label: String, share: &dyn Fn(&BidOdds) -> f64| {
        let mut row = vec![label];
        row.extend(t.bids.iter().map(|b| percent(share(b))));
        row
    };
    grid.add_row(row(format!("Won by {ours}"), &|b| {
        b.we_go_out.unwrap_or(0.0)
    }));
    if others_known {
        let other = names
            .iter()
            .enumerate()
            .find(|&(i, _)| i != asker.0)
            .map_or("the others", |(_, n)| n.as_str());
        grid.add_row(row(format!("Won by {other}"), &|b| {
            b.they_go_out.unwrap_or(0.0)
        }));
        grid.add_row(row("The game goes on".to_string(), &|b| {
            (1.0 - b.we_go_out.unwrap_or(0.0) - b.they_go_out.unwrap_or(0.0)).max(0.0)
        }));
    }
    println!("{grid}");
    if !others_known {
        say(&format!("When {ours} doesn't win, {unknown}."), 0);
    }
}

/// RULES.md §14.6: each level's chance of winning the game for the
/// asker's side, a row a trump; the chance if the asker passes; and the
/// answer in one sentence. Nothing when the game's chances weren't asked.
fn bid_or_pass(answer: &Odds, best: &Best, ours: &str, style: Style) {
    let (Some(win), Some(win_margin)) = (best.win, best.win_margin) else {
        return;
    };
    let Some((pass, pass_margin)) = answer
        .trumps
        .first()
        .and_then(|t| Some((t.pass_win?, t.pass_win_margin?)))
    else {
        return;
    };
    let widest = answer
        .trumps
        .iter()
        .flat_map(|t| &t.bids)
        .filter_map(|b| b.win_margin)
        .fold(pass_margin, f64::max);
    say(
        &style.text(&format!(
            "{}'s chance of winning the game if it wins the bid at each level (± at most {}):",
            capital(ours),
            points(widest)
        )),
        0,
    );
    let mut grid = natural_grid(style);
    let mut header = vec!["Trump".to_string()];
    header.extend(
        answer
            .trumps
            .first()
            .map(|t| t.bids.iter().map(|b| b.bid.to_string()).collect::<Vec<_>>())
            .unwrap_or_default(),
    );
    grid.set_header(header);
    for t in &answer.trumps {
        let mut row = vec![style.text(&t.trump.symbol().to_string())];
        row.extend(t.bids.iter().map(|b| percent(b.win.unwrap_or(0.0))));
        grid.add_row(row);
    }
    println!("{grid}");
    say(
        &style.text(&format!(
            "If you pass, and the others bid as the model does: {} ± {}.",
            percent(pass),
            points(pass_margin)
        )),
        0,
    );
    // Two estimates whose intervals overlap are not told apart: saying
    // "bid" on a point's difference would be the model's noise talking.
    let verdict = if (win - pass).abs() <= win_margin + pass_margin {
        format!(
            "pass: {} (±{}): too close to call",
            percent(pass),
            points(pass_margin)
        )
    } else if win > pass {
        format!("pass: {}: bid", percent(pass))
    } else {
        format!("pass: {}: pass", percent(pass))
    };
    say_with(
        &style.text(&format!(
            "Bid {} in {}: {} to win the game (±{}); {verdict}.",
            best.bid,
            best.trump.symbol(),
            percent(win),
            points(win_margin)
        )),
        0,
        |line| style.bold(line),
    );
    // "§" has no ASCII form of its own: under --ascii it is the word.
    let section = if style.ascii { "section 14" } else { "§14" };
    say(
        &format!("The chances of winning the game come from the game model of RULES.md {section} (docs/odds.md, \"The game model\"), from the state each deal leads to."),
        0,
    );
}

/// A margin of a chance in percentage points, as "2"; a margin under half
/// a point that isn't none reads "<1", as a share does.
fn points(margin: f64) -> String {
    // Judged on the figure printed: formatting rounds a half to even, so
    // a margin of exactly half a point would otherwise read "0".
    let shown = format!("{:.0}", margin * 100.0);
    if margin > 0.0 && shown == "0" {
        "<1".to_string()
    } else {
        shown
    }
}

/// "your side" as a sentence starts it.
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The table the question was modelled at, in words: its players and
/// sides, where its seats and scores came from, and who plays against
/// whom in the model.
fn table_said(asked: &Asked) -> String {
    let table = &asked.state.table;
    let n = table.players.len();
    let sides = table.sides.len();
    let shape = if table.is_cut_throat() {
        format!("{n} players, cut-throat")
    } else {
        format!("{n} players, {}", table.shape())
    };
    let against = match (table.is_cut_throat(), sides) {
        (_, 2) => String::new(),
        (true, k) => format!(": the other {} play together against you", count(k - 1)),
        (false, k) => format!(
            ": the other {} teams play together against yours",
            count(k - 1)
        ),
    };
    match &asked.game {
        None => format!("{shape}{against}."),
        Some((game, named)) => {
            let scores: Vec<String> = table
                .sides
                .iter()
                .enumerate()
                .map(|(i, s)| format!("{} {}", s.name, asked.state.sides[SideId(i)].score))
                .collect();
            let whose = table.player_name(asked.asker);
            let asker_is = if *named {
                format!("the hand is {whose}'s")
            } else {
                format!("the hand is {whose}'s, at that seat (--player NAME for another)")
            };
            format!(
                "The game {game}: {shape}{against}; its rules, seats and scores ({}); {asker_is}.",
                and_list(&scores)
            )
        }
    }
}

/// A small count in words, as a sentence says it.
fn count(k: usize) -> String {
    match k {
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        5 => "five".into(),
        6 => "six".into(),
        7 => "seven".into(),
        k => k.to_string(),
    }
}

/// A share in whole percent, except that a share that is neither none nor
/// all never reads as 0% or 100% (a bid failed once in 200 is not sure).
fn percent(share: f64) -> String {
    // Judged on the figure printed: formatting rounds a half to even, so
    // exactly half a percent would otherwise read "0%".
    let shown = format!("{:.0}", share * 100.0);
    if share > 0.0 && shown == "0" {
        "<1%".to_string()
    } else if share < 1.0 && shown == "100" {
        ">99%".to_string()
    } else {
        format!("{shown}%")
    }
}
