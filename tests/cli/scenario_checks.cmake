# `spaceline scenario run` and `spaceline explain` on scenario files that must
# fail (tests/scenarios-failing/): a non-zero exit, and a message naming the
# file, the line, the expected and the actual value.
function(run_expect)
  cmake_parse_arguments(R "" "EXPECT_RC;INPUT" "COMMAND;MATCH" ${ARGN})
  if(R_INPUT)
    execute_process(COMMAND ${R_COMMAND} INPUT_FILE ${R_INPUT} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  else()
    execute_process(COMMAND ${R_COMMAND} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  endif()
  if(NOT rc EQUAL R_EXPECT_RC)
    message(FATAL_ERROR "${R_COMMAND}: exit ${rc}, expected ${R_EXPECT_RC}\n${out}\n${err}")
  endif()
  foreach(m ${R_MATCH})
    if(NOT "${out}${err}" MATCHES "${m}")
      message(FATAL_ERROR "${R_COMMAND}: output does not match '${m}':\n${out}\n${err}")
    endif()
  endforeach()
endfunction()

set(F ${FIXTURES})
# A wrong expectation: FAIL, with file:line, expected and actual values.
run_expect(COMMAND ${SPACELINE} scenario run ${F}/wrong_expectation.yaml EXPECT_RC 1
           MATCH "FAIL deliberately wrong"
                 "wrong_expectation.yaml:11: expected 'Worf' stopped: no; actual: yes"
                 "wrong_expectation.yaml:12: expected 'Impassable Door' zone: discard; actual: under-mission"
                 "wrong_expectation.yaml:14: expected player 1 score: 35; actual: 0"
                 "0 passed, 1 failed")
# Malformed YAML and impossible positions: file and line, never a crash.
run_expect(COMMAND ${SPACELINE} scenario run ${F}/malformed_yaml.yaml EXPECT_RC 1
           MATCH "malformed_yaml.yaml:5: YAML syntax error")
# A YAML alias bomb (issue 28): refused at its first alias, by `scenario run` and `explain`.
run_expect(COMMAND ${SPACELINE} scenario run ${F}/alias_bomb.yaml EXPECT_RC 1
           MATCH "alias_bomb.yaml:5: YAML alias '\\*a0' refused")
run_expect(COMMAND ${SPACELINE} explain ${F}/alias_bomb.yaml EXPECT_RC 1
           MATCH "alias_bomb.yaml:5: YAML alias '\\*a0' refused")
run_expect(COMMAND ${SPACELINE} scenario run ${F}/unknown_key.yaml EXPECT_RC 1
           MATCH "unknown_key.yaml:4: unknown key 'planets'")
run_expect(COMMAND ${SPACELINE} scenario run ${F}/unknown_card.yaml EXPECT_RC 1
           MATCH "unknown_card.yaml:4: unknown card 'Worff'")
run_expect(COMMAND ${SPACELINE} scenario run ${F}/aboard_personnel.yaml EXPECT_RC 1
           MATCH "aboard_personnel.yaml:5: 'Worf' is a personnel, not a ship")
run_expect(COMMAND ${SPACELINE} scenario run ${F}/station_in_play.yaml EXPECT_RC 1
           MATCH "station_in_play.yaml:4: Colony is a station \\(facility: station\\): the engine does not build, seed or report to stations yet")
run_expect(COMMAND ${SPACELINE} scenario run ${F}/location_out_of_range.yaml EXPECT_RC 1
           MATCH "location_out_of_range.yaml:7: location 3 is out of range")
# Strict scripts: an unscripted decision, or a step that matches nothing.
run_expect(COMMAND ${SPACELINE} scenario run ${F}/pending_decision.yaml EXPECT_RC 1
           MATCH "decision is pending: 'Choose the personnel affected by Chalnoth' \\(player 2 to decide\\)"
                 "Choose Mot the Barber")
run_expect(COMMAND ${SPACELINE} scenario run ${F}/no_match.yaml EXPECT_RC 1
           MATCH "no_match.yaml:6: 'Beam Worf to the moon' matches no legal action" "Attempt Avert Disaster")
# The whole folder: one line per file, then the summary; exit 1.
run_expect(COMMAND ${SPACELINE} scenario run ${F} EXPECT_RC 1 MATCH "0 passed, [0-9]+ failed")
# explain: the log with rule ids and CRD sections, legal and illegal actions with reasons.
run_expect(COMMAND ${SPACELINE} explain ${F}/wrong_expectation.yaml EXPECT_RC 0
           MATCH "Impassable Door: conditions not met \\(R-DIL-1, CRD III.3\\)" "Legal actions:"
                 "End your turn" "Not legal, and why:" "Worf is stopped and cannot beam|no unstopped personnel")
run_expect(COMMAND ${SPACELINE} explain ${F}/no_such_file.yaml EXPECT_RC 1 MATCH "cannot open")
# Events in play at set-up: a wrong kind of target or a card that is no event
# is refused with file and line; where an event is can be checked.
run_expect(COMMAND ${SPACELINE} scenario run ${F}/event_wrong_target.yaml EXPECT_RC 1
           MATCH "event_wrong_target.yaml:5: 'Plasma Fire' plays on a ship: write 'on_ship: SHIP'")
run_expect(COMMAND ${SPACELINE} scenario run ${F}/event_not_an_event.yaml EXPECT_RC 1
           MATCH "event_not_an_event.yaml:6: 'Data' is a personnel, not an event")
run_expect(COMMAND ${SPACELINE} scenario run ${F}/event_wrong_place.yaml EXPECT_RC 1
           MATCH "event_wrong_place.yaml:16: expected 'Plasma Fire' aboard U.S.S. Galaxy; actual: in the discard zone"
                 "event_wrong_place.yaml:17: expected 'Espionage: Federation on Klingon' on the mission Avert Disaster; actual: on the mission Fever Emergency")
# Repeated keys, dilemmas that would be met without game text, missions solved
# at set-up without their points in the score, piles that cannot exist while
# seeding: refused with file and line before anything runs.
run_expect(COMMAND ${SPACELINE} scenario run ${F}/duplicate_key.yaml EXPECT_RC 1
           MATCH "duplicate_key.yaml:10: key 'log' appears twice in this map \\(first on line 9\\)")
run_expect(COMMAND ${SPACELINE} scenario run ${F}/unimplemented_dilemma.yaml EXPECT_RC 1
           MATCH "unimplemented_dilemma.yaml:6: 'Test Unwritten Dilemma' has no game text in the engine \\(NOT-IMPLEMENTED\\)")
run_expect(COMMAND ${SPACELINE} scenario run ${F}/solved_without_score.yaml EXPECT_RC 1
           MATCH "solved_without_score.yaml:2: score 10 is too low: player1 solved Avert Disaster at set-up, worth 40 points")
run_expect(COMMAND ${SPACELINE} scenario run ${F}/seeding_with_hand.yaml EXPECT_RC 1
           MATCH "seeding_with_hand.yaml:5: hand: is not possible in seed-dilemmas")
# Current values, log order and observations: expected and actual, each with its line.
run_expect(COMMAND ${SPACELINE} scenario run ${F}/wrong_values.yaml EXPECT_RC 1
           MATCH "wrong_values.yaml:12: expected 'U.S.S. Galaxy' RANGE: 8; actual: 5"
                 "wrong_values.yaml:12: expected 'U.S.S. Galaxy' SHIELDS: 7; actual: 9"
                 "wrong_values.yaml:13: expected 'Data' CUNNING: 10; actual: 12"
                 "wrong_values.yaml:13: expected 'Data' Diplomacy level: 0.5; actual: 0"
                 "wrong_values.yaml:15: expected mission Test Mission points for player 1: 40; actual: 25"
                 "wrong_values.yaml:16: expected the log to cite R-MOVE-4; actual log:"
                 "wrong_values.yaml:17: expected player 2's observation to contain 'Tasha Yar'; actual: {"
                 "wrong_values.yaml:17: expected player 2's observation not to contain 'Test Mission'; actual: \\.\\.\\.")
# explain on a saved game (spaceline play --save, input piped): the log with
# rule ids, the decision, and illegal actions each with a reason and its rule.
file(MAKE_DIRECTORY ${WORK})
set(inputs "")
foreach(i RANGE 60)
  string(APPEND inputs "1\n")
endforeach()
string(APPEND inputs "q\n")
file(WRITE ${WORK}/explain-input.txt "${inputs}")
run_expect(COMMAND ${SPACELINE} play --seed 4 --save ${WORK}/explain-save.json --force INPUT ${WORK}/explain-input.txt EXPECT_RC 0
           MATCH "The game is saved in")
run_expect(COMMAND ${SPACELINE} explain ${WORK}/explain-save.json EXPECT_RC 0
           MATCH "What happened" "\\((R|D)-[A-Z0-9]+-[0-9]+, " "Legal actions:" "Not legal, and why:"
                 "\n  [^\n]+\n      [^\n]+ \\((R|D)-[A-Z0-9]+-[0-9]+[,)]")
# scenario run --mutate: the unchanged scenario must pass; then every mutant
# (one expectation changed) must fail, and one that passes is SURVIVED; exit 1.
set(M ${CMAKE_CURRENT_LIST_DIR}/fixtures)
run_expect(COMMAND ${SPACELINE} scenario run ${M}/log_order_both_ways.yaml EXPECT_RC 0 MATCH "1 passed, 0 failed")
run_expect(COMMAND ${SPACELINE} scenario run --mutate ${M}/log_order_both_ways.yaml EXPECT_RC 1
           MATCH "SURVIVED [^\n]*log_order_both_ways.yaml: line 16: log_order: \\[R-TURN-1, R-TURN-2\\] -> \\[R-TURN-2, R-TURN-1\\] \\(reversed\\)"
                 "1 files, 2 mutants, 1 killed, 1 survived")
run_expect(COMMAND ${SPACELINE} scenario run --mutate ${F}/wrong_expectation.yaml EXPECT_RC 1
           MATCH "FAIL deliberately wrong" "wrong_expectation.yaml:11: expected 'Worf' stopped: no; actual: yes"
                 "1 files, 0 mutants, 0 killed, 0 survived \\(1 file\\(s\\) failed unchanged\\)")
