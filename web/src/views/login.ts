// Log in or register (registering logs in). The token is kept for the next visit.
import { api, errorText, setSession, showError } from "../api";
import { h } from "../dom";
import { go } from "../router";

export function showLogin(app: HTMLElement, next: string): () => void {
  const name = h("input", { name: "name", "data-testid": "name", autocomplete: "username", required: true }) as HTMLInputElement;
  const password = h("input", {
    name: "password",
    type: "password",
    "data-testid": "password",
    autocomplete: "current-password",
    required: true,
  }) as HTMLInputElement;
  const status = h("p", { class: "status", "data-testid": "login-status" });
  async function submit(kind: "login" | "register"): Promise<void> {
    status.textContent = kind === "login" ? "Logging in…" : "Registering…";
    try {
      const r = await api<{ token: string; account: { name: string } }>("POST", `/api/${kind}`, {
        name: name.value,
        password: password.value,
      });
      setSession(r.token, r.account.name);
      window.dispatchEvent(new Event("sessionchange"));
      go(next);
    } catch (e) {
      status.textContent = "";
      showError(errorText(e));
    }
  }
  const form = h(
    "form",
    { class: "login", onsubmit: (ev: Event) => (ev.preventDefault(), void submit("login")) },
    h("h1", {}, "Spaceline"),
    h("p", {}, "Star Trek CCG First Edition and TaleSpin, against the computer or another person."),
    h("label", {}, "Name ", name),
    h("label", {}, "Password ", password),
    h("p", { class: "hint" }, "Names: 1–32 letters, digits, _ - . ; passwords: at least 8 characters."),
    h("div", { class: "buttons" },
      h("button", { type: "submit", "data-testid": "login" }, "Log in"),
      h("button", { type: "button", "data-testid": "register", onclick: () => void submit("register") }, "Register"),
    ),
    status,
    h("p", {}, h("a", { href: "#/lobby" }, "Watch games without logging in")),
  );
  app.append(form);
  name.focus();
  return () => {};
}
