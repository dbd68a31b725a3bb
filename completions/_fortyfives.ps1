
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'fortyfives' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'fortyfives'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'fortyfives' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a game: the players in seating order, the rules, the first dealer')
            [CompletionResult]::new('round', 'round', [CompletionResultType]::ParameterValue, 'Record a round and score it')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Play at the table: pick or start a game, then answer a few questions each round')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Standings, who deals next, and the winner when there is one')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'Every round: dealer, bidder, bid, trump, points, made or set, running totals')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Correct round N: its facts are replaced and every later round is rescored')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Every side''s score after each round, drawn in the terminal or as an SVG picture')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Who bids, makes and wins: per player and per team, across every saved game')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'A game''s history as a CSV, JSON or Markdown file, for a spreadsheet or the group chat')
            [CompletionResult]::new('rematch', 'rematch', [CompletionResultType]::ParameterValue, 'A new game with the same players, seats and rules; the deal goes on from the last game')
            [CompletionResult]::new('undo', 'undo', [CompletionResultType]::ParameterValue, 'Take back the last round (it is kept: `redo` puts it back)')
            [CompletionResult]::new('redo', 'redo', [CompletionResultType]::ParameterValue, 'Put back the last round taken back by `undo`')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The saved games')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a saved game the current one')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a saved game (its file is moved to the data directory''s `deleted` folder)')
            [CompletionResult]::new('restore', 'restore', [CompletionResultType]::ParameterValue, 'Bring back a deleted game (the most recent deletion of that name), or list them with --list')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Settle an argument: is this play legal, who won this trick, audit a round')
            [CompletionResult]::new('party', 'party', [CompletionResultType]::ParameterValue, 'A card party: many tables, one evening; seating, results, the tally and the prizes')
            [CompletionResult]::new('analyze', 'analyze', [CompletionResultType]::ParameterValue, 'Could the bid have been made, and was that the right card? (double- and single-dummy)')
            [CompletionResult]::new('analyse', 'analyse', [CompletionResultType]::ParameterValue, 'Could the bid have been made, and was that the right card? (double- and single-dummy)')
            [CompletionResult]::new('bid', 'bid', [CompletionResultType]::ParameterValue, 'Should he have bid? The odds of making each bid with five cards, by trump')
            [CompletionResult]::new('odds', 'odds', [CompletionResultType]::ParameterValue, 'Who wins from here? Each side''s chance of winning the game, by the game model')
            [CompletionResult]::new('ranks', 'ranks', [CompletionResultType]::ParameterValue, 'The order of every card under a trump suit')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'Show the rules of a preset (or of a game with --game): every knob, or --explain in words')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print the shell completion script for bash, zsh, fish, powershell or elvish')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print the manual page (roff), e.g. `fortyfives man | man -l -`')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fortyfives;new' {
            [CompletionResult]::new('--teams', '--teams', [CompletionResultType]::ParameterName, 'A team, its players in seating order: "Blue=Ann,Bob" or "Ann,Bob" (repeat for each team)')
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Every player for themself, in seating order (cut-throat)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'The preset (see `fortyfives rules --list`) [default: 120]')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Change one knob, e.g. --set target=125 (repeatable; see `fortyfives rules`)')
            [CompletionResult]::new('--dealer', '--dealer', [CompletionResultType]::ParameterName, 'Who deals the first round [default: the last seat]')
            [CompletionResult]::new('--score', '--score', [CompletionResultType]::ParameterName, 'Start from a paper score sheet: a side''s score so far, e.g. --score Blue=85 (repeat per side; sides not named start at 0)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;round' {
            [CompletionResult]::new('--bidder', '--bidder', [CompletionResultType]::ParameterName, 'Who won the bid: a player or a side')
            [CompletionResult]::new('--bid', '--bid', [CompletionResultType]::ParameterName, 'The winning bid: 15, 20, 25, 30 (60 for a side in the hole, when the rules allow)')
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit (kept in the history)')
            [CompletionResult]::new('--tricks', '--tricks', [CompletionResultType]::ParameterName, 'Tricks a side took, e.g. --tricks Blue=3 (repeat per side; with two sides one is enough, the other took the rest; a side with none may be left out)')
            [CompletionResult]::new('--winners', '--winners', [CompletionResultType]::ParameterName, 'Who took each trick, in order: five names, e.g. Blue,Red,Red,Blue,Red')
            [CompletionResult]::new('--best', '--best', [CompletionResultType]::ParameterName, 'Who took the trick with the best card')
            [CompletionResult]::new('--best-trick', '--best-trick', [CompletionResultType]::ParameterName, 'Which trick (1-5, in the order of --winners) held the best card')
            [CompletionResult]::new('--auction', '--auction', [CompletionResultType]::ParameterName, 'The calls in order from the dealer''s left, e.g. "Ann:15,Cid:pass,Bob:20,Dan:hold" (Dan dealing)')
            [CompletionResult]::new('--renege', '--renege', [CompletionResultType]::ParameterName, 'A renege called at the table on this player (or side), scored by the rules'' renege_penalty')
            [CompletionResult]::new('--note', '--note', [CompletionResultType]::ParameterName, 'A note kept with the round (at most 1,000 characters)')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Record a round from its play record (a round file, as for `check round`): audited, then scored')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--bagged', '--bagged', [CompletionResultType]::ParameterName, 'Everyone passed and the dealer was forced to bid the minimum')
            [CompletionResult]::new('--thrown-in', '--thrown-in', [CompletionResultType]::ParameterName, 'Everyone passed and the hand was thrown in (rules with all_pass=redeal): nothing is scored')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;play' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;status' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--odds', '--odds', [CompletionResultType]::ParameterName, 'Add each side''s chance of winning from here, by the game model (as `fortyfives odds`)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;history' {
            [CompletionResult]::new('--last', '--last', [CompletionResultType]::ParameterName, 'Only the last N rounds (the totals are still the whole game''s)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--changes', '--changes', [CompletionResultType]::ParameterName, 'Every correction (`edit`), undo and redo, with its time, instead of the rounds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;edit' {
            [CompletionResult]::new('--bidder', '--bidder', [CompletionResultType]::ParameterName, 'Who won the bid: a player or a side')
            [CompletionResult]::new('--bid', '--bid', [CompletionResultType]::ParameterName, 'The winning bid: 15, 20, 25, 30 (60 for a side in the hole, when the rules allow)')
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit (kept in the history)')
            [CompletionResult]::new('--tricks', '--tricks', [CompletionResultType]::ParameterName, 'Tricks a side took, e.g. --tricks Blue=3 (repeat per side; with two sides one is enough, the other took the rest; a side with none may be left out)')
            [CompletionResult]::new('--winners', '--winners', [CompletionResultType]::ParameterName, 'Who took each trick, in order: five names, e.g. Blue,Red,Red,Blue,Red')
            [CompletionResult]::new('--best', '--best', [CompletionResultType]::ParameterName, 'Who took the trick with the best card')
            [CompletionResult]::new('--best-trick', '--best-trick', [CompletionResultType]::ParameterName, 'Which trick (1-5, in the order of --winners) held the best card')
            [CompletionResult]::new('--auction', '--auction', [CompletionResultType]::ParameterName, 'The calls in order from the dealer''s left, e.g. "Ann:15,Cid:pass,Bob:20,Dan:hold" (Dan dealing)')
            [CompletionResult]::new('--renege', '--renege', [CompletionResultType]::ParameterName, 'A renege called at the table on this player (or side), scored by the rules'' renege_penalty')
            [CompletionResult]::new('--note', '--note', [CompletionResultType]::ParameterName, 'A note kept with the round (at most 1,000 characters)')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Record a round from its play record (a round file, as for `check round`): audited, then scored')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--bagged', '--bagged', [CompletionResultType]::ParameterName, 'Everyone passed and the dealer was forced to bid the minimum')
            [CompletionResult]::new('--thrown-in', '--thrown-in', [CompletionResultType]::ParameterName, 'Everyone passed and the hand was thrown in (rules with all_pass=redeal): nothing is scored')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;chart' {
            [CompletionResult]::new('--svg', '--svg', [CompletionResultType]::ParameterName, 'Write the chart as an SVG picture to FILE instead of drawing it in the terminal')
            [CompletionResult]::new('--width', '--width', [CompletionResultType]::ParameterName, 'Width: columns in the terminal [default: $COLUMNS, else 80]; pixels with --svg [default: 800]')
            [CompletionResult]::new('--height', '--height', [CompletionResultType]::ParameterName, 'Height: rows of the plot in the terminal [default: 15]; pixels with --svg [default: 450]')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;stats' {
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'Only this player (any case) and the teams they played on')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;export' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'The file format (--json alone means --format json)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write to FILE (replacing it whole) instead of printing')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write to FILE (replacing it whole) instead of printing')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'fortyfives;rematch' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;undo' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;redo' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;list' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;use' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;delete' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;restore' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--list', '--list', [CompletionResultType]::ParameterName, 'The deleted games kept, the most recent deletion first')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;check' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'May this card be played? Answers legal (exit 0) or illegal (exit 1), with the reason')
            [CompletionResult]::new('trick', 'trick', [CompletionResultType]::ParameterValue, 'Who won this trick, and why')
            [CompletionResult]::new('round', 'round', [CompletionResultType]::ParameterValue, 'Audit a whole round''s play: trick winners, best card, points, made or set, and every play that broke a rule')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fortyfives;check;play' {
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit: clubs, diamonds, hearts, spades (or c d h s, ♣ ♦ ♥ ♠)')
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'What the player held before playing, the played card included, e.g. "jh 7c 8d"')
            [CompletionResult]::new('--trick', '--trick', [CompletionResultType]::ParameterName, 'The cards already played to this trick, the led card first (leave out when the player leads)')
            [CompletionResult]::new('--card', '--card', [CompletionResultType]::ParameterName, 'The card played')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'The preset to judge by (see `fortyfives rules --list`) [default: the current game''s rules, else 120]')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Change one knob, e.g. --set renege=top2 (repeatable; see `fortyfives rules`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;check;trick' {
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'The cards of the trick in play order, the led card first, e.g. "8s 9s 2s ah"')
            [CompletionResult]::new('--seats', '--seats', [CompletionResultType]::ParameterName, 'Who played each card, in the same order, e.g. Frank,John,Fred,Jim')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'The preset to judge by (see `fortyfives rules --list`) [default: the current game''s rules, else 120]')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Change one knob, e.g. --set renege=top2 (repeatable; see `fortyfives rules`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;check;round' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;check;help' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'May this card be played? Answers legal (exit 0) or illegal (exit 1), with the reason')
            [CompletionResult]::new('trick', 'trick', [CompletionResultType]::ParameterValue, 'Who won this trick, and why')
            [CompletionResult]::new('round', 'round', [CompletionResultType]::ParameterValue, 'Audit a whole round''s play: trick winners, best card, points, made or set, and every play that broke a rule')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fortyfives;check;help;play' {
            break
        }
        'fortyfives;check;help;trick' {
            break
        }
        'fortyfives;check;help;round' {
            break
        }
        'fortyfives;check;help;help' {
            break
        }
        'fortyfives;party' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start an evening: the pairs, the games, how they move')
            [CompletionResult]::new('seat', 'seat', [CompletionResultType]::ParameterValue, 'Who plays at which table in the next game (or game K)')
            [CompletionResult]::new('result', 'result', [CompletionResultType]::ParameterValue, 'Enter one table''s result: the winning pair, and the score if kept')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The tally: games won and lost, points, and who still has to report')
            [CompletionResult]::new('prizes', 'prizes', [CompletionResultType]::ParameterValue, 'First, second and third (or --places N), and the booby prize')
            [CompletionResult]::new('board', 'board', [CompletionResultType]::ParameterValue, 'The standings in large type for a screen at the front of the hall')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The saved parties')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a saved party the current one')
            [CompletionResult]::new('undo', 'undo', [CompletionResultType]::ParameterValue, 'Take back the last change, whatever it was (a result, a correction, a pair''s entry, a change of plan), and say what it was')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Open the live hall: pairs enter results from their phones, the board follows')
            [CompletionResult]::new('codes', 'codes', [CompletionResultType]::ParameterValue, 'Each pair''s code and the link to its page (for the tally cards)')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'Every result entered, confirmed, disputed, corrected, taken back or set aside, and every change of plan: when, by whom')
            [CompletionResult]::new('join', 'join', [CompletionResultType]::ParameterValue, 'A late pair: seated from the next game nothing is entered for (or --game K)')
            [CompletionResult]::new('leave', 'leave', [CompletionResultType]::ParameterValue, 'A pair goes home: not seated from the next game nothing is entered for (or --game K)')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a player or a pair (a substitute, a misspelling); codes keep working')
            [CompletionResult]::new('games', 'games', [CompletionResultType]::ParameterValue, 'The evening''s number of games (never below a game already seated)')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the evening''s tally (CSV, Markdown), its data (JSON) or the results sheet (HTML)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fortyfives;party;new' {
            [CompletionResult]::new('--pairs', '--pairs', [CompletionResultType]::ParameterName, 'The pairs, each two players joined by ''+'', separated by commas')
            [CompletionResult]::new('--games', '--games', [CompletionResultType]::ParameterName, 'Games in the evening')
            [CompletionResult]::new('--move', '--move', [CompletionResultType]::ParameterName, 'Who moves after each game')
            [CompletionResult]::new('--partners', '--partners', [CompletionResultType]::ParameterName, 'Whether partners stay together')
            [CompletionResult]::new('--table-size', '--table-size', [CompletionResultType]::ParameterName, 'Players at a table: 4 (two pairs) or 6 (three pairs)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'The rules each table plays [default: 120]')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Change one knob of those rules (repeatable)')
            [CompletionResult]::new('--sit-out', '--sit-out', [CompletionResultType]::ParameterName, 'What a game sat out counts for')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'The seed of the first seating''s draw, 0 to 9223372036854775807 [default: drawn at random]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Plain ASCII lines for the table drawn (for printers and old terminals)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'fortyfives;party;seat' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which game of the evening, by its number (1, 2, 3 ...) [default: the one being played]')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'One card per table, to print and put on the tables')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Plain ASCII lines for the table drawn (for printers and old terminals)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;result' {
            [CompletionResult]::new('--table', '--table', [CompletionResultType]::ParameterName, 'The table, from 1')
            [CompletionResult]::new('--winner', '--winner', [CompletionResultType]::ParameterName, 'The winning pair: its name or a player''s (any case), or its number at the table')
            [CompletionResult]::new('--score', '--score', [CompletionResultType]::ParameterName, 'The score, the winners'' first, e.g. 120-85')
            [CompletionResult]::new('--from-game', '--from-game', [CompletionResultType]::ParameterName, 'Take the winner and the score from a finished saved game')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which game of the evening, by its number (1, 2, 3 ...) [default: the one being played]')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Plain ASCII lines for the table drawn (for printers and old terminals)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;standings' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Plain ASCII lines for the table drawn (for printers and old terminals)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;prizes' {
            [CompletionResult]::new('--places', '--places', [CompletionResultType]::ParameterName, 'How many places get a prize')
            [CompletionResult]::new('--ties', '--ties', [CompletionResultType]::ParameterName, 'How a tie for a place is settled')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'The seed of the draw when ties are cut [default: the party''s seed]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--booby', '--booby', [CompletionResultType]::ParameterName, 'Also the booby prize, for the fewest games won')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'fortyfives;party;board' {
            [CompletionResult]::new('--html', '--html', [CompletionResultType]::ParameterName, 'Write the board as a web page to FILE, kept up to date')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;list' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;use' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;undo' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;serve' {
            [CompletionResult]::new('--bind', '--bind', [CompletionResultType]::ParameterName, 'Where to listen: 127.0.0.1:4545 is this laptop only; 0.0.0.0:4545 is the hall''s network')
            [CompletionResult]::new('--director-pin', '--director-pin', [CompletionResultType]::ParameterName, 'The PIN of the director''s page [default: six random digits, printed]')
            [CompletionResult]::new('--confirm', '--confirm', [CompletionResultType]::ParameterName, 'Whether a pair''s result needs the other pair''s confirmation')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--table-devices', '--table-devices', [CompletionResultType]::ParameterName, 'A code and a page (/t/CODE) for each table, for a phone or tablet left at it')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'fortyfives;party;codes' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;history' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Plain ASCII lines for the table drawn (for printers and old terminals)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;join' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'From game K (its number) [default: the next game nothing is entered for]')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;leave' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'From game K (its number) [default: the next game nothing is entered for]')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;rename' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;games' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;party;export' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'csv, md, json or html')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write to FILE instead of printing')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write to FILE instead of printing')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'game')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'ascii')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'fortyfives;party;help' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start an evening: the pairs, the games, how they move')
            [CompletionResult]::new('seat', 'seat', [CompletionResultType]::ParameterValue, 'Who plays at which table in the next game (or game K)')
            [CompletionResult]::new('result', 'result', [CompletionResultType]::ParameterValue, 'Enter one table''s result: the winning pair, and the score if kept')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The tally: games won and lost, points, and who still has to report')
            [CompletionResult]::new('prizes', 'prizes', [CompletionResultType]::ParameterValue, 'First, second and third (or --places N), and the booby prize')
            [CompletionResult]::new('board', 'board', [CompletionResultType]::ParameterValue, 'The standings in large type for a screen at the front of the hall')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The saved parties')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a saved party the current one')
            [CompletionResult]::new('undo', 'undo', [CompletionResultType]::ParameterValue, 'Take back the last change, whatever it was (a result, a correction, a pair''s entry, a change of plan), and say what it was')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Open the live hall: pairs enter results from their phones, the board follows')
            [CompletionResult]::new('codes', 'codes', [CompletionResultType]::ParameterValue, 'Each pair''s code and the link to its page (for the tally cards)')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'Every result entered, confirmed, disputed, corrected, taken back or set aside, and every change of plan: when, by whom')
            [CompletionResult]::new('join', 'join', [CompletionResultType]::ParameterValue, 'A late pair: seated from the next game nothing is entered for (or --game K)')
            [CompletionResult]::new('leave', 'leave', [CompletionResultType]::ParameterValue, 'A pair goes home: not seated from the next game nothing is entered for (or --game K)')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a player or a pair (a substitute, a misspelling); codes keep working')
            [CompletionResult]::new('games', 'games', [CompletionResultType]::ParameterValue, 'The evening''s number of games (never below a game already seated)')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the evening''s tally (CSV, Markdown), its data (JSON) or the results sheet (HTML)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fortyfives;party;help;new' {
            break
        }
        'fortyfives;party;help;seat' {
            break
        }
        'fortyfives;party;help;result' {
            break
        }
        'fortyfives;party;help;standings' {
            break
        }
        'fortyfives;party;help;prizes' {
            break
        }
        'fortyfives;party;help;board' {
            break
        }
        'fortyfives;party;help;list' {
            break
        }
        'fortyfives;party;help;use' {
            break
        }
        'fortyfives;party;help;undo' {
            break
        }
        'fortyfives;party;help;serve' {
            break
        }
        'fortyfives;party;help;codes' {
            break
        }
        'fortyfives;party;help;history' {
            break
        }
        'fortyfives;party;help;join' {
            break
        }
        'fortyfives;party;help;leave' {
            break
        }
        'fortyfives;party;help;rename' {
            break
        }
        'fortyfives;party;help;games' {
            break
        }
        'fortyfives;party;help;export' {
            break
        }
        'fortyfives;party;help;help' {
            break
        }
        'fortyfives;analyze' {
            [CompletionResult]::new('--for', '--for', [CompletionResultType]::ParameterName, 'Count the points for this side (a team or player name) [default: the bidding side]')
            [CompletionResult]::new('--at', '--at', [CompletionResultType]::ParameterName, 'Judge one decision on what its player could see: the P-th card of trick T (e.g. 4.3), or the next play of a round in progress (1.1: the first lead)')
            [CompletionResult]::new('--samples', '--samples', [CompletionResultType]::ParameterName, 'How many deals of the unseen cards --at tries')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --at''s deals: the same seed repeats a run exactly [default: random, printed]')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;analyse' {
            [CompletionResult]::new('--for', '--for', [CompletionResultType]::ParameterName, 'Count the points for this side (a team or player name) [default: the bidding side]')
            [CompletionResult]::new('--at', '--at', [CompletionResultType]::ParameterName, 'Judge one decision on what its player could see: the P-th card of trick T (e.g. 4.3), or the next play of a round in progress (1.1: the first lead)')
            [CompletionResult]::new('--samples', '--samples', [CompletionResultType]::ParameterName, 'How many deals of the unseen cards --at tries')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for --at''s deals: the same seed repeats a run exactly [default: random, printed]')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;bid' {
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'The five cards held before the kitty and the draw, e.g. "5h jh ah qh 2d"')
            [CompletionResult]::new('--seat', '--seat', [CompletionResultType]::ParameterName, 'The asker''s seat from the dealer''s left: 1 bids first, the dealer is the last [default: the dealer]')
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players at the table, 2 to 8 [default: 4]')
            [CompletionResult]::new('--sides', '--sides', [CompletionResultType]::ParameterName, 'Sides, alternating round the table [default: 2 for an even number of players, else every player for themself]')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'The preset (see `fortyfives rules --list`) [default: 120]')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Change one knob, e.g. --set min_bid=20 (repeatable; see `fortyfives rules`)')
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'Only this trump: clubs, diamonds, hearts, spades (or c d h s, ♣ ♦ ♥ ♠) [default: all four]')
            [CompletionResult]::new('--over', '--over', [CompletionResultType]::ParameterName, 'The standing bid, e.g. --over 20: weigh only the bids above it (should he have gone 25?)')
            [CompletionResult]::new('--kitty', '--kitty', [CompletionResultType]::ParameterName, 'The kitty, when it was seen (after the fact), e.g. "ks 7c 3d"')
            [CompletionResult]::new('--score', '--score', [CompletionResultType]::ParameterName, 'Each side''s score, the asker''s side first, e.g. 85,105: what the round does to the game')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'A player of the current game (or --game): its rules, seats, next dealer and scores [default: the player at --seat]')
            [CompletionResult]::new('--samples', '--samples', [CompletionResultType]::ParameterName, 'How many deals of the unseen cards, 1 to 1000000')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for the deals: the same seed repeats a run exactly [default: random, printed]')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--show-deals', '--show-deals', [CompletionResultType]::ParameterName, 'List every deal: as dealt, the kitty, the pack, each trump''s hands after the draw, the par')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;odds' {
            [CompletionResult]::new('--score', '--score', [CompletionResultType]::ParameterName, 'Each side''s score, side 1 (seat 1''s) first, e.g. 100,105 [default: the current game''s, else 0 each]')
            [CompletionResult]::new('--dealer', '--dealer', [CompletionResultType]::ParameterName, 'The seat that deals next, 1 to the number of players, in seating order [default: the current game''s, else the last seat]')
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players at the table, 2 to 8 [default: 4]')
            [CompletionResult]::new('--sides', '--sides', [CompletionResultType]::ParameterName, 'Sides, alternating round the table [default: 2 for an even number of players, else every player for themself]')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'The preset (see `fortyfives rules --list`) [default: 120]')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Change one knob, e.g. --set target=125 (repeatable; see `fortyfives rules`)')
            [CompletionResult]::new('--rounds', '--rounds', [CompletionResultType]::ParameterName, 'Rounds the model plays for its kernel, 1 to 10000000')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed of the model''s rounds: the same seed repeats a run exactly [default: 45, so the cached kernel is reused]')
            [CompletionResult]::new('--show-rounds', '--show-rounds', [CompletionResultType]::ParameterName, 'Show the model''s first N rounds in full: the deal, each call, the trump, the hands after the draw, the par and the points')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;ranks' {
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'The preset to judge by (see `fortyfives rules --list`) [default: the current game''s rules, else 120]')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Change one knob, e.g. --set renege=top2 (repeatable; see `fortyfives rules`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;rules' {
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Change one knob before showing, e.g. --set target=125 (repeatable)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--list', '--list', [CompletionResultType]::ParameterName, 'List the presets')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'The rules as a few paragraphs to read aloud at the table')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;completions' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;man' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are saved [default: your data directory; an empty FORTYFIVES_DATA_DIR means the default too]')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Which saved game [default: the current one, the last created or used]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the result as one JSON document on stdout')
            [CompletionResult]::new('--ascii', '--ascii', [CompletionResultType]::ParameterName, 'Letters instead of suit symbols (10h rather than 10♥)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fortyfives;help' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a game: the players in seating order, the rules, the first dealer')
            [CompletionResult]::new('round', 'round', [CompletionResultType]::ParameterValue, 'Record a round and score it')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Play at the table: pick or start a game, then answer a few questions each round')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Standings, who deals next, and the winner when there is one')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'Every round: dealer, bidder, bid, trump, points, made or set, running totals')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Correct round N: its facts are replaced and every later round is rescored')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Every side''s score after each round, drawn in the terminal or as an SVG picture')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Who bids, makes and wins: per player and per team, across every saved game')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'A game''s history as a CSV, JSON or Markdown file, for a spreadsheet or the group chat')
            [CompletionResult]::new('rematch', 'rematch', [CompletionResultType]::ParameterValue, 'A new game with the same players, seats and rules; the deal goes on from the last game')
            [CompletionResult]::new('undo', 'undo', [CompletionResultType]::ParameterValue, 'Take back the last round (it is kept: `redo` puts it back)')
            [CompletionResult]::new('redo', 'redo', [CompletionResultType]::ParameterValue, 'Put back the last round taken back by `undo`')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The saved games')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a saved game the current one')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a saved game (its file is moved to the data directory''s `deleted` folder)')
            [CompletionResult]::new('restore', 'restore', [CompletionResultType]::ParameterValue, 'Bring back a deleted game (the most recent deletion of that name), or list them with --list')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Settle an argument: is this play legal, who won this trick, audit a round')
            [CompletionResult]::new('party', 'party', [CompletionResultType]::ParameterValue, 'A card party: many tables, one evening; seating, results, the tally and the prizes')
            [CompletionResult]::new('analyze', 'analyze', [CompletionResultType]::ParameterValue, 'Could the bid have been made, and was that the right card? (double- and single-dummy)')
            [CompletionResult]::new('bid', 'bid', [CompletionResultType]::ParameterValue, 'Should he have bid? The odds of making each bid with five cards, by trump')
            [CompletionResult]::new('odds', 'odds', [CompletionResultType]::ParameterValue, 'Who wins from here? Each side''s chance of winning the game, by the game model')
            [CompletionResult]::new('ranks', 'ranks', [CompletionResultType]::ParameterValue, 'The order of every card under a trump suit')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'Show the rules of a preset (or of a game with --game): every knob, or --explain in words')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print the shell completion script for bash, zsh, fish, powershell or elvish')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print the manual page (roff), e.g. `fortyfives man | man -l -`')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fortyfives;help;new' {
            break
        }
        'fortyfives;help;round' {
            break
        }
        'fortyfives;help;play' {
            break
        }
        'fortyfives;help;status' {
            break
        }
        'fortyfives;help;history' {
            break
        }
        'fortyfives;help;edit' {
            break
        }
        'fortyfives;help;chart' {
            break
        }
        'fortyfives;help;stats' {
            break
        }
        'fortyfives;help;export' {
            break
        }
        'fortyfives;help;rematch' {
            break
        }
        'fortyfives;help;undo' {
            break
        }
        'fortyfives;help;redo' {
            break
        }
        'fortyfives;help;list' {
            break
        }
        'fortyfives;help;use' {
            break
        }
        'fortyfives;help;delete' {
            break
        }
        'fortyfives;help;restore' {
            break
        }
        'fortyfives;help;check' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'May this card be played? Answers legal (exit 0) or illegal (exit 1), with the reason')
            [CompletionResult]::new('trick', 'trick', [CompletionResultType]::ParameterValue, 'Who won this trick, and why')
            [CompletionResult]::new('round', 'round', [CompletionResultType]::ParameterValue, 'Audit a whole round''s play: trick winners, best card, points, made or set, and every play that broke a rule')
            break
        }
        'fortyfives;help;check;play' {
            break
        }
        'fortyfives;help;check;trick' {
            break
        }
        'fortyfives;help;check;round' {
            break
        }
        'fortyfives;help;party' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start an evening: the pairs, the games, how they move')
            [CompletionResult]::new('seat', 'seat', [CompletionResultType]::ParameterValue, 'Who plays at which table in the next game (or game K)')
            [CompletionResult]::new('result', 'result', [CompletionResultType]::ParameterValue, 'Enter one table''s result: the winning pair, and the score if kept')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The tally: games won and lost, points, and who still has to report')
            [CompletionResult]::new('prizes', 'prizes', [CompletionResultType]::ParameterValue, 'First, second and third (or --places N), and the booby prize')
            [CompletionResult]::new('board', 'board', [CompletionResultType]::ParameterValue, 'The standings in large type for a screen at the front of the hall')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The saved parties')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a saved party the current one')
            [CompletionResult]::new('undo', 'undo', [CompletionResultType]::ParameterValue, 'Take back the last change, whatever it was (a result, a correction, a pair''s entry, a change of plan), and say what it was')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Open the live hall: pairs enter results from their phones, the board follows')
            [CompletionResult]::new('codes', 'codes', [CompletionResultType]::ParameterValue, 'Each pair''s code and the link to its page (for the tally cards)')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'Every result entered, confirmed, disputed, corrected, taken back or set aside, and every change of plan: when, by whom')
            [CompletionResult]::new('join', 'join', [CompletionResultType]::ParameterValue, 'A late pair: seated from the next game nothing is entered for (or --game K)')
            [CompletionResult]::new('leave', 'leave', [CompletionResultType]::ParameterValue, 'A pair goes home: not seated from the next game nothing is entered for (or --game K)')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a player or a pair (a substitute, a misspelling); codes keep working')
            [CompletionResult]::new('games', 'games', [CompletionResultType]::ParameterValue, 'The evening''s number of games (never below a game already seated)')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the evening''s tally (CSV, Markdown), its data (JSON) or the results sheet (HTML)')
            break
        }
        'fortyfives;help;party;new' {
            break
        }
        'fortyfives;help;party;seat' {
            break
        }
        'fortyfives;help;party;result' {
            break
        }
        'fortyfives;help;party;standings' {
            break
        }
        'fortyfives;help;party;prizes' {
            break
        }
        'fortyfives;help;party;board' {
            break
        }
        'fortyfives;help;party;list' {
            break
        }
        'fortyfives;help;party;use' {
            break
        }
        'fortyfives;help;party;undo' {
            break
        }
        'fortyfives;help;party;serve' {
            break
        }
        'fortyfives;help;party;codes' {
            break
        }
        'fortyfives;help;party;history' {
            break
        }
        'fortyfives;help;party;join' {
            break
        }
        'fortyfives;help;party;leave' {
            break
        }
        'fortyfives;help;party;rename' {
            break
        }
        'fortyfives;help;party;games' {
            break
        }
        'fortyfives;help;party;export' {
            break
        }
        'fortyfives;help;analyze' {
            break
        }
        'fortyfives;help;bid' {
            break
        }
        'fortyfives;help;odds' {
            break
        }
        'fortyfives;help;ranks' {
            break
        }
        'fortyfives;help;rules' {
            break
        }
        'fortyfives;help;completions' {
            break
        }
        'fortyfives;help;man' {
            break
        }
        'fortyfives;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
