// Which colour scheme a board is drawn in. Its `theme` attribute says (`light`, `dark`); by
// default (`auto`) the board follows the page it stands on, never only the reader's system: a
// light article read with the system in dark mode keeps light boards. The page's own
// `color-scheme` where the board stands decides when it names one scheme; a page that offers
// both (`light dark`, as this site's pages do) gets the reader's preference; a page that
// declares none gets the scheme of what is painted behind the board (light on white). Whatever
// the scheme, the board paints its own background behind all its words (style.js).

/** @typedef {import("../render/seats.js").Theme} Theme */

const darkSystem = globalThis.matchMedia?.("(prefers-color-scheme: dark)");

/**
 * The scheme `element` is drawn in now.
 * @param {HTMLElement} element
 * @returns {Theme}
 */
export function schemeOf(element) {
  const asked = element.getAttribute("theme");
  if (asked === "light" || asked === "dark") return asked;
  const around = element.parentElement ?? document.documentElement;
  const declared = getComputedStyle(around).colorScheme.split(/\s+/).filter((word) => word === "light" || word === "dark");
  if (declared.length === 1) return /** @type {Theme} */ (declared[0]);
  if (declared.length > 1) return darkSystem?.matches ? "dark" : "light";
  return behind(around);
}

/**
 * The scheme of the first background painted behind `element` (white when none is).
 * @param {Element | null} element
 * @returns {Theme}
 */
function behind(element) {
  for (let at = element; at; at = at.parentElement) {
    const rgba = getComputedStyle(at).backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
    const [r, g, b, alpha = 1] = rgba;
    if (rgba.length < 3 || alpha < 0.5) continue;
    // Relative luminance (WCAG): dark below the middle grey that text contrast turns on.
    /** @param {number} c */
    const linear = (c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) < 0.18 ? "dark" : "light";
  }
  return "light";
}

/**
 * Draw `element` in the scheme it should be in now: `state.scheme` (the seats' colours and
 * names) and its `data-scheme` (its stylesheet's colours). Whether anything changed.
 * @param {HTMLElement} element @param {{scheme: Theme}} state
 */
export function applyScheme(element, state) {
  const scheme = schemeOf(element);
  if (state.scheme === scheme && element.dataset.scheme === scheme) return false;
  state.scheme = scheme;
  element.dataset.scheme = scheme;
  return true;
}
