// Optional card images (docs/web-client.md, "Card images"). The project ships none: a server
// started with --card-images says where they are (GET /api/card-images), a folder of its own or
// another site. Without them, and for any card that has no image, the card is drawn from its data
// alone (its chip and frame), so an image is only ever an addition.
import { api } from "../api";
import { h } from "../dom";

let template: string | null = null;

// Asked once, as the page starts; a server that cannot say means no images.
export async function loadCardImages(): Promise<void> {
  try {
    const r = await api<{ source: string; template?: string }>("GET", "/api/card-images");
    template = r.source !== "none" && typeof r.template === "string" ? r.template : null;
  } catch {
    template = null;
  }
}

export function cardImageUrl(game: string, id: string | undefined): string | null {
  if (!template || !id) return null;
  return template.replace(/\{game\}/g, encodeURIComponent(game)).replace(/\{id\}/g, encodeURIComponent(id));
}

// The card's image, or null; one that fails to load takes itself away.
export function cardImage(game: string, id: string | undefined, cls: string): HTMLElement | null {
  const url = cardImageUrl(game, id);
  if (!url) return null;
  const img = h("img", { class: cls, src: url, alt: "", loading: "lazy", "data-testid": cls });
  img.addEventListener("error", () => img.remove());
  return img;
}
