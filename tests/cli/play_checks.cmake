# `spaceline play`, `replay` and `explain` for every game, driven as a person would (docs/cli.md,
# docs/save-format.md): scripted standard input, saves compared byte for byte.
# Arguments: -DSPACELINE=binary -DFIXTURES=tests/cli/fixtures -DWORK=a scratch folder.
file(REMOVE_RECURSE ${WORK}/play)
file(MAKE_DIRECTORY ${WORK}/play)
set(W ${WORK}/play)

# run_expect(COMMAND ... [INPUT file] EXPECT_RC n [MATCH regex...] [NO_MATCH regex...] [OUT var])
function(run_expect)
  cmake_parse_arguments(R "" "EXPECT_RC;INPUT;OUT" "COMMAND;MATCH;NO_MATCH" ${ARGN})
  if(R_INPUT)
    execute_process(COMMAND ${R_COMMAND} INPUT_FILE ${R_INPUT} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  else()
    execute_process(COMMAND ${R_COMMAND} INPUT_FILE /dev/null RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  endif()
  string(LENGTH "${out}" n)
  if(n GREATER 3000)
    math(EXPR from "${n} - 3000")
    string(SUBSTRING "${out}" ${from} 3000 tail)
  else()
    set(tail "${out}")
  endif()
  if(NOT rc EQUAL R_EXPECT_RC)
    message(FATAL_ERROR "${R_COMMAND}: exit ${rc}, expected ${R_EXPECT_RC}\n...${tail}\n${err}")
  endif()
  foreach(m ${R_MATCH})
    if(NOT "${out}${err}" MATCHES "${m}")
      message(FATAL_ERROR "${R_COMMAND}: output does not match '${m}':\n...${tail}\n${err}")
    endif()
  endforeach()
  foreach(m ${R_NO_MATCH})
    if("${out}${err}" MATCHES "${m}")
      message(FATAL_ERROR "${R_COMMAND}: output matches '${m}' and must not:\n...${tail}\n${err}")
    endif()
  endforeach()
  if(R_OUT)
    set(${R_OUT} "${out}" PARENT_SCOPE)
  endif()
endfunction()

# A file of `count` lines, each `line`, then `last` (if given).
function(input_file path line count last)
  set(text "")
  foreach(i RANGE 1 ${count})
    string(APPEND text "${line}\n")
  endforeach()
  string(APPEND text "${last}")
  file(WRITE ${path} "${text}")
endfunction()

function(expect_same_file a b what)
  file(READ ${a} ta)
  file(READ ${b} tb)
  if(NOT ta STREQUAL tb)
    message(FATAL_ERROR "${what}: ${a} and ${b} differ")
  endif()
endfunction()

input_file(${W}/ones.txt "1" 6000 "")
file(WRITE ${W}/q.txt "q\n")

# --- TaleSpin, three players, to the end: the person always takes choice 1 -------------------
set(TS play --game talespin --players 3 --seed 5 --max-turns 30)
run_expect(COMMAND ${SPACELINE} ${TS} --save ${W}/ts-whole.json INPUT ${W}/ones.txt EXPECT_RC 0
           MATCH "New game of TaleSpin" "P2 \\(heuristic\\) with" "P3 \\(heuristic\\)" "Location ring" "P1 \\(you\\)"
                 "Your hand:" "Game over: " "spaceline replay ${W}/ts-whole.json")

# ... and the same game quit after 7 choices and resumed (twice) ends with the same record.
input_file(${W}/seven.txt "1" 7 "q\n")
run_expect(COMMAND ${SPACELINE} ${TS} --save ${W}/ts-resumed.json INPUT ${W}/seven.txt EXPECT_RC 0
           MATCH "Saved|saved in ${W}/ts-resumed.json")
file(COPY ${W}/ts-resumed.json DESTINATION ${W}/part)
run_expect(COMMAND ${SPACELINE} play --resume ${W}/ts-resumed.json INPUT ${W}/seven.txt EXPECT_RC 0
           MATCH "Resumed ${W}/ts-resumed.json: TaleSpin" "you are P1 \\(P1 human, P2 heuristic, P3 heuristic\\)")
run_expect(COMMAND ${SPACELINE} play --resume ${W}/ts-resumed.json INPUT ${W}/ones.txt EXPECT_RC 0 MATCH "Game over: ")
expect_same_file(${W}/ts-whole.json ${W}/ts-resumed.json "TaleSpin resumed twice against played without a break")

# --- Space Quest: the same, two players, with a turn limit so that it ends ---------------------
set(SQ play --game spacequest --seed 5 --max-turns 30)
run_expect(COMMAND ${SPACELINE} ${SQ} --save ${W}/sq-whole.json INPUT ${W}/ones.txt EXPECT_RC 0
           MATCH "New game of Space Quest" "P1 \\(you\\)" "Game over: ")
run_expect(COMMAND ${SPACELINE} ${SQ} --save ${W}/sq-resumed.json INPUT ${W}/seven.txt EXPECT_RC 0)
run_expect(COMMAND ${SPACELINE} play --resume ${W}/sq-resumed.json INPUT ${W}/ones.txt EXPECT_RC 0 MATCH "Game over: ")
expect_same_file(${W}/sq-whole.json ${W}/sq-resumed.json "Space Quest resumed against played without a break")

# --- First Edition: the same, with a turn limit so that it ends ------------------------------
set(FE play --seed 4 --max-turns 4)
run_expect(COMMAND ${SPACELINE} ${FE} --save ${W}/fe-whole.json INPUT ${W}/ones.txt EXPECT_RC 0
           MATCH "New game of Star Trek CCG First Edition" "Spaceline:" "Your hand:" "Game over: ")
input_file(${W}/forty.txt "1" 40 "q\n")
run_expect(COMMAND ${SPACELINE} ${FE} --save ${W}/fe-resumed.json INPUT ${W}/forty.txt EXPECT_RC 0)
run_expect(COMMAND ${SPACELINE} play --resume ${W}/fe-resumed.json INPUT ${W}/ones.txt EXPECT_RC 0 MATCH "Game over: ")
expect_same_file(${W}/fe-whole.json ${W}/fe-resumed.json "First Edition resumed against played without a break")

# --- choices are whole numbers: 1.9, +1, 2x, -1 take no action --------------------------------
run_expect(COMMAND ${SPACELINE} ${TS} --save ${W}/quit-at-once.json INPUT ${W}/q.txt EXPECT_RC 0)
file(WRITE ${W}/bad-numbers.txt "1.9\n+1\n2x\n-1\n 1e0\n99\n\nq\n")
run_expect(COMMAND ${SPACELINE} ${TS} --save ${W}/bad-numbers.json INPUT ${W}/bad-numbers.txt EXPECT_RC 0
           MATCH "'1.9' is not one" "'\\+1' is not one" "'2x' is not one" "'-1' is not one" "'1e0' is not one"
                 "There is no choice 99" "Please type a whole number between 1 and")
expect_same_file(${W}/quit-at-once.json ${W}/bad-numbers.json "bad numbers took an action")

# --- the keys: h, c with part of a name, a, b, l ----------------------------------------------
file(WRITE ${W}/keys.txt "h\nc wendell\nc a\nc zzzqqq\na\nb\nl\nq\n")
run_expect(COMMAND ${SPACELINE} ${TS} --save ${W}/keys.json INPUT ${W}/keys.txt EXPECT_RC 0
           MATCH "Keys at the > prompt" "c NAME    look up a card" "Captain Wendell Brisk \\(" "cards match 'a':"
                 "unknown card 'zzzqqq'")

# --- more than 15 choices: the card first, then its target; 0 goes back; a lists them all ------
# First Edition's seeding offers each dilemma under each mission.
run_expect(COMMAND ${SPACELINE} ${FE} --save ${W}/groups.json INPUT ${W}/forty.txt EXPECT_RC 0
           MATCH "choose the card, then its target; a lists them all" "[0-9]+\\) Seed [^\n]* \\([0-9]+ choices\\)" "  0\\) back")

# --- saves are never lost: no overwriting without --force; a save that cannot be written -------
run_expect(COMMAND ${SPACELINE} ${TS} --save ${W}/ts-whole.json INPUT ${W}/q.txt EXPECT_RC 1
           MATCH "${W}/ts-whole.json already exists" "--force")
expect_same_file(${W}/ts-whole.json ${W}/ts-resumed.json "a refused new game changed the save")
run_expect(COMMAND ${SPACELINE} ${TS} --save ${W}/quit-at-once.json --force INPUT ${W}/q.txt EXPECT_RC 0
           MATCH "saved in ${W}/quit-at-once.json")
run_expect(COMMAND ${SPACELINE} ${TS} --save /nonexistent-spaceline-dir/game.json INPUT ${W}/ones.txt EXPECT_RC 1
           MATCH "cannot save to /nonexistent-spaceline-dir/game.json: cannot create [^ ]+ \\(No such file or directory\\)"
           NO_MATCH "Saved in" "saved in")
run_expect(COMMAND ${SPACELINE} ${TS} --save ${W} INPUT ${W}/ones.txt EXPECT_RC 1 MATCH "already exists")
run_expect(COMMAND ${SPACELINE} ${TS} --save ${W} --force INPUT ${W}/ones.txt EXPECT_RC 1
           MATCH "cannot save to ${W}: cannot rename" NO_MATCH "Saved in" "saved in")
# Without --save, a new game never replaces spaceline-save.json either: it takes the next free name,
# so running ./run.sh play again starts another game.
file(MAKE_DIRECTORY ${W}/default-save)
file(WRITE ${W}/default-save/spaceline-save.json "not a game, and it must stay as it is")
foreach(n 2 3)
  execute_process(COMMAND ${SPACELINE} play --game talespin --seed 5 INPUT_FILE ${W}/q.txt WORKING_DIRECTORY ${W}/default-save
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "saved in spaceline-save-${n}.json" OR NOT EXISTS ${W}/default-save/spaceline-save-${n}.json)
    message(FATAL_ERROR "a new game with the default save present: rc ${rc}\n${out}\n${err}")
  endif()
endforeach()
file(READ ${W}/default-save/spaceline-save.json kept)
if(NOT kept STREQUAL "not a game, and it must stay as it is")
  message(FATAL_ERROR "a new game overwrote spaceline-save.json")
endif()
# (an empty argument cannot pass through a CMake list: run directly)
execute_process(COMMAND ${SPACELINE} play --game talespin --seed 5 --save "" INPUT_FILE ${W}/q.txt RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "The game was not saved")
  message(FATAL_ERROR "play --save \"\": exit ${rc}\n${out}")
endif()

# --- options that cannot set a game up: named, exit 1, nothing written --------------------------
run_expect(COMMAND ${SPACELINE} play --players 3 --save ${W}/no.json EXPECT_RC 1 MATCH "--players 3: Star Trek CCG First Edition \\(CRD v1.11\\) is a game for 2 players")
run_expect(COMMAND ${SPACELINE} play --game talespin --players 5 --save ${W}/no.json EXPECT_RC 1 MATCH "is a game for 2 to 4 players")
run_expect(COMMAND ${SPACELINE} play --seat 3 --save ${W}/no.json EXPECT_RC 1 MATCH "--seat 3: choose a seat from 1 to 2")
run_expect(COMMAND ${SPACELINE} play --game talespin --agent genius --save ${W}/no.json EXPECT_RC 1 MATCH "unknown agent 'genius' for talespin")
run_expect(COMMAND ${SPACELINE} play --game talespin --players 4 --opponent-deck sky_raiders --opponent-deck sky_raiders
           --save ${W}/no.json EXPECT_RC 1 MATCH "--opponent-deck: 2 values for 3 computer player")
run_expect(COMMAND ${SPACELINE} play --game nosuchgame --save ${W}/no.json EXPECT_RC 1 MATCH "unknown game 'nosuchgame'")
if(EXISTS ${W}/no.json)
  message(FATAL_ERROR "a refused game wrote its save file")
endif()
# Per computer player: agents and decks in seat order.
run_expect(COMMAND ${SPACELINE} play --game talespin --players 3 --seat 2 --seed 2 --agent random --agent heuristic
           --opponent-deck sky_raiders --opponent-deck jungle_express --save ${W}/per-seat.json INPUT ${W}/q.txt EXPECT_RC 0
           MATCH "You are P2 with harbor_haulers; the computer plays P1 \\(random\\) with sky_raiders, P3 \\(heuristic\\) with jungle_express")

# --- a damaged record: FILE: FIELD: problem ----------------------------------------------------
file(READ ${W}/ts-whole.json whole)
string(REPLACE "\"seats\":[\"human\"" "\"seats\":[\"genius\"" bad "${whole}")
file(WRITE ${W}/bad-seat.json "${bad}")
run_expect(COMMAND ${SPACELINE} play --resume ${W}/bad-seat.json EXPECT_RC 1
           MATCH "bad-seat.json: seats\\[0\\]: 'genius' is neither a person nor an agent of talespin")
string(REPLACE "\"actions\":[\"" "\"actions\":[\"nonsense\",\"" bad "${whole}")
file(WRITE ${W}/bad-action.json "${bad}")
run_expect(COMMAND ${SPACELINE} replay ${W}/bad-action.json EXPECT_RC 1 MATCH "bad-action.json: actions\\[0\\]: ")
string(REPLACE "\"version\":\"talespin-1\"" "\"version\":\"talespin-0\"" bad "${whole}")
file(WRITE ${W}/bad-version.json "${bad}")
run_expect(COMMAND ${SPACELINE} explain ${W}/bad-version.json EXPECT_RC 1 MATCH "bad-version.json: version: saved by talespin version talespin-0")
run_expect(COMMAND ${SPACELINE} play --game stccg1e --resume ${W}/ts-whole.json EXPECT_RC 1
           MATCH "ts-whole.json: game: a game of talespin, not stccg1e")
file(WRITE ${W}/corrupt.json "{not json")
run_expect(COMMAND ${SPACELINE} play --resume ${W}/corrupt.json EXPECT_RC 1 MATCH "corrupt.json: not JSON \\(syntax error at byte 3\\)")

# --- replay: step by step, as a seat or everyone ----------------------------------------------
run_expect(COMMAND ${SPACELINE} replay ${W}/ts-whole.json EXPECT_RC 0
           MATCH "Replay of ${W}/ts-whole.json: TaleSpin" "a judge's view" "Step 1 \\(P[1-3]\\): " "Game over: " "hand: ")
run_expect(COMMAND ${SPACELINE} replay ${W}/ts-whole.json --step 5 --seat 2 EXPECT_RC 0
           MATCH "as P2 may see it" "Step 5 \\(P" "After step 5 of [0-9]+:" "P2 \\(you\\)" NO_MATCH "Step 6 ")
run_expect(COMMAND ${SPACELINE} replay ${W}/ts-whole.json --step 100000 EXPECT_RC 1 MATCH "--step 100000: the game in .* has [0-9]+ actions")
run_expect(COMMAND ${SPACELINE} replay ${W}/fe-whole.json --step 30 --seat 1 EXPECT_RC 0 MATCH "Spaceline:" "After step 30 of")

# --- explain: a record of any game -----------------------------------------------------------
run_expect(COMMAND ${SPACELINE} explain --game talespin ${W}/part/ts-resumed.json EXPECT_RC 0
           MATCH "Log \\(last 20 entries" "Decision: P1: " "Legal actions:")
run_expect(COMMAND ${SPACELINE} explain ${W}/ts-whole.json EXPECT_RC 0 MATCH "The game is over: ")
run_expect(COMMAND ${SPACELINE} explain ${W}/fe-resumed.json EXPECT_RC 0 MATCH "Game over: draw \\(turn limit reached\\)")

# --- a First Edition save of the older form still resumes, explains and replays ---------------
foreach(f old-1e-save old-1e-save-seat2)
  configure_file(${FIXTURES}/${f}.json ${W}/${f}.json COPYONLY)
  run_expect(COMMAND ${SPACELINE} explain ${W}/${f}.json EXPECT_RC 0 MATCH "Legal actions|legal actions")
endforeach()
file(READ ${FIXTURES}/old-1e-save.json old)
string(JSON bare GET "${old}" state)
file(WRITE ${W}/bare-state.json "${bare}")
run_expect(COMMAND ${SPACELINE} explain ${W}/bare-state.json EXPECT_RC 0 MATCH "Legal actions|legal actions")
run_expect(COMMAND ${SPACELINE} play --resume ${W}/bare-state.json EXPECT_RC 1 MATCH "bare-state.json: game: missing: not a saved game")
run_expect(COMMAND ${SPACELINE} play --resume ${W}/old-1e-save.json INPUT ${W}/q.txt EXPECT_RC 0
           MATCH "Resumed ${W}/old-1e-save.json: Star Trek CCG" "you are P1 \\(P1 human, P2 heuristic\\)"
                 "in the form of an earlier Spaceline" "cannot be replayed" "Spaceline:")
file(READ ${W}/old-1e-save.json converted)
if(NOT converted MATCHES "^\\{\"actions\":\\[\\],\"game\":\"stccg1e\",.*\"start\":\\{")
  message(FATAL_ERROR "the old save was not rewritten as a game record that starts from its state")
endif()
run_expect(COMMAND ${SPACELINE} play --resume ${W}/old-1e-save-seat2.json INPUT ${W}/forty.txt EXPECT_RC 0
           MATCH "you are P2 \\(P1 random, P2 human\\)")
# Resumed again, now a record: played on and compared with the same choices made without a break.
configure_file(${FIXTURES}/old-1e-save.json ${W}/old-again.json COPYONLY)
run_expect(COMMAND ${SPACELINE} play --resume ${W}/old-again.json INPUT ${W}/seven.txt EXPECT_RC 0)
run_expect(COMMAND ${SPACELINE} play --resume ${W}/old-again.json INPUT ${W}/forty.txt EXPECT_RC 0
           NO_MATCH "earlier Spaceline")
configure_file(${FIXTURES}/old-1e-save.json ${W}/old-once.json COPYONLY)
file(WRITE ${W}/forty-seven.txt "")
input_file(${W}/forty-seven.txt "1" 47 "q\n")
run_expect(COMMAND ${SPACELINE} play --resume ${W}/old-once.json INPUT ${W}/forty-seven.txt EXPECT_RC 0)
expect_same_file(${W}/old-again.json ${W}/old-once.json "an old save resumed twice against once")
run_expect(COMMAND ${SPACELINE} replay ${W}/old-again.json --seat 1 EXPECT_RC 0
           MATCH "starts from a save of an earlier Spaceline" "After step [0-9]+ of [0-9]+:")
