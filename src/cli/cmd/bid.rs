//! `bid --hand CARDS`: should he have bid? The odds of each bid by
//! RULES.md §13's model (`rules::odds`); this file reads the question from
//! the flags or a saved game and shows the answer.
//!
//! Nothing is written, so Ctrl-C needs no handler: the default signal
//! stops the run at once, with nothing half-done.

use fortyfives::rules::game::GameState;
use fortyfives::rules::odds::{odds, BidOdds, Odds, OddsError, Question, MAX_SAMPLES};
use fortyfives::rules::table::{Table, Who};
use fortyfives::rules::{parse_cards, Card, Seat, SideId, Suit};

use crate::cli::args::{BidArgs, GlobalArgs};
use crate::cli::error::{CliError, Context};
use crate::cli::view::output::{columns, print_json, Style};
use crate::cli::view::progress::{random_seed, Run};
use crate::cli::{args::rules::resolve_rules, load, Verdict};

/// Default table without a game: four players, two sides.
const DEFAULT_PLAYERS: u8 = 4;

pub fn run(args: &BidArgs, global: &GlobalArgs, style: Style) -> Result<Verdict, CliError> {
    let hand = parse_cards(&args.hand).map_err(|e| {
        CliError::input(format!(
            "--hand: {e}; give five different cards, e.g. --hand \"5h jh ah qh 2d\""
        ))
    })?;
    let kitty = match &args.kitty {
        Some(text) => parse_cards(text).context("--kitty")?,
        None => Vec::new(),
    };
    let trumps = match &args.trump {
        Some(text) => vec![text.parse::<Suit>().context("--trump")?],
        None => Vec::new(),
    };
    let (state, asker, names) = table(args, global)?;
    let game_end = (args.player.is_some() || args.score.is_some()) && state.sides.len() == 2;
    let question = Question {
        state: &state,
        asker,
        hand,
        kitty,
        trumps,
        samples: args.samples.min(MAX_SAMPLES),
        seed: args.seed.unwrap_or_else(random_seed),
        keep_deals: args.show_deals,
        game_end,
    };
    let players = format!("{} players", state.table.players.len());
    let run = Run {
        total: question.samples,
        unit: "deals",
        verb: "Dealing",
        samples: Some(&players),
    };
    let answer = run
        .with_progress(|tick| odds(&question, tick))
        .map_err(|e| cannot_answer(&e))?;
    if style.json {
        print_json(&answer);
        return Ok(Verdict::Done);
    }
    print(&answer, &state, &names, style);
    Ok(Verdict::Done)
}

/// What to type instead, after the model's reason.
fn cannot_answer(err: &OddsError) -> CliError {
    let fix = match err {
        OddsError::HandSize(_) | OddsError::HandTwice(_) => {
            "; give five different cards, e.g. --hand \"5h jh ah qh 2d\"".to_string()
        }
        OddsError::InHandAndKitty(_) | OddsError::KittyTwice(_) => {
            "; a card is in one place only: check --hand and --kitty".to_string()
        }
        OddsError::KittySize { want, .. } => {
            format!("; give all {want} cards of the kitty, or leave out --kitty")
        }
        OddsError::NoKitty(_) => "; leave out --kitty".to_string(),
        OddsError::NotInPack(_) => "; leave out the Joker, or --set joker=true".to_string(),
        OddsError::NoBidding(_) => "; give an auction preset, e.g. --rules 120".to_string(),
        _ => String::new(),
    };
    let place = match err {
        OddsError::InHandAndKitty(_)
        | OddsError::KittyTwice(_)
        | OddsError::KittySize { .. }
        | OddsError::NoKitty(_) => "--kitty: ",
        OddsError::HandSize(_) | OddsError::HandTwice(_) | OddsError::NotInPack(_) => "--hand: ",
        _ => "",
    };
    CliError::input(format!("{place}{err}{fix}")).caused_by(err.clone())
}

/// The game the question is asked in: a saved game's state (`--player`),
/// or a new one from the flags; the asker's seat at it; the sides' names
/// as the text says them.
fn table(args: &BidArgs, global: &GlobalArgs) -> Result<(GameState, Seat, Vec<String>), CliError> {
    if let Some(name) = &args.player {
        let (_, state) = load::load_game(global)?;
        let seat = match state.table.find(name)? {
            Who::Player(seat) => seat,
            Who::Side(_) => {
                return Err(CliError::input(format!(
                    "--player {name}: that is a side; name one player: {}",
                    state.table.players.join(", ")
                )))
            }
        };
        let names = state.table.sides.iter().map(|s| s.name.clone()).collect();
        return Ok((state, seat, names));
    }
    if global.game.is_some() {
        return Err(CliError::input(
            "--game names a saved game: say whose hand it is with --player NAME",
        ));
    }
    let rules = resolve_rules(args.preset.as_deref(), &args.set)?;
    let n = usize::from(args.players.unwrap_or(DEFAULT_PLAYERS));
    let sides = usize::from(args.sides.unwrap_or(if n % 2 == 0 { 2 } else { n as u8 }));
    if sides > n || n % sides != 0 || (sides < n && n / sides < 2) {
        let fits: Vec<String> = (2..=n)
            .filter(|&k| n % k == 0 && (k == n || n / k >= 2))
            .map(|k| k.to_string())
            .collect();
        return Err(CliError::input(format!(
            "--sides {sides} with {n} players: sides alternate round the table and must be the same size; give --sides {}",
            fits.join(" or ")
        )));
    }
    let seat = usize::from(args.seat.unwrap_or(n as u8));
    if seat > n {
        return Err(CliError::input(format!(
            "--seat {seat}: there are {n} players; give a seat from 1 (the dealer's left) to {n} (the dealer)"
        )));
    }
    // Seats from the dealer's left: the table's seat 0 bids first, the
    // dealer is the last. Side 1 is the asker's, the next round the table 2.
    let asker = Seat(seat - 1);
    let own = asker.0 % sides;
    // "your side" rather than a bare "side 1", which reads as anyone's.
    let side_name = |t: usize| match (t + sides - own) % sides + 1 {
        1 => "your side".to_string(),
        k => format!("side {k}"),
    };
    let player = |i: usize| format!("seat {}", i + 1);
    let table = if sides == n {
        let mut t = Table::cut_throat((0..n).map(player).collect())?;
        for (i, side) in t.sides.iter_mut().enumerate() {
            side.name = side_name(i);
        }
        t
    } else {
        Table::teams(
            (0..sides)
                .map(|t| {
                    let players = (t..n).step_by(sides).map(player).collect();
                    (Some(side_name(t)), players)
                })
                .collect(),
        )?
    };
    let names = table.sides.iter().map(|s| s.name.clone()).collect();
    let mut state = GameState::new(rules, table, Seat(n - 1)).map_err(|e| {
        CliError::input(format!(
            "{e}; give --players and --sides these rules allow (see `fortyfives rules {}`)",
            args.preset
                .as_deref()
                .unwrap_or(crate::cli::args::rules::DEFAULT_PRESET)
        ))
        .caused_by(e)
    })?;
    if let Some(text) = &args.score {
        let given: Vec<i32> = text
            .split(',')
            .map(|s| s.trim().parse::<i32>())
            .collect::<Result<_, _>>()
            .map_err(|_| {
                CliError::input(format!(
                    "--score {text}: give each side's score as whole numbers, the asker's side first, e.g. --score 85,105"
                ))
            })?;
        if given.len() != sides {
            return Err(CliError::input(format!(
                "--score {text}: {} scores for {sides} sides; give one a side, the asker's side first",
                given.len()
            )));
        }
        let by_table: Vec<i32> = (0..sides)
            .map(|t| given[(t + sides - own) % sides])
            .collect();
        state = state
            .starting_at(&by_table)
            .map_err(|e| CliError::input(format!("--score {text}: {e}")))?;
    }
    Ok((state, asker, names))
}

fn print(answer: &Odds, state: &GameState, names: &[String], style: Style) {
    let n = answer.players;
    let dealer = if answer.seat == n {
        " (the dealer)"
    } else {
        ""
    };
    let asker_side = SideId(
        state
            .table
            .side_of(Seat((state.dealer.0 + answer.seat) % n))
            .0,
    );
    println!(
        "{}",
        style.bold(&style.text(&format!(
            "{} at seat {} of {n}{dealer}, rules {}: {} deals, seed {}.",
            style.cards(&answer.hand),
            answer.seat,
            answer.rules,
            answer.samples,
            answer.seed
        )))
    );
    println!(
        "The share of deals in which each bid is made, and {}'s mean points:",
        names[asker_side.0]
    );
    let mut grid = comfy_table::Table::new();
    grid.load_style(if style.ascii {
        comfy_table::presets::ASCII_FULL_CONDENSED
    } else {
        comfy_table::presets::UTF8_FULL_CONDENSED
    });
    if let Some(width) = columns() {
        grid.set_width(width);
    }
    let levels: Vec<u8> = answer
        .trumps
        .first()
        .map(|t| t.bids.iter().map(|b| b.bid).collect())
        .unwrap_or_default();
    let mut header = vec!["Trump".to_string(), "Points".to_string()];
    header.extend(levels.iter().map(|l| l.to_string()));
    grid.set_header(header);
    for t in &answer.trumps {
        let mut row = vec![
            style.text(&t.trump.symbol().to_string()),
            format!("{:.1} ± {:.1}", t.points.mean, t.points.margin),
        ];
        row.extend(t.bids.iter().map(|b| percent(b.made)));
        grid.add_row(row);
    }
    println!("{grid}");
    let trump_name = |s: Suit| style.text(&format!("{} {}", s.symbol(), s.name()));
    match &answer.best {
        Some(best) => println!(
            "Best bid: {} in {}, {:+.1} ± {:.1} points a round on average.",
            best.bid,
            trump_name(best.trump),
            best.score,
            best.score_margin
        ),
        None => println!("No bid gains points on average: by this model, pass."),
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
            .filter(|b| b.bid > best.bid && b.score == best.score)
            .map(|b| b.bid.to_string())
            .collect();
        if !same.is_empty() {
            println!(
                "{} {} as much under these rules: bid higher if the auction needs it.",
                fortyfives::rules::prose::and_list(&same),
                if same.len() == 1 { "scores" } else { "score" }
            );
        }
    }
    let shown = answer
        .best
        .as_ref()
        .map(|b| b.trump)
        .or_else(|| answer.trumps.first().map(|t| t.trump));
    if let Some(trump) = shown {
        if let Some(t) = answer.trumps.iter().find(|t| t.trump == trump) {
            // Only the bids after which some deal ends the game: at 0-0 no
            // round can, and saying "the game ends" would be false.
            let known = t.bids.iter().any(|b| b.we_go_out.is_some());
            let ends: Vec<String> = t
                .bids
                .iter()
                .filter(|b| b.we_go_out.unwrap_or(0.0) + b.they_go_out.unwrap_or(0.0) > 0.0)
                .filter_map(|b| game_end(b, names, asker_side))
                .collect();
            if !ends.is_empty() {
                crate::cli::view::output::say(
                    &format!(
                        "This round can end the game, in {}: {}.",
                        trump_name(trump),
                        ends.join("; ")
                    ),
                    0,
                );
            } else if known {
                println!("No deal ends the game this round, whatever the bid.");
            }
        }
    }
    crate::cli::view::output::say(
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

/// "bid 25: won by side 1 in 40%, by side 2 in 3%", with real scores.
fn game_end(b: &BidOdds, names: &[String], asker: SideId) -> Option<String> {
    let (we, they) = (b.we_go_out?, b.they_go_out?);
    let other = names
        .iter()
        .enumerate()
        .find(|&(i, _)| i != asker.0)
        .map_or("the others", |(_, n)| n.as_str());
    Some(format!(
        "bid {}: won by {} in {}, by {other} in {}",
        b.bid,
        names[asker.0],
        percent(we),
        percent(they)
    ))
}

/// A share in whole percent, except that a share that is neither none nor
/// all never reads as 0% or 100% (a bid failed once in 200 is not sure).
fn percent(share: f64) -> String {
    let p = share * 100.0;
    if share > 0.0 && p < 0.5 {
        "<1%".to_string()
    } else if share < 1.0 && p >= 99.5 {
        ">99%".to_string()
    } else {
        format!("{p:.0}%")
    }
}
