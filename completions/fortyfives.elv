
use builtin;
use str;

set edit:completion:arg-completer[fortyfives] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'fortyfives'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'fortyfives'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand new 'Start a game: the players in seating order, the rules, the first dealer'
            cand round 'Record a round and score it'
            cand play 'Play at the table: pick or start a game, then answer a few questions each round'
            cand status 'Standings, who deals next, and the winner when there is one'
            cand history 'Every round: dealer, bidder, bid, trump, points, made or set, running totals'
            cand edit 'Correct round N: its facts are replaced and every later round is rescored'
            cand chart 'Every side''s score after each round, drawn in the terminal or as an SVG picture'
            cand stats 'Who bids, makes and wins: per player and per team, across every saved game'
            cand export 'A game''s history as a CSV, JSON or Markdown file, for a spreadsheet or the group chat'
            cand rematch 'A new game with the same players, seats and rules; the deal goes on from the last game'
            cand undo 'Take back the last round (it is kept: `redo` puts it back)'
            cand redo 'Put back the last round taken back by `undo`'
            cand list 'The saved games'
            cand use 'Make a saved game the current one'
            cand delete 'Delete a saved game (its file is moved to the data directory''s `deleted` folder)'
            cand restore 'Bring back a deleted game (the most recent deletion of that name), or list them with --list'
            cand check 'Settle an argument: is this play legal, who won this trick, audit a round'
            cand party 'A card party: many tables, one evening; seating, results, the tally and the prizes'
            cand analyze 'Could the bid have been made, and was that the right card? (double- and single-dummy)'
            cand analyse 'Could the bid have been made, and was that the right card? (double- and single-dummy)'
            cand bid 'Should he have bid? The odds of making each bid with five cards, by trump'
            cand odds 'Who wins from here? Each side''s chance of winning the game, by the game model'
            cand ranks 'The order of every card under a trump suit'
            cand rules 'Show the rules of a preset (or of a game with --game): every knob, or --explain in words'
            cand completions 'Print the shell completion script for bash, zsh, fish, powershell or elvish'
            cand man 'Print the manual page (roff), e.g. `fortyfives man | man -l -`'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fortyfives;new'= {
            cand --teams 'A team, its players in seating order: "Blue=Ann,Bob" or "Ann,Bob" (repeat for each team)'
            cand --players 'Every player for themself, in seating order (cut-throat)'
            cand --rules 'The preset (see `fortyfives rules --list`) [default: 120]'
            cand --set 'Change one knob, e.g. --set target=125 (repeatable; see `fortyfives rules`)'
            cand --dealer 'Who deals the first round [default: the last seat]'
            cand --score 'Start from a paper score sheet: a side''s score so far, e.g. --score Blue=85 (repeat per side; sides not named start at 0)'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;round'= {
            cand --bidder 'Who won the bid: a player or a side'
            cand --bid 'The winning bid: 15, 20, 25, 30 (60 for a side in the hole, when the rules allow)'
            cand --trump 'The trump suit (kept in the history)'
            cand --tricks 'Tricks a side took, e.g. --tricks Blue=3 (repeat per side; with two sides one is enough, the other took the rest; a side with none may be left out)'
            cand --winners 'Who took each trick, in order: five names, e.g. Blue,Red,Red,Blue,Red'
            cand --best 'Who took the trick with the best card'
            cand --best-trick 'Which trick (1-5, in the order of --winners) held the best card'
            cand --auction 'The calls in order from the dealer''s left, e.g. "Ann:15,Cid:pass,Bob:20,Dan:hold" (Dan dealing)'
            cand --renege 'A renege called at the table on this player (or side), scored by the rules'' renege_penalty'
            cand --note 'A note kept with the round (at most 1,000 characters)'
            cand --from 'Record a round from its play record (a round file, as for `check round`): audited, then scored'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --bagged 'Everyone passed and the dealer was forced to bid the minimum'
            cand --thrown-in 'Everyone passed and the hand was thrown in (rules with all_pass=redeal): nothing is scored'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;play'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;status'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --odds 'Add each side''s chance of winning from here, by the game model (as `fortyfives odds`)'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;history'= {
            cand --last 'Only the last N rounds (the totals are still the whole game''s)'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --changes 'Every correction (`edit`), undo and redo, with its time, instead of the rounds'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;edit'= {
            cand --bidder 'Who won the bid: a player or a side'
            cand --bid 'The winning bid: 15, 20, 25, 30 (60 for a side in the hole, when the rules allow)'
            cand --trump 'The trump suit (kept in the history)'
            cand --tricks 'Tricks a side took, e.g. --tricks Blue=3 (repeat per side; with two sides one is enough, the other took the rest; a side with none may be left out)'
            cand --winners 'Who took each trick, in order: five names, e.g. Blue,Red,Red,Blue,Red'
            cand --best 'Who took the trick with the best card'
            cand --best-trick 'Which trick (1-5, in the order of --winners) held the best card'
            cand --auction 'The calls in order from the dealer''s left, e.g. "Ann:15,Cid:pass,Bob:20,Dan:hold" (Dan dealing)'
            cand --renege 'A renege called at the table on this player (or side), scored by the rules'' renege_penalty'
            cand --note 'A note kept with the round (at most 1,000 characters)'
            cand --from 'Record a round from its play record (a round file, as for `check round`): audited, then scored'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --bagged 'Everyone passed and the dealer was forced to bid the minimum'
            cand --thrown-in 'Everyone passed and the hand was thrown in (rules with all_pass=redeal): nothing is scored'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;chart'= {
            cand --svg 'Write the chart as an SVG picture to FILE instead of drawing it in the terminal'
            cand --width 'Width: columns in the terminal [default: $COLUMNS, else 80]; pixels with --svg [default: 800]'
            cand --height 'Height: rows of the plot in the terminal [default: 15]; pixels with --svg [default: 450]'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;stats'= {
            cand --player 'Only this player (any case) and the teams they played on'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;export'= {
            cand --format 'The file format (--json alone means --format json)'
            cand -o 'Write to FILE (replacing it whole) instead of printing'
            cand --output 'Write to FILE (replacing it whole) instead of printing'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fortyfives;rematch'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;undo'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;redo'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;list'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;use'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;delete'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;restore'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --list 'The deleted games kept, the most recent deletion first'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;check'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand play 'May this card be played? Answers legal (exit 0) or illegal (exit 1), with the reason'
            cand trick 'Who won this trick, and why'
            cand round 'Audit a whole round''s play: trick winners, best card, points, made or set, and every play that broke a rule'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fortyfives;check;play'= {
            cand --trump 'The trump suit: clubs, diamonds, hearts, spades (or c d h s, ♣ ♦ ♥ ♠)'
            cand --hand 'What the player held before playing, the played card included, e.g. "jh 7c 8d"'
            cand --trick 'The cards already played to this trick, the led card first (leave out when the player leads)'
            cand --card 'The card played'
            cand --rules 'The preset to judge by (see `fortyfives rules --list`) [default: the current game''s rules, else 120]'
            cand --set 'Change one knob, e.g. --set renege=top2 (repeatable; see `fortyfives rules`)'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;check;trick'= {
            cand --trump 'The trump suit'
            cand --cards 'The cards of the trick in play order, the led card first, e.g. "8s 9s 2s ah"'
            cand --seats 'Who played each card, in the same order, e.g. Frank,John,Fred,Jim'
            cand --rules 'The preset to judge by (see `fortyfives rules --list`) [default: the current game''s rules, else 120]'
            cand --set 'Change one knob, e.g. --set renege=top2 (repeatable; see `fortyfives rules`)'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;check;round'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;check;help'= {
            cand play 'May this card be played? Answers legal (exit 0) or illegal (exit 1), with the reason'
            cand trick 'Who won this trick, and why'
            cand round 'Audit a whole round''s play: trick winners, best card, points, made or set, and every play that broke a rule'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fortyfives;check;help;play'= {
        }
        &'fortyfives;check;help;trick'= {
        }
        &'fortyfives;check;help;round'= {
        }
        &'fortyfives;check;help;help'= {
        }
        &'fortyfives;party'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand new 'Start an evening: the pairs, the games, how they move'
            cand seat 'Who plays at which table in the next game (or game K)'
            cand result 'Enter one table''s result: the winning pair, and the score if kept'
            cand standings 'The tally: games won and lost, points, and who still has to report'
            cand prizes 'First, second and third (or --places N), and the booby prize'
            cand board 'The standings in large type for a screen at the front of the hall'
            cand list 'The saved parties'
            cand use 'Make a saved party the current one'
            cand undo 'Take back the last change, whatever it was (a result, a correction, a pair''s entry, a change of plan), and say what it was'
            cand serve 'Open the live hall: pairs enter results from their phones, the board follows'
            cand codes 'Each pair''s code and the link to its page (for the tally cards)'
            cand history 'Every result entered, confirmed, disputed, corrected, taken back or set aside, and every change of plan: when, by whom'
            cand join 'A late pair: seated from the next game nothing is entered for (or --game K)'
            cand leave 'A pair goes home: not seated from the next game nothing is entered for (or --game K)'
            cand rename 'Rename a player or a pair (a substitute, a misspelling); codes keep working'
            cand games 'The evening''s number of games (never below a game already seated)'
            cand export 'Write the evening''s tally (CSV, Markdown), its data (JSON) or the results sheet (HTML)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fortyfives;party;new'= {
            cand --pairs 'The pairs, each two players joined by ''+'', separated by commas'
            cand --games 'Games in the evening'
            cand --move 'Who moves after each game'
            cand --partners 'Whether partners stay together'
            cand --table-size 'Players at a table: 4 (two pairs) or 6 (three pairs)'
            cand --rules 'The rules each table plays [default: 120]'
            cand --set 'Change one knob of those rules (repeatable)'
            cand --sit-out 'What a game sat out counts for'
            cand --seed 'The seed of the first seating''s draw, 0 to 9223372036854775807 [default: drawn at random]'
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'Plain ASCII lines for the table drawn (for printers and old terminals)'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fortyfives;party;seat'= {
            cand --game 'Which game of the evening, by its number (1, 2, 3 ...) [default: the one being played]'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --cards 'One card per table, to print and put on the tables'
            cand --ascii 'Plain ASCII lines for the table drawn (for printers and old terminals)'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;result'= {
            cand --table 'The table, from 1'
            cand --winner 'The winning pair: its name or a player''s (any case), or its number at the table'
            cand --score 'The score, the winners'' first, e.g. 120-85'
            cand --from-game 'Take the winner and the score from a finished saved game'
            cand --game 'Which game of the evening, by its number (1, 2, 3 ...) [default: the one being played]'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'Plain ASCII lines for the table drawn (for printers and old terminals)'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;standings'= {
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'Plain ASCII lines for the table drawn (for printers and old terminals)'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;prizes'= {
            cand --places 'How many places get a prize'
            cand --ties 'How a tie for a place is settled'
            cand --seed 'The seed of the draw when ties are cut [default: the party''s seed]'
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --booby 'Also the booby prize, for the fewest games won'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fortyfives;party;board'= {
            cand --html 'Write the board as a web page to FILE, kept up to date'
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;list'= {
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;use'= {
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;undo'= {
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;serve'= {
            cand --bind 'Where to listen: 127.0.0.1:4545 is this laptop only; 0.0.0.0:4545 is the hall''s network'
            cand --director-pin 'The PIN of the director''s page [default: six random digits, printed]'
            cand --confirm 'Whether a pair''s result needs the other pair''s confirmation'
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --table-devices 'A code and a page (/t/CODE) for each table, for a phone or tablet left at it'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fortyfives;party;codes'= {
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;history'= {
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'Plain ASCII lines for the table drawn (for printers and old terminals)'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;join'= {
            cand --game 'From game K (its number) [default: the next game nothing is entered for]'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;leave'= {
            cand --game 'From game K (its number) [default: the next game nothing is entered for]'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;rename'= {
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;games'= {
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;party;export'= {
            cand --format 'csv, md, json or html'
            cand -o 'Write to FILE instead of printing'
            cand --output 'Write to FILE instead of printing'
            cand --game 'game'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --ascii 'ascii'
            cand --json 'Print the result as one JSON document on stdout'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fortyfives;party;help'= {
            cand new 'Start an evening: the pairs, the games, how they move'
            cand seat 'Who plays at which table in the next game (or game K)'
            cand result 'Enter one table''s result: the winning pair, and the score if kept'
            cand standings 'The tally: games won and lost, points, and who still has to report'
            cand prizes 'First, second and third (or --places N), and the booby prize'
            cand board 'The standings in large type for a screen at the front of the hall'
            cand list 'The saved parties'
            cand use 'Make a saved party the current one'
            cand undo 'Take back the last change, whatever it was (a result, a correction, a pair''s entry, a change of plan), and say what it was'
            cand serve 'Open the live hall: pairs enter results from their phones, the board follows'
            cand codes 'Each pair''s code and the link to its page (for the tally cards)'
            cand history 'Every result entered, confirmed, disputed, corrected, taken back or set aside, and every change of plan: when, by whom'
            cand join 'A late pair: seated from the next game nothing is entered for (or --game K)'
            cand leave 'A pair goes home: not seated from the next game nothing is entered for (or --game K)'
            cand rename 'Rename a player or a pair (a substitute, a misspelling); codes keep working'
            cand games 'The evening''s number of games (never below a game already seated)'
            cand export 'Write the evening''s tally (CSV, Markdown), its data (JSON) or the results sheet (HTML)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fortyfives;party;help;new'= {
        }
        &'fortyfives;party;help;seat'= {
        }
        &'fortyfives;party;help;result'= {
        }
        &'fortyfives;party;help;standings'= {
        }
        &'fortyfives;party;help;prizes'= {
        }
        &'fortyfives;party;help;board'= {
        }
        &'fortyfives;party;help;list'= {
        }
        &'fortyfives;party;help;use'= {
        }
        &'fortyfives;party;help;undo'= {
        }
        &'fortyfives;party;help;serve'= {
        }
        &'fortyfives;party;help;codes'= {
        }
        &'fortyfives;party;help;history'= {
        }
        &'fortyfives;party;help;join'= {
        }
        &'fortyfives;party;help;leave'= {
        }
        &'fortyfives;party;help;rename'= {
        }
        &'fortyfives;party;help;games'= {
        }
        &'fortyfives;party;help;export'= {
        }
        &'fortyfives;party;help;help'= {
        }
        &'fortyfives;analyze'= {
            cand --for 'Count the points for this side (a team or player name) [default: the bidding side]'
            cand --at 'Judge one decision on what its player could see: the P-th card of trick T (e.g. 4.3), or the next play of a round in progress (1.1: the first lead)'
            cand --samples 'How many deals of the unseen cards --at tries'
            cand --seed 'Seed for --at''s deals: the same seed repeats a run exactly [default: random, printed]'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;analyse'= {
            cand --for 'Count the points for this side (a team or player name) [default: the bidding side]'
            cand --at 'Judge one decision on what its player could see: the P-th card of trick T (e.g. 4.3), or the next play of a round in progress (1.1: the first lead)'
            cand --samples 'How many deals of the unseen cards --at tries'
            cand --seed 'Seed for --at''s deals: the same seed repeats a run exactly [default: random, printed]'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;bid'= {
            cand --hand 'The five cards held before the kitty and the draw, e.g. "5h jh ah qh 2d"'
            cand --seat 'The asker''s seat from the dealer''s left: 1 bids first, the dealer is the last [default: the dealer]'
            cand --players 'Players at the table, 2 to 8 [default: 4]'
            cand --sides 'Sides, alternating round the table [default: 2 for an even number of players, else every player for themself]'
            cand --rules 'The preset (see `fortyfives rules --list`) [default: 120]'
            cand --set 'Change one knob, e.g. --set min_bid=20 (repeatable; see `fortyfives rules`)'
            cand --trump 'Only this trump: clubs, diamonds, hearts, spades (or c d h s, ♣ ♦ ♥ ♠) [default: all four]'
            cand --over 'The standing bid, e.g. --over 20: weigh only the bids above it (should he have gone 25?)'
            cand --kitty 'The kitty, when it was seen (after the fact), e.g. "ks 7c 3d"'
            cand --score 'Each side''s score, the asker''s side first, e.g. 85,105: what the round does to the game'
            cand --player 'A player of the current game (or --game): its rules, seats, next dealer and scores [default: the player at --seat]'
            cand --samples 'How many deals of the unseen cards, 1 to 1000000'
            cand --seed 'Seed for the deals: the same seed repeats a run exactly [default: random, printed]'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --show-deals 'List every deal: as dealt, the kitty, the pack, each trump''s hands after the draw, the par'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;odds'= {
            cand --score 'Each side''s score, side 1 (seat 1''s) first, e.g. 100,105 [default: the current game''s, else 0 each]'
            cand --dealer 'The seat that deals next, 1 to the number of players, in seating order [default: the current game''s, else the last seat]'
            cand --players 'Players at the table, 2 to 8 [default: 4]'
            cand --sides 'Sides, alternating round the table [default: 2 for an even number of players, else every player for themself]'
            cand --rules 'The preset (see `fortyfives rules --list`) [default: 120]'
            cand --set 'Change one knob, e.g. --set target=125 (repeatable; see `fortyfives rules`)'
            cand --rounds 'Rounds the model plays for its kernel, 1 to 10000000'
            cand --seed 'Seed of the model''s rounds: the same seed repeats a run exactly [default: 45, so the cached kernel is reused]'
            cand --show-rounds 'Show the model''s first N rounds in full: the deal, each call, the trump, the hands after the draw, the par and the points'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;ranks'= {
            cand --trump 'The trump suit'
            cand --rules 'The preset to judge by (see `fortyfives rules --list`) [default: the current game''s rules, else 120]'
            cand --set 'Change one knob, e.g. --set renege=top2 (repeatable; see `fortyfives rules`)'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;rules'= {
            cand --set 'Change one knob before showing, e.g. --set target=125 (repeatable)'
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --list 'List the presets'
            cand --explain 'The rules as a few paragraphs to read aloud at the table'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;completions'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;man'= {
            cand --data-dir 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]'
            cand --game 'Which saved game [default: the current one, the last created or used]'
            cand --json 'Print the result as one JSON document on stdout'
            cand --ascii 'Letters instead of suit symbols (10h rather than 10♥)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fortyfives;help'= {
            cand new 'Start a game: the players in seating order, the rules, the first dealer'
            cand round 'Record a round and score it'
            cand play 'Play at the table: pick or start a game, then answer a few questions each round'
            cand status 'Standings, who deals next, and the winner when there is one'
            cand history 'Every round: dealer, bidder, bid, trump, points, made or set, running totals'
            cand edit 'Correct round N: its facts are replaced and every later round is rescored'
            cand chart 'Every side''s score after each round, drawn in the terminal or as an SVG picture'
            cand stats 'Who bids, makes and wins: per player and per team, across every saved game'
            cand export 'A game''s history as a CSV, JSON or Markdown file, for a spreadsheet or the group chat'
            cand rematch 'A new game with the same players, seats and rules; the deal goes on from the last game'
            cand undo 'Take back the last round (it is kept: `redo` puts it back)'
            cand redo 'Put back the last round taken back by `undo`'
            cand list 'The saved games'
            cand use 'Make a saved game the current one'
            cand delete 'Delete a saved game (its file is moved to the data directory''s `deleted` folder)'
            cand restore 'Bring back a deleted game (the most recent deletion of that name), or list them with --list'
            cand check 'Settle an argument: is this play legal, who won this trick, audit a round'
            cand party 'A card party: many tables, one evening; seating, results, the tally and the prizes'
            cand analyze 'Could the bid have been made, and was that the right card? (double- and single-dummy)'
            cand bid 'Should he have bid? The odds of making each bid with five cards, by trump'
            cand odds 'Who wins from here? Each side''s chance of winning the game, by the game model'
            cand ranks 'The order of every card under a trump suit'
            cand rules 'Show the rules of a preset (or of a game with --game): every knob, or --explain in words'
            cand completions 'Print the shell completion script for bash, zsh, fish, powershell or elvish'
            cand man 'Print the manual page (roff), e.g. `fortyfives man | man -l -`'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fortyfives;help;new'= {
        }
        &'fortyfives;help;round'= {
        }
        &'fortyfives;help;play'= {
        }
        &'fortyfives;help;status'= {
        }
        &'fortyfives;help;history'= {
        }
        &'fortyfives;help;edit'= {
        }
        &'fortyfives;help;chart'= {
        }
        &'fortyfives;help;stats'= {
        }
        &'fortyfives;help;export'= {
        }
        &'fortyfives;help;rematch'= {
        }
        &'fortyfives;help;undo'= {
        }
        &'fortyfives;help;redo'= {
        }
        &'fortyfives;help;list'= {
        }
        &'fortyfives;help;use'= {
        }
        &'fortyfives;help;delete'= {
        }
        &'fortyfives;help;restore'= {
        }
        &'fortyfives;help;check'= {
            cand play 'May this card be played? Answers legal (exit 0) or illegal (exit 1), with the reason'
            cand trick 'Who won this trick, and why'
            cand round 'Audit a whole round''s play: trick winners, best card, points, made or set, and every play that broke a rule'
        }
        &'fortyfives;help;check;play'= {
        }
        &'fortyfives;help;check;trick'= {
        }
        &'fortyfives;help;check;round'= {
        }
        &'fortyfives;help;party'= {
            cand new 'Start an evening: the pairs, the games, how they move'
            cand seat 'Who plays at which table in the next game (or game K)'
            cand result 'Enter one table''s result: the winning pair, and the score if kept'
            cand standings 'The tally: games won and lost, points, and who still has to report'
            cand prizes 'First, second and third (or --places N), and the booby prize'
            cand board 'The standings in large type for a screen at the front of the hall'
            cand list 'The saved parties'
            cand use 'Make a saved party the current one'
            cand undo 'Take back the last change, whatever it was (a result, a correction, a pair''s entry, a change of plan), and say what it was'
            cand serve 'Open the live hall: pairs enter results from their phones, the board follows'
            cand codes 'Each pair''s code and the link to its page (for the tally cards)'
            cand history 'Every result entered, confirmed, disputed, corrected, taken back or set aside, and every change of plan: when, by whom'
            cand join 'A late pair: seated from the next game nothing is entered for (or --game K)'
            cand leave 'A pair goes home: not seated from the next game nothing is entered for (or --game K)'
            cand rename 'Rename a player or a pair (a substitute, a misspelling); codes keep working'
            cand games 'The evening''s number of games (never below a game already seated)'
            cand export 'Write the evening''s tally (CSV, Markdown), its data (JSON) or the results sheet (HTML)'
        }
        &'fortyfives;help;party;new'= {
        }
        &'fortyfives;help;party;seat'= {
        }
        &'fortyfives;help;party;result'= {
        }
        &'fortyfives;help;party;standings'= {
        }
        &'fortyfives;help;party;prizes'= {
        }
        &'fortyfives;help;party;board'= {
        }
        &'fortyfives;help;party;list'= {
        }
        &'fortyfives;help;party;use'= {
        }
        &'fortyfives;help;party;undo'= {
        }
        &'fortyfives;help;party;serve'= {
        }
        &'fortyfives;help;party;codes'= {
        }
        &'fortyfives;help;party;history'= {
        }
        &'fortyfives;help;party;join'= {
        }
        &'fortyfives;help;party;leave'= {
        }
        &'fortyfives;help;party;rename'= {
        }
        &'fortyfives;help;party;games'= {
        }
        &'fortyfives;help;party;export'= {
        }
        &'fortyfives;help;analyze'= {
        }
        &'fortyfives;help;bid'= {
        }
        &'fortyfives;help;odds'= {
        }
        &'fortyfives;help;ranks'= {
        }
        &'fortyfives;help;rules'= {
        }
        &'fortyfives;help;completions'= {
        }
        &'fortyfives;help;man'= {
        }
        &'fortyfives;help;help'= {
        }
    ]
    $completions[$command]
}
