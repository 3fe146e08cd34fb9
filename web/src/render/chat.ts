// A game's chat (docs/protocol.md, "chat"): the lines said so far and a line to write. Players'
// lines reach everyone watching; spectators' reach only spectators while the game is played. Every
// line is put in the page as text (text nodes, never HTML), so a line that looks like markup is
// shown as it was written and never runs.
import { clear, h } from "../dom";

export interface ChatLine {
  id: number;
  channel: "players" | "spectators";
  from: string;
  seat: number | null;
  text: string;
  at: number;
}
export interface ChatMessage {
  type: "chat";
  history?: boolean;
  lines: ChatLine[];
}

export const MAX_CHAT_CHARS = 300; // the server's default (ChatLimits::max_chars)

export class ChatBox {
  readonly el: HTMLElement;
  private readonly list: HTMLElement;
  private readonly input: HTMLInputElement;
  private readonly seen = new Set<number>();

  // `send` hands a line to the socket and says whether it could. `closed` (a replay's): nothing can
  // be written, and the line to write says why.
  constructor(private readonly send: (text: string) => boolean, loggedIn: boolean, closed?: string) {
    const writable = loggedIn && !closed;
    this.list = h("ul", { class: "chat-lines", "data-testid": "chat-lines" });
    this.input = h("input", {
      type: "text", maxlength: MAX_CHAT_CHARS, "data-testid": "chat-input", disabled: !writable,
      placeholder: closed ?? (loggedIn ? "Say something" : "Log in to chat"),
    }) as HTMLInputElement;
    const form = h("form", { class: "chat-form" }, this.input, " ",
      h("button", { type: "submit", "data-testid": "chat-send", disabled: !writable }, "Send"));
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      const text = this.input.value.trim();
      if (text && this.send(text)) this.input.value = "";
    });
    this.el = h("div", { class: "chat", "data-testid": "chat" }, h("h2", {}, "Chat"), this.list, form);
  }

  // Who reads what this viewer writes, once the role is known.
  setRole(spectator: boolean): void {
    if (this.input.disabled) return;
    this.input.placeholder = spectator
      ? "Say something to the other spectators (the players see it once the game is over)"
      : "Say something to the other players (spectators read it too)";
  }

  // A "chat" message: a history replaces what is shown (a reconnect sends it again), lines add.
  show(m: ChatMessage): void {
    if (m.history) {
      clear(this.list);
      this.seen.clear();
    }
    for (const l of m.lines) {
      if (this.seen.has(l.id)) continue;
      this.seen.add(l.id);
      this.list.append(
        h("li", { "data-channel": l.channel, "data-testid": "chat-line" },
          h("span", { class: "who" }, l.channel === "spectators" ? `${l.from} (watching)` : l.from), ": ",
          h("span", { class: "text" }, l.text)),
      );
    }
    this.list.scrollTop = this.list.scrollHeight;
  }
}
