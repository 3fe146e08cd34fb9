// How the computer's agents are named to a player: the search agents by their level.
const levels: Record<string, string> = {
  "ismcts-easy": "search, easy",
  ismcts: "search, normal",
  "ismcts-hard": "search, hard",
};

export function agentLabel(agent: string): string {
  return levels[agent] ?? agent;
}
