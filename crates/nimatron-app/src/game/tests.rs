//! Tests of `Match`: play to the end, names and marks, illegal moves, Nim
//! by name, misère play, every ruleset of the catalogue.

use super::*;
use nimatron::rulesets::catalogue::RulesetKind;

fn start(ruleset: &str, position: &str) -> Match {
    let p = Ruleset::from_name(ruleset)
        .unwrap()
        .parse(position)
        .unwrap();
    Match::new(&p, MatchOptions::default())
}

#[test]
fn a_clobber_game_played_to_its_end_against_the_perfect_opponent() {
    // `xo.|oox` (Left x, Right o): the perfect opponent moves whenever it
    // has a move; the game ends with no move for the player to move.
    let mut m = start("clobber", "xox|ox.");
    let mut rng = Lcg(7);
    let mut turns = 0;
    while m.winner().unwrap().is_none() {
        m.reply(Level::Perfect, &mut rng).unwrap().unwrap();
        turns += 1;
        assert!(turns < 20);
    }
    // Perfect play by both: whoever can win does. `{^^*|*,v}` (README's
    // value of this board) is fuzzy with 0, so the first player, Left, wins.
    assert_eq!(m.winner().unwrap(), Some(Player::Left));
    assert_eq!(m.history().len(), turns);
    assert!(m.history().iter().all(|t| !(t.was_winning && t.now_losing)));
}

#[test]
fn domineering_moves_are_named_and_marked_by_their_cells() {
    let mut m = start("domineering", "..|..");
    assert_eq!(m.value().unwrap().as_deref(), Some("+-1"));
    let moves = m.moves().unwrap();
    // Left (vertical) places a domino in either column; both win.
    let names: Vec<&str> = moves.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["a1-a2", "b1-b2"]);
    assert_eq!(moves[0].mark, Mark::Cells(vec![(0, 0), (1, 0)]));
    assert!(moves.iter().all(|m| m.wins));
    let played = m.play_named("B2-B1").unwrap();
    assert_eq!(played.name, "b1-b2");
    assert_eq!(m.to_move(), Player::Right);
    // Right has no horizontal domino left: Left wins.
    assert_eq!(m.winner().unwrap(), Some(Player::Left));
    assert!(m.undo());
    assert_eq!(m.position(), "..|..");
    assert_eq!(m.to_move(), Player::Left);
}

#[test]
fn illegal_moves_leave_the_position_as_it_was() {
    let mut m = start("toads", "TT..FF");
    assert!(matches!(m.play(9), Err(MatchError::Illegal(_))));
    assert!(matches!(m.play_named("a1-d1"), Err(MatchError::Illegal(_))));
    assert_eq!(m.position(), "TT..FF");
    assert!(m.history().is_empty());
}

#[test]
fn nim_is_played_by_bouton_on_heaps_of_any_size() {
    // Even heaps of 40 digits and a heap of 1: nim-sum 1, and only the
    // odd heap has a move that clears the last binary digit.
    let big = "10".repeat(20);
    let p = Ruleset::from_name("nim")
        .unwrap()
        .parse(&format!("{big} {big} 1"))
        .unwrap();
    let mut m = Match::new(&p, MatchOptions::default());
    assert!(matches!(m.moves(), Err(MatchError::TooManyMoves(_))));
    // The only winning move takes the heap of 1.
    let mv = m.reply(Level::Perfect, &mut Lcg(1)).unwrap().unwrap();
    assert_eq!(mv.name, "C 1");
    assert!(mv.wins);
    assert!(!m.mover_wins().unwrap());
    assert!(matches!(m.play_named("D 1"), Err(MatchError::Illegal(_))));
}

#[test]
fn misere_kayles_is_lost_by_the_player_who_takes_the_last_pin() {
    let p = Ruleset::from_name("kayles").unwrap().parse("1").unwrap();
    let mut m = Match::new(
        &p,
        MatchOptions {
            misere: true,
            ..MatchOptions::default()
        },
    );
    assert!(!m.mover_wins().unwrap());
    m.play(0).unwrap();
    // The player to move has no move and wins (misère).
    assert_eq!(m.winner().unwrap(), Some(Player::Right));
}

#[test]
fn graph_moves_name_their_vertices() {
    let p = Ruleset::from_name("col").unwrap().parse("L-.-R").unwrap();
    let mut m = Match::new(&p, MatchOptions::default());
    let moves = m.moves().unwrap();
    assert!(moves.iter().all(|m| matches!(m.mark, Mark::Vertices(_))));
    assert!(moves.iter().all(|m| m.name.starts_with("vertex ")));
    // The terminal lists graph moves by number (its picture is the text).
    assert!(moves.iter().all(|m| m.named && !m.by_name));
}

#[test]
fn every_ruleset_of_the_catalogue_plays_its_example() {
    for kind in RulesetKind::ALL {
        let ex = kind.info().example;
        let p = Ruleset::from_name(ex.ruleset)
            .unwrap()
            .parse(ex.position)
            .unwrap();
        let limits = Limits::none().with_nodes(200_000).with_games(2_000_000);
        let mut m = Match::new(
            &p,
            MatchOptions {
                limits,
                ..MatchOptions::default()
            },
        );
        let moves = match m.moves() {
            Ok(moves) => moves,
            Err(MatchError::Stop(_)) => continue,
            Err(e) => panic!("{kind:?}: {e}"),
        };
        // The value of the position a move reaches is the value its
        // text reads back to, and a move wins exactly when that
        // position is lost for the player then to move.
        if let Some(mv) = moves.first() {
            let before = m.position();
            m.play(0).unwrap();
            assert_eq!(m.position(), mv.position, "{kind:?}");
            assert_eq!(m.mover_wins().unwrap(), !mv.wins, "{kind:?}");
            assert!(m.undo());
            assert_eq!(m.position(), before, "{kind:?}");
        }
    }
}

/// Every ruleset of the catalogue names its moves as it generates them (no
/// name is read from texts): in its example position, each player's moves
/// have names, no two alike, that are read back to the same move, and the
/// first one played by name reaches that move's position. The rulesets
/// that give no names yet are listed (their moves are picked by number).
#[test]
fn every_rulesets_moves_have_distinct_names_that_play_back() {
    let mut unnamed = Vec::new();
    for kind in RulesetKind::ALL {
        let info = kind.info();
        let ex = info.example;
        let p = Ruleset::from_name(ex.ruleset)
            .unwrap()
            .parse(ex.position)
            .unwrap();
        for first in [Player::Left, Player::Right] {
            let limits = Limits::none().with_nodes(200_000).with_games(2_000_000);
            let mut m = Match::new(
                &p,
                MatchOptions {
                    limits,
                    first,
                    ..MatchOptions::default()
                },
            );
            let moves = m.unvalued_moves();
            if moves.is_empty() {
                continue;
            }
            if !moves.iter().all(|mv| mv.named) {
                assert!(moves.iter().all(|mv| !mv.named), "{}", info.name);
                if !unnamed.contains(&info.name) {
                    unnamed.push(info.name);
                }
                continue;
            }
            let mut names: Vec<&str> = moves.iter().map(|mv| mv.name.as_str()).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), moves.len(), "{}: {names:?}", info.name);
            for mv in &moves {
                assert_eq!(m.find_move(&moves, &mv.name), Ok(mv.index), "{}", info.name);
            }
            match m.play_named(&moves[0].name) {
                Ok(played) => {
                    assert_eq!(m.position(), moves[0].position, "{}", info.name);
                    assert_eq!(played.name, moves[0].name);
                    assert!(m.undo());
                }
                Err(MatchError::Stop(_)) => {}
                Err(e) => panic!("{}: {e}", info.name),
            }
        }
    }
    assert_eq!(unnamed, UNNAMED, "rulesets without move names");
}
/// The rulesets whose moves have no names: none (every ruleset names its
/// moves, `named_options`).
const UNNAMED: &[&str] = &[];

#[test]
fn hackenbush_and_heap_moves_are_named_by_their_rulesets() {
    // A blue edge on the ground with a red one above it, and a green one:
    // Left cuts A (B falls with it) or C; Right cuts B or C.
    let mut m = start("hackenbush", "0-1:b 1-2:r 0-3:g");
    let names: Vec<String> = m.moves().unwrap().into_iter().map(|m| m.name).collect();
    assert_eq!(names, ["A", "C"]);
    assert_eq!(m.moves().unwrap()[1].mark, Mark::Edge(2));
    m.set_to_move(Player::Right);
    let names: Vec<String> = m.moves().unwrap().into_iter().map(|m| m.name).collect();
    assert_eq!(names, ["B", "C"]);
    m.play_named("b").unwrap();
    assert_eq!(m.position(), "0-1:b 0-3:g");
    // Kayles on a row of 3 and one of 1: take 1 or 2 pins, maybe splitting
    // the row (octal code 0.77); every move is named by the heap it is made
    // in and the heaps it leaves, and taken back by that name.
    let mut m = start("kayles", "1 3");
    let moves = m.moves().unwrap();
    let names: Vec<&str> = moves.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["1 -> (none)", "3 -> 2", "3 -> 1", "3 -> 1 + 1"]);
    assert!(moves.iter().all(|m| m.named && !m.by_name));
    m.play_named("3 -> 1 + 1").unwrap();
    assert_eq!(m.position(), "1 1 1");
    // Toppling Dominoes: two topplings that leave one row are two moves.
    let mut m = start("toppling", "lrl");
    let names: Vec<String> = m.moves().unwrap().into_iter().map(|m| m.name).collect();
    // Each named by the domino's cell and the far end of its fall.
    assert_eq!(names, ["a1", "a1-c1", "c1-a1", "c1"]);
}
