// Messages of the protocol (docs/protocol.md), as far as the client reads them.
export interface Legal {
  key: string;
  label: string;
  group?: string;
}
export interface Decision {
  player: number;
  kind: string;
  prompt?: string;
}
export interface GameView {
  type: "state" | "replay";
  game: number;
  status?: string;
  step: number;
  steps?: number;
  seat: number | null;
  role?: "player" | "spectator";
  observation?: any;
  log?: string[];
  log_from?: number;
  log_total?: number;
  turn?: number;
  decision?: Decision | null;
  scores?: number[];
  legal?: Legal[];
  result?: GameResult;
  next_action?: string;
  thinking?: { seat: number; agent: string };  // the computer searches for this seat's move
  clock?: GameClock;                           // the game's chess clock, if it has one
}
// Each seat's time left when the message was built; `running`: the seat whose time runs now.
export interface GameClock {
  minutes: number;
  remaining_ms: number[];
  running: number | null;
}
export interface Seat {
  seat: number;
  player?: string | null;
  computer?: string;
}
export interface GameSummary {
  id: number;
  game: string;
  status: "open" | "running" | "finished";
  step?: number;
  turn?: number;
  seats: Seat[];
  created: number;
  updated: number;
  result?: GameResult | null;  // a finished game's (null: finished before results were kept)
  finished?: number;           // the history's: when it ended
  replay?: string;             // the history's: the replay's address
  clock_minutes?: number;      // a chess clock of this many minutes per seat
}
export interface GameResult {
  returns: number[];
  scores: number[];
  reason: string;
  on_time?: number;  // the seat that lost on time
}
export interface ModuleInfo {
  name: string;
  title: string;
  min_players: number;
  max_players: number;
  bundled_decks: string[];
  default_decks: string[];
  agents: string[];
  default_agent?: string;
}
export interface DeckReport {
  deck_name: string;
  size: string;
  errors: string[];
  warnings: string[];
  playable: boolean;
}
export interface SavedDeck {
  id: number;
  game: string;
  name: string;
  text?: string;
  updated: number;
}
