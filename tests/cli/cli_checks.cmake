# End-to-end checks of the spaceline CLI that a new user would run.
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

# A malformed deck: every problem named with file and line, exit status 1.
run_expect(COMMAND ${SPACELINE} deck check ${FIXTURES}/bad.deck EXPECT_RC 1
           MATCH "bad.deck:5: expected 'N Card Name'" "bad.deck:6: unknown card 'No Such Card'" "bad.deck:7: unknown section")
# Card lookup.
run_expect(COMMAND ${SPACELINE} cards show Chalnoth EXPECT_RC 0 MATCH "3 SECURITY OR STRENGTH>40" "opponent's choice")
run_expect(COMMAND ${SPACELINE} cards show "Nobody At All" EXPECT_RC 1 MATCH "no card named")
# A game in the terminal: always choose option 1, then input ends; the game is saved.
set(inputs "")
foreach(i RANGE 300)
  string(APPEND inputs "1\n")
endforeach()
string(APPEND inputs "x\n0\n")
file(WRITE ${WORK}/play-input.txt "${inputs}")
run_expect(COMMAND ${SPACELINE} play --seed 4 --save ${WORK}/save.json --force INPUT ${WORK}/play-input.txt EXPECT_RC 0
           MATCH "Turn 1 begins" "Please type a whole number")
# ... and it resumes from the save.
file(WRITE ${WORK}/q.txt "q\n")
run_expect(COMMAND ${SPACELINE} play --resume ${WORK}/save.json INPUT ${WORK}/q.txt EXPECT_RC 0 MATCH "Resumed")
# A corrupt save is refused with a clear message.
file(WRITE ${WORK}/corrupt.json "{not json")
run_expect(COMMAND ${SPACELINE} play --resume ${WORK}/corrupt.json EXPECT_RC 1 MATCH "corrupt.json: not JSON")
# Simulation summary in JSON.
run_expect(COMMAND ${SPACELINE} sim --games 5 --seed 3 --agents heuristic random --json EXPECT_RC 0
           MATCH "\"games\": 5" "\"errors\": 0" "games_per_second")
run_expect(COMMAND ${SPACELINE} sim --games 2 --decks nosuch klingon-premiere EXPECT_RC 1 MATCH "no such deck file")
