# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_fortyfives_global_optspecs
    string join \n data-dir= game= json ascii h/help V/version
end

function __fish_fortyfives_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_fortyfives_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_fortyfives_using_subcommand
    set -l cmd (__fish_fortyfives_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c fortyfives -n "__fish_fortyfives_needs_command" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_needs_command" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_needs_command" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -s V -l version -d 'Print version'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "new" -d 'Start a game: the players in seating order, the rules, the first dealer'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "round" -d 'Record a round and score it'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "play" -d 'Play at the table: pick or start a game, then answer a few questions each round'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "status" -d 'Standings, who deals next, and the winner when there is one'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "history" -d 'Every round: dealer, bidder, bid, trump, points, made or set, running totals'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "edit" -d 'Correct round N: its facts are replaced and every later round is rescored'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "chart" -d 'Every side\'s score after each round, drawn in the terminal or as an SVG picture'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "stats" -d 'Who bids, makes and wins: per player and per team, across every saved game'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "export" -d 'A game\'s history as a CSV, JSON or Markdown file, for a spreadsheet or the group chat'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "rematch" -d 'A new game with the same players, seats and rules; the deal goes on from the last game'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "undo" -d 'Take back the last round (it is kept: `redo` puts it back)'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "redo" -d 'Put back the last round taken back by `undo`'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "list" -d 'The saved games'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "use" -d 'Make a saved game the current one'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "delete" -d 'Delete a saved game (its file is moved to the data directory\'s `deleted` folder)'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "restore" -d 'Bring back a deleted game (the most recent deletion of that name), or list them with --list'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "check" -d 'Settle an argument: is this play legal, who won this trick, audit a round'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "party" -d 'A card party: many tables, one evening; seating, results, the tally and the prizes'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "analyze" -d 'Could the bid have been made, and was that the right card? (double- and single-dummy)'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "analyse" -d 'Could the bid have been made, and was that the right card? (double- and single-dummy)'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "bid" -d 'Should he have bid? The odds of making each bid with five cards, by trump'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "odds" -d 'Who wins from here? Each side\'s chance of winning the game, by the game model'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "ranks" -d 'The order of every card under a trump suit'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "rules" -d 'Show the rules of a preset (or of a game with --game): every knob, or --explain in words'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "completions" -d 'Print the shell completion script for bash, zsh, fish, powershell or elvish'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "man" -d 'Print the manual page (roff), e.g. `fortyfives man | man -l -`'
complete -c fortyfives -n "__fish_fortyfives_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand new" -l teams -d 'A team, its players in seating order: "Blue=Ann,Bob" or "Ann,Bob" (repeat for each team)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand new" -l players -d 'Every player for themself, in seating order (cut-throat)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand new" -l rules -d 'The preset (see `fortyfives rules --list`) [default: 120]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand new" -l set -d 'Change one knob, e.g. --set target=125 (repeatable; see `fortyfives rules`)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand new" -l dealer -d 'Who deals the first round [default: the last seat]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand new" -l score -d 'Start from a paper score sheet: a side\'s score so far, e.g. --score Blue=85 (repeat per side; sides not named start at 0)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand new" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand new" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand new" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand new" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand new" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l bidder -d 'Who won the bid: a player or a side' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l bid -d 'The winning bid: 15, 20, 25, 30 (60 for a side in the hole, when the rules allow)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l trump -d 'The trump suit (kept in the history)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l tricks -d 'Tricks a side took, e.g. --tricks Blue=3 (repeat per side; with two sides one is enough, the other took the rest; a side with none may be left out)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l winners -d 'Who took each trick, in order: five names, e.g. Blue,Red,Red,Blue,Red' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l best -d 'Who took the trick with the best card' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l best-trick -d 'Which trick (1-5, in the order of --winners) held the best card' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l auction -d 'The calls in order from the dealer\'s left, e.g. "Ann:15,Cid:pass,Bob:20,Dan:hold" (Dan dealing)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l renege -d 'A renege called at the table on this player (or side), scored by the rules\' renege_penalty' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l note -d 'A note kept with the round (at most 1,000 characters)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l from -d 'Record a round from its play record (a round file, as for `check round`): audited, then scored' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l bagged -d 'Everyone passed and the dealer was forced to bid the minimum'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l thrown-in -d 'Everyone passed and the hand was thrown in (rules with all_pass=redeal): nothing is scored'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand round" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand play" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand play" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand play" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand play" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand play" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand status" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand status" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand status" -l odds -d 'Add each side\'s chance of winning from here, by the game model (as `fortyfives odds`)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand status" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand status" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand status" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand history" -l last -d 'Only the last N rounds (the totals are still the whole game\'s)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand history" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand history" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand history" -l changes -d 'Every correction (`edit`), undo and redo, with its time, instead of the rounds'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand history" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand history" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand history" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l bidder -d 'Who won the bid: a player or a side' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l bid -d 'The winning bid: 15, 20, 25, 30 (60 for a side in the hole, when the rules allow)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l trump -d 'The trump suit (kept in the history)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l tricks -d 'Tricks a side took, e.g. --tricks Blue=3 (repeat per side; with two sides one is enough, the other took the rest; a side with none may be left out)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l winners -d 'Who took each trick, in order: five names, e.g. Blue,Red,Red,Blue,Red' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l best -d 'Who took the trick with the best card' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l best-trick -d 'Which trick (1-5, in the order of --winners) held the best card' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l auction -d 'The calls in order from the dealer\'s left, e.g. "Ann:15,Cid:pass,Bob:20,Dan:hold" (Dan dealing)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l renege -d 'A renege called at the table on this player (or side), scored by the rules\' renege_penalty' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l note -d 'A note kept with the round (at most 1,000 characters)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l from -d 'Record a round from its play record (a round file, as for `check round`): audited, then scored' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l bagged -d 'Everyone passed and the dealer was forced to bid the minimum'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l thrown-in -d 'Everyone passed and the hand was thrown in (rules with all_pass=redeal): nothing is scored'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand edit" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand chart" -l svg -d 'Write the chart as an SVG picture to FILE instead of drawing it in the terminal' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand chart" -l width -d 'Width: columns in the terminal [default: $COLUMNS, else 80]; pixels with --svg [default: 800]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand chart" -l height -d 'Height: rows of the plot in the terminal [default: 15]; pixels with --svg [default: 450]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand chart" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand chart" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand chart" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand chart" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand chart" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand stats" -l player -d 'Only this player (any case) and the teams they played on' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand stats" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand stats" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand stats" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand stats" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand stats" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand export" -l format -d 'The file format (--json alone means --format json)' -r -f -a "csv\t'Comma-separated values, one row per round, for a spreadsheet'
json\t'One JSON document with the same columns'
md\t'A Markdown table with a few header lines'"
complete -c fortyfives -n "__fish_fortyfives_using_subcommand export" -s o -l output -d 'Write to FILE (replacing it whole) instead of printing' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand export" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand export" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand export" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand export" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand export" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rematch" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rematch" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rematch" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rematch" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rematch" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand undo" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand undo" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand undo" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand undo" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand undo" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand redo" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand redo" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand redo" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand redo" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand redo" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand list" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand list" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand list" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand list" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand list" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand use" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand use" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand use" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand use" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand use" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand delete" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand delete" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand delete" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand delete" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand delete" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand restore" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand restore" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand restore" -l list -d 'The deleted games kept, the most recent deletion first'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand restore" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand restore" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand restore" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and not __fish_seen_subcommand_from play trick round help" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and not __fish_seen_subcommand_from play trick round help" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and not __fish_seen_subcommand_from play trick round help" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and not __fish_seen_subcommand_from play trick round help" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and not __fish_seen_subcommand_from play trick round help" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and not __fish_seen_subcommand_from play trick round help" -f -a "play" -d 'May this card be played? Answers legal (exit 0) or illegal (exit 1), with the reason'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and not __fish_seen_subcommand_from play trick round help" -f -a "trick" -d 'Who won this trick, and why'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and not __fish_seen_subcommand_from play trick round help" -f -a "round" -d 'Audit a whole round\'s play: trick winners, best card, points, made or set, and every play that broke a rule'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and not __fish_seen_subcommand_from play trick round help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from play" -l trump -d 'The trump suit: clubs, diamonds, hearts, spades (or c d h s, ♣ ♦ ♥ ♠)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from play" -l hand -d 'What the player held before playing, the played card included, e.g. "jh 7c 8d"' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from play" -l trick -d 'The cards already played to this trick, the led card first (leave out when the player leads)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from play" -l card -d 'The card played' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from play" -l rules -d 'The preset to judge by (see `fortyfives rules --list`) [default: the current game\'s rules, else 120]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from play" -l set -d 'Change one knob, e.g. --set renege=top2 (repeatable; see `fortyfives rules`)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from play" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from play" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from play" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from play" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from play" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from trick" -l trump -d 'The trump suit' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from trick" -l cards -d 'The cards of the trick in play order, the led card first, e.g. "8s 9s 2s ah"' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from trick" -l seats -d 'Who played each card, in the same order, e.g. Frank,John,Fred,Jim' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from trick" -l rules -d 'The preset to judge by (see `fortyfives rules --list`) [default: the current game\'s rules, else 120]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from trick" -l set -d 'Change one knob, e.g. --set renege=top2 (repeatable; see `fortyfives rules`)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from trick" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from trick" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from trick" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from trick" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from trick" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from round" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from round" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from round" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from round" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from round" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "play" -d 'May this card be played? Answers legal (exit 0) or illegal (exit 1), with the reason'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "trick" -d 'Who won this trick, and why'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "round" -d 'Audit a whole round\'s play: trick winners, best card, points, made or set, and every play that broke a rule'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "new" -d 'Start an evening: the pairs, the games, how they move'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "seat" -d 'Who plays at which table in the next game (or game K)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "result" -d 'Enter one table\'s result: the winning pair, and the score if kept'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "standings" -d 'The tally: games won and lost, points, and who still has to report'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "prizes" -d 'First, second and third (or --places N), and the booby prize'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "board" -d 'The standings in large type for a screen at the front of the hall'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "list" -d 'The saved parties'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "use" -d 'Make a saved party the current one'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "undo" -d 'Take back the last change, whatever it was (a result, a correction, a pair\'s entry, a change of plan), and say what it was'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "serve" -d 'Open the live hall: pairs enter results from their phones, the board follows'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "codes" -d 'Each pair\'s code and the link to its page (for the tally cards)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "history" -d 'Every result entered, confirmed, disputed, corrected, taken back or set aside, and every change of plan: when, by whom'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "join" -d 'A late pair: seated from the next game nothing is entered for (or --game K)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "leave" -d 'A pair goes home: not seated from the next game nothing is entered for (or --game K)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "rename" -d 'Rename a player or a pair (a substitute, a misspelling); codes keep working'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "games" -d 'The evening\'s number of games (never below a game already seated)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "export" -d 'Write the evening\'s tally (CSV, Markdown), its data (JSON) or the results sheet (HTML)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and not __fish_seen_subcommand_from new seat result standings prizes board list use undo serve codes history join leave rename games export help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l pairs -d 'The pairs, each two players joined by \'+\', separated by commas' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l games -d 'Games in the evening' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l move -d 'Who moves after each game' -r -f -a "winners\t'The winners move to the next table; the losers stay'
losers\t'The losers move to the next table; the winners stay'"
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l partners -d 'Whether partners stay together' -r -f -a "fixed\t'Pairs play together all evening (tallied per pair)'
split\t'The movers split and each partners a player at the new table (tallied per player)'"
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l table-size -d 'Players at a table: 4 (two pairs) or 6 (three pairs)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l rules -d 'The rules each table plays [default: 120]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l set -d 'Change one knob of those rules (repeatable)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l sit-out -d 'What a game sat out counts for' -r -f -a "none\t'Nothing: places by games won, as on the paper tally'
win\t'A game won, with no points'
average\t'Places by the share of games won (won ÷ played), then points per game played'"
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l seed -d 'The seed of the first seating\'s draw, 0 to 9223372036854775807 [default: drawn at random]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l ascii -d 'Plain ASCII lines for the table drawn (for printers and old terminals)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from new" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from seat" -l game -d 'Which game of the evening, by its number (1, 2, 3 ...) [default: the one being played]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from seat" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from seat" -l cards -d 'One card per table, to print and put on the tables'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from seat" -l ascii -d 'Plain ASCII lines for the table drawn (for printers and old terminals)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from seat" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from seat" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from result" -l table -d 'The table, from 1' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from result" -l winner -d 'The winning pair: its name or a player\'s (any case), or its number at the table' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from result" -l score -d 'The score, the winners\' first, e.g. 120-85' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from result" -l from-game -d 'Take the winner and the score from a finished saved game' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from result" -l game -d 'Which game of the evening, by its number (1, 2, 3 ...) [default: the one being played]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from result" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from result" -l ascii -d 'Plain ASCII lines for the table drawn (for printers and old terminals)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from result" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from result" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from standings" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from standings" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from standings" -l ascii -d 'Plain ASCII lines for the table drawn (for printers and old terminals)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from standings" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from standings" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from prizes" -l places -d 'How many places get a prize' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from prizes" -l ties -d 'How a tie for a place is settled' -r -f -a "split\t'Tied pairs share the place'
cut\t'A draw decides (from --seed, or the party\'s own seed)'
points\t'More points wins the tie'"
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from prizes" -l seed -d 'The seed of the draw when ties are cut [default: the party\'s seed]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from prizes" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from prizes" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from prizes" -l booby -d 'Also the booby prize, for the fewest games won'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from prizes" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from prizes" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from prizes" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from board" -l html -d 'Write the board as a web page to FILE, kept up to date' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from board" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from board" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from board" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from board" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from board" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from list" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from list" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from list" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from list" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from use" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from use" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from use" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from use" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from use" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from undo" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from undo" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from undo" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from undo" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from undo" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from serve" -l bind -d 'Where to listen: 127.0.0.1:4545 is this laptop only; 0.0.0.0:4545 is the hall\'s network' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from serve" -l director-pin -d 'The PIN of the director\'s page [default: six random digits, printed]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from serve" -l confirm -d 'Whether a pair\'s result needs the other pair\'s confirmation' -r -f -a "none\t'A pair\'s result counts as soon as it is entered'
opponents\t'A pair\'s result counts once the pair it played confirms it'"
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from serve" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from serve" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from serve" -l table-devices -d 'A code and a page (/t/CODE) for each table, for a phone or tablet left at it'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from serve" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from serve" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from codes" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from codes" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from codes" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from codes" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from codes" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from history" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from history" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from history" -l ascii -d 'Plain ASCII lines for the table drawn (for printers and old terminals)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from history" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from history" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from join" -l game -d 'From game K (its number) [default: the next game nothing is entered for]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from join" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from join" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from join" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from join" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from leave" -l game -d 'From game K (its number) [default: the next game nothing is entered for]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from leave" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from leave" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from leave" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from leave" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from rename" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from rename" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from rename" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from rename" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from rename" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from games" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from games" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from games" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from games" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from games" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from export" -l format -d 'csv, md, json or html' -r -f -a "csv\t'Comma-separated values, one row per pair (or player), a column per game'
md\t'A Markdown table, the same rows'
json\t'One JSON object: the standings, every history entry and the prizes'
html\t'The results sheet: one self-contained web page to print or put on the club\'s website'"
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from export" -s o -l output -d 'Write to FILE instead of printing' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from export" -l game -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from export" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from export" -l ascii
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from export" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from export" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "new" -d 'Start an evening: the pairs, the games, how they move'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "seat" -d 'Who plays at which table in the next game (or game K)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "result" -d 'Enter one table\'s result: the winning pair, and the score if kept'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "standings" -d 'The tally: games won and lost, points, and who still has to report'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "prizes" -d 'First, second and third (or --places N), and the booby prize'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "board" -d 'The standings in large type for a screen at the front of the hall'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "list" -d 'The saved parties'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "use" -d 'Make a saved party the current one'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "undo" -d 'Take back the last change, whatever it was (a result, a correction, a pair\'s entry, a change of plan), and say what it was'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "serve" -d 'Open the live hall: pairs enter results from their phones, the board follows'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "codes" -d 'Each pair\'s code and the link to its page (for the tally cards)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "history" -d 'Every result entered, confirmed, disputed, corrected, taken back or set aside, and every change of plan: when, by whom'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "join" -d 'A late pair: seated from the next game nothing is entered for (or --game K)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "leave" -d 'A pair goes home: not seated from the next game nothing is entered for (or --game K)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "rename" -d 'Rename a player or a pair (a substitute, a misspelling); codes keep working'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "games" -d 'The evening\'s number of games (never below a game already seated)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "export" -d 'Write the evening\'s tally (CSV, Markdown), its data (JSON) or the results sheet (HTML)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand party; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyze" -l for -d 'Count the points for this side (a team or player name) [default: the bidding side]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyze" -l at -d 'Judge one decision on what its player could see: the P-th card of trick T (e.g. 4.3), or the next play of a round in progress (1.1: the first lead)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyze" -l samples -d 'How many deals of the unseen cards --at tries' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyze" -l seed -d 'Seed for --at\'s deals: the same seed repeats a run exactly [default: random, printed]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyze" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyze" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyze" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyze" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyze" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyse" -l for -d 'Count the points for this side (a team or player name) [default: the bidding side]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyse" -l at -d 'Judge one decision on what its player could see: the P-th card of trick T (e.g. 4.3), or the next play of a round in progress (1.1: the first lead)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyse" -l samples -d 'How many deals of the unseen cards --at tries' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyse" -l seed -d 'Seed for --at\'s deals: the same seed repeats a run exactly [default: random, printed]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyse" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyse" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyse" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyse" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand analyse" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l hand -d 'The five cards held before the kitty and the draw, e.g. "5h jh ah qh 2d"' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l seat -d 'The asker\'s seat from the dealer\'s left: 1 bids first, the dealer is the last [default: the dealer]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l players -d 'Players at the table, 2 to 8 [default: 4]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l sides -d 'Sides, alternating round the table [default: 2 for an even number of players, else every player for themself]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l rules -d 'The preset (see `fortyfives rules --list`) [default: 120]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l set -d 'Change one knob, e.g. --set min_bid=20 (repeatable; see `fortyfives rules`)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l trump -d 'Only this trump: clubs, diamonds, hearts, spades (or c d h s, ♣ ♦ ♥ ♠) [default: all four]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l over -d 'The standing bid, e.g. --over 20: weigh only the bids above it (should he have gone 25?)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l kitty -d 'The kitty, when it was seen (after the fact), e.g. "ks 7c 3d"' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l score -d 'Each side\'s score, the asker\'s side first, e.g. 85,105: what the round does to the game' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l player -d 'A player of the current game (or --game): its rules, seats, next dealer and scores [default: the player at --seat]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l samples -d 'How many deals of the unseen cards, 1 to 1000000' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l seed -d 'Seed for the deals: the same seed repeats a run exactly [default: random, printed]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l show-deals -d 'List every deal: as dealt, the kitty, the pack, each trump\'s hands after the draw, the par'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand bid" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l score -d 'Each side\'s score, side 1 (seat 1\'s) first, e.g. 100,105 [default: the current game\'s, else 0 each]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l dealer -d 'The seat that deals next, 1 to the number of players, in seating order [default: the current game\'s, else the last seat]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l players -d 'Players at the table, 2 to 8 [default: 4]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l sides -d 'Sides, alternating round the table [default: 2 for an even number of players, else every player for themself]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l rules -d 'The preset (see `fortyfives rules --list`) [default: 120]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l set -d 'Change one knob, e.g. --set target=125 (repeatable; see `fortyfives rules`)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l rounds -d 'Rounds the model plays for its kernel, 1 to 10000000' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l seed -d 'Seed of the model\'s rounds: the same seed repeats a run exactly [default: 45, so the cached kernel is reused]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l show-rounds -d 'Show the model\'s first N rounds in full: the deal, each call, the trump, the hands after the draw, the par and the points' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand odds" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand ranks" -l trump -d 'The trump suit' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand ranks" -l rules -d 'The preset to judge by (see `fortyfives rules --list`) [default: the current game\'s rules, else 120]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand ranks" -l set -d 'Change one knob, e.g. --set renege=top2 (repeatable; see `fortyfives rules`)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand ranks" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand ranks" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand ranks" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand ranks" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand ranks" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rules" -l set -d 'Change one knob before showing, e.g. --set target=125 (repeatable)' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rules" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rules" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rules" -l list -d 'List the presets'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rules" -l explain -d 'The rules as a few paragraphs to read aloud at the table'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rules" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rules" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand rules" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand completions" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand completions" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand completions" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand completions" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand completions" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand man" -l data-dir -d 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]' -r -F
complete -c fortyfives -n "__fish_fortyfives_using_subcommand man" -l game -d 'Which saved game [default: the current one, the last created or used]' -r
complete -c fortyfives -n "__fish_fortyfives_using_subcommand man" -l json -d 'Print the result as one JSON document on stdout'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand man" -l ascii -d 'Letters instead of suit symbols (10h rather than 10♥)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand man" -s h -l help -d 'Print help'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "new" -d 'Start a game: the players in seating order, the rules, the first dealer'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "round" -d 'Record a round and score it'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "play" -d 'Play at the table: pick or start a game, then answer a few questions each round'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "status" -d 'Standings, who deals next, and the winner when there is one'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "history" -d 'Every round: dealer, bidder, bid, trump, points, made or set, running totals'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "edit" -d 'Correct round N: its facts are replaced and every later round is rescored'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "chart" -d 'Every side\'s score after each round, drawn in the terminal or as an SVG picture'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "stats" -d 'Who bids, makes and wins: per player and per team, across every saved game'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "export" -d 'A game\'s history as a CSV, JSON or Markdown file, for a spreadsheet or the group chat'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "rematch" -d 'A new game with the same players, seats and rules; the deal goes on from the last game'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "undo" -d 'Take back the last round (it is kept: `redo` puts it back)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "redo" -d 'Put back the last round taken back by `undo`'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "list" -d 'The saved games'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "use" -d 'Make a saved game the current one'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "delete" -d 'Delete a saved game (its file is moved to the data directory\'s `deleted` folder)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "restore" -d 'Bring back a deleted game (the most recent deletion of that name), or list them with --list'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "check" -d 'Settle an argument: is this play legal, who won this trick, audit a round'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "party" -d 'A card party: many tables, one evening; seating, results, the tally and the prizes'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "analyze" -d 'Could the bid have been made, and was that the right card? (double- and single-dummy)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "bid" -d 'Should he have bid? The odds of making each bid with five cards, by trump'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "odds" -d 'Who wins from here? Each side\'s chance of winning the game, by the game model'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "ranks" -d 'The order of every card under a trump suit'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "rules" -d 'Show the rules of a preset (or of a game with --game): every knob, or --explain in words'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "completions" -d 'Print the shell completion script for bash, zsh, fish, powershell or elvish'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "man" -d 'Print the manual page (roff), e.g. `fortyfives man | man -l -`'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and not __fish_seen_subcommand_from new round play status history edit chart stats export rematch undo redo list use delete restore check party analyze bid odds ranks rules completions man help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "play" -d 'May this card be played? Answers legal (exit 0) or illegal (exit 1), with the reason'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "trick" -d 'Who won this trick, and why'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "round" -d 'Audit a whole round\'s play: trick winners, best card, points, made or set, and every play that broke a rule'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "new" -d 'Start an evening: the pairs, the games, how they move'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "seat" -d 'Who plays at which table in the next game (or game K)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "result" -d 'Enter one table\'s result: the winning pair, and the score if kept'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "standings" -d 'The tally: games won and lost, points, and who still has to report'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "prizes" -d 'First, second and third (or --places N), and the booby prize'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "board" -d 'The standings in large type for a screen at the front of the hall'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "list" -d 'The saved parties'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "use" -d 'Make a saved party the current one'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "undo" -d 'Take back the last change, whatever it was (a result, a correction, a pair\'s entry, a change of plan), and say what it was'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "serve" -d 'Open the live hall: pairs enter results from their phones, the board follows'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "codes" -d 'Each pair\'s code and the link to its page (for the tally cards)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "history" -d 'Every result entered, confirmed, disputed, corrected, taken back or set aside, and every change of plan: when, by whom'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "join" -d 'A late pair: seated from the next game nothing is entered for (or --game K)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "leave" -d 'A pair goes home: not seated from the next game nothing is entered for (or --game K)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "rename" -d 'Rename a player or a pair (a substitute, a misspelling); codes keep working'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "games" -d 'The evening\'s number of games (never below a game already seated)'
complete -c fortyfives -n "__fish_fortyfives_using_subcommand help; and __fish_seen_subcommand_from party" -f -a "export" -d 'Write the evening\'s tally (CSV, Markdown), its data (JSON) or the results sheet (HTML)'
