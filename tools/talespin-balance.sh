#!/usr/bin/env bash
# TaleSpin deck balance (docs/talespin/README.md, "Deck balance"): every pairing of the bundled
# decks in both seat orders (1,000 games each, heuristic agents, seed 7), each deck's share of the
# wins, and one 3-player run (3,000 games, seed 9). Usage: tools/talespin-balance.sh [build/spaceline]
set -euo pipefail
BIN="${1:-$(cd "$(dirname "$0")/.." && pwd)/build/spaceline}"
python3 - "$BIN" <<'PY'
import itertools, json, subprocess, sys
bin = sys.argv[1]
decks = ['harbor_haulers', 'jungle_express', 'sky_raiders']
def sim(players, games, seed, ds):
    out = subprocess.run([bin, 'sim', '--game', 'talespin', '--players', str(players), '--games', str(games),
                          '--seed', str(seed), '--decks', *ds, '--json'], capture_output=True, text=True, check=True)
    j = json.loads(out.stdout)
    if j['errors']:
        sys.exit(f"{ds}: {j['errors']} errors: {j['error_messages'][:3]}")
    return j
share = {d: 0 for d in decks}
for a, b in itertools.permutations(decks, 2):
    w = sim(2, 1000, 7, [a, b])['wins']
    share[a] += w[0]; share[b] += w[1]
    print(f"{a:15} vs {b:15} {w[0]:4} - {w[1]:4}")
for d in decks:
    print(f"{d:15} wins {share[d] / 4000:.1%} of its 2-player games")
w = sim(3, 3000, 9, decks)['wins']
print('3 players (' + ', '.join(decks) + '):', ', '.join(f"{x / 3000:.1%}" for x in w))
PY
