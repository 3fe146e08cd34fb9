// The chess clocks of a game (docs/protocol.md, "clock"): each seat's time left, the running one
// counted down here between the server's messages. The server alone decides a loss on time; this
// only shows it coming.
import { clear, h } from "../dom";
import type { GameClock } from "../types";

export function formatClock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const mm = Math.floor(s / 60), ss = s % 60;
  return `${mm}:${String(ss).padStart(2, "0")}`;
}

export class ClockBar {
  readonly el = h("div", { class: "clocks", "data-testid": "clocks", hidden: true });
  private clock: GameClock | null = null;
  private names: string[] = [];
  private at = 0;  // when this page got `clock` (performance.now())
  private timer: number | null = null;

  show(clock: GameClock | undefined, names: string[], over: boolean): void {
    this.clock = clock ?? null;
    this.names = names;
    this.at = performance.now();
    if (this.timer !== null) window.clearInterval(this.timer);
    this.timer = null;
    if (this.clock && this.clock.running !== null && !over) this.timer = window.setInterval(() => this.draw(), 250);
    this.draw();
  }

  stop(): void {
    if (this.timer !== null) window.clearInterval(this.timer);
    this.timer = null;
  }

  private draw(): void {
    const c = this.clock;
    this.el.hidden = !c;
    if (!c) return;
    const ran = performance.now() - this.at;
    clear(this.el).append(
      ...c.remaining_ms.map((ms, seat) => {
        const running = c.running === seat;
        const left = running ? ms - ran : ms;
        return h("span", {
          class: `clock${running ? " running" : ""}${left <= 0 ? " out" : ""}`,
          "data-testid": `clock-${seat}`,
          title: `${this.names[seat] ?? `Seat ${seat + 1}`}: ${c.minutes} minutes' clock`,
        }, `${this.names[seat] ?? `Seat ${seat + 1}`} ${formatClock(left)}`);
      }),
    );
  }
}
