// The Spaceline web client: routes the page to its views (docs/web-client.md).
import { api, clearSession, errorText, hideError, myName, showError, token } from "./api";
import { byId, clear, h } from "./dom";
import { loadCardImages } from "./render/card_images";
import { go, parseRoute } from "./router";
import { showDecks } from "./views/decks";
import { showGame } from "./views/game";
import { showHistory } from "./views/history";
import { showLobby } from "./views/lobby";
import { showLogin } from "./views/login";
import { showReplay } from "./views/replay";

type Cleanup = () => void;
let cleanup: Cleanup = () => {};

function renderNav(): void {
  const nav = clear(byId("nav"));
  const name = myName();
  nav.append(
    h("a", { href: "#/lobby" }, "Lobby"), " ", h("a", { href: "#/decks" }, "Decks"), " ",
    h("a", { href: "#/history", "data-testid": "history-link" }, "History"), " ",
  );
  if (token() && name) {
    nav.append(
      h("span", { class: "me", "data-testid": "me" }, name),
      " ",
      h("button", { type: "button", "data-testid": "logout", onclick: logout }, "Log out"),
    );
  } else {
    nav.append(h("a", { href: "#/login", "data-testid": "login-link" }, "Log in"));
  }
}

async function logout(): Promise<void> {
  try {
    await api("POST", "/api/logout");
  } catch (e) {
    showError(errorText(e));
  }
  clearSession();
  go("#/login");
}

function route(): void {
  cleanup();
  cleanup = () => {};
  hideError();
  renderNav();
  const app = clear(byId("app"));
  const r = parseRoute(location.hash);
  // Decks need a login; the lobby, watching and replays do not (the lobby then offers only those).
  if (!token() && r.name === "decks") {
    cleanup = showLogin(app, "#/decks");
    return;
  }
  switch (r.name) {
    case "login":
      cleanup = showLogin(app, "#/lobby");
      break;
    case "lobby":
      cleanup = showLobby(app);
      break;
    case "decks":
      cleanup = showDecks(app);
      break;
    case "history":
      cleanup = showHistory(app);
      break;
    case "game":
      cleanup = showGame(app, r.id!);
      break;
    case "replay":
      cleanup = showReplay(app, r.id!, r.step ?? 0, r.seat);
      break;
  }
}

window.addEventListener("hashchange", route);
window.addEventListener("sessionchange", renderNav);
// Where card images are (if anywhere) is known before the first table is drawn.
void loadCardImages().finally(route);
