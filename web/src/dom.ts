// A small helper to build DOM elements without a framework.
export type Child = Node | string | number | null | undefined | false;
export type Attrs = Record<string, string | number | boolean | ((ev: Event) => void) | undefined>;

export function h(tag: string, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === "function") el.addEventListener(k.replace(/^on/, ""), v as EventListener);
    else if (k === "class") el.className = String(v);
    else if (k === "value" && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement))
      el.value = String(v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  append(el, children);
  return el;
}

export function append(el: HTMLElement, children: (Child | Child[])[]): void {
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

export function clear(el: HTMLElement): HTMLElement {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

export function byId(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`page element #${id} is missing`);
  return el;
}

// A <select> of options (value, label).
export function select(name: string, options: [string, string][], selected?: string): HTMLSelectElement {
  const s = h("select", { name, "data-testid": name }) as HTMLSelectElement;
  for (const [v, l] of options) s.append(h("option", { value: v, selected: v === selected }, l));
  return s;
}
