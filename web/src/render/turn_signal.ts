// "Your turn", without sound: the page title says it (seen on a background tab) and the decision
// box is marked, as long as this page's player must decide.
const BASE = "Spaceline";

export function signalTurn(mine: boolean, box: HTMLElement | null): void {
  document.title = mine ? `● Your turn — ${BASE}` : BASE;
  box?.classList.toggle("your-turn", mine);
  document.body.classList.toggle("your-turn", mine);
}
