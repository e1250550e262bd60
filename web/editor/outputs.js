import { t } from "../i18n.js";
// What an author takes away: the element's HTML (with its SVG), the player's link, the
// position text, and the picture as an SVG or a PNG file.

/** `button` copies what `text` gives (nothing when the position is impossible), saying so in
 * `said` (with what was copied as its `data-copied`, or the words to copy by hand).
 * @param {HTMLElement} button @param {HTMLElement} said @param {string} what
 * @param {() => string | null | undefined | Promise<string | null | undefined>} text */
export function copyButton(button, said, what, text) {
  button.addEventListener("click", async () => {
    const value = await text();
    if (!value) {
      delete said.dataset.copied;
      said.textContent = t("Nothing to copy: the position is impossible.");
      return;
    }
    said.dataset.copied = value;
    said.textContent = (await copy(value)) ? copiedWords(what) : copyWords(what, value);
  });
}

/** Put `text` on the clipboard; where the page may not (no permission, an old browser),
 * false, and the page shows it to copy by hand. @param {string} text */
async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Offer `blob` as a file named `name`. @param {Blob} blob @param {string} name */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The SVG drawn into a canvas `scale` times its size, as a PNG.
 * @param {string} svg @param {number} [scale] @returns {Promise<Blob>} */
export function png(svg, scale = 2) {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(image.width * scale);
      canvas.height = Math.round(image.height * scale);
      const context = canvas.getContext("2d");
      if (!context) return reject(new Error("no canvas"));
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png");
    };
    image.onerror = () => reject(new Error(t("the picture could not be drawn")));
    image.src = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  });
}

/** What was copied. @param {string} what */
function copiedWords(what) {
  if (what === "html") return t("Copied the HTML.");
  return what === "link" ? t("Copied the link.") : t("Copied the position.");
}

/** What to copy by hand (the page could not). @param {string} what @param {string} value */
function copyWords(what, value) {
  if (what === "html") return t("Copy this HTML: {value}", { value });
  return what === "link" ? t("Copy this link: {value}", { value }) : t("Copy this position: {value}", { value });
}
