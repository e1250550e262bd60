// The pseudo-language walk's scans (tests/e2e/pseudo.py runs them in the page): words of
// our catalogs a reader sees or hears in plain English, and text cut off.

/** Each visible text, and each label a screen reader says, holding a word of `vocabulary`
 * in plain ASCII (none of `allowed`, the names), with where it is; with `pictures`, the same of
 * the pictures drawn into the boards by the build, shown or not. */
function scan([vocabulary, allowed, pictures]) {
  const known = new Set(vocabulary), names = new Set(allowed);
  const found = [];
  const where = (element) => {
    const parts = [];
    for (let e = element; e && e.nodeType === 1 && parts.length < 4; ) {
      parts.unshift(e.localName + (e.id ? `#${e.id}` : "") + (e.classList?.length ? `.${[...e.classList].join(".")}` : ""));
      const up = e.parentElement ?? e.getRootNode()?.host;
      e = up ?? null;
    }
    return parts.join(" > ");
  };
  const english = (text) => {
    const plain = [];
    // A link's parts ("#game=hex") are the same in every language.
    const words = text.replace(/[#&?]?[\w-]+=[^\s,;)]*/g, " ");
    for (const word of words.match(/[\p{L}\p{M}'’-]+/gu) ?? []) {
      if (names.has(word)) continue;
      for (const part of word.split(/['’-]/)) {
        if (/^[A-Za-z]{3,}$/.test(part) && known.has(part.toLowerCase())) plain.push(part);
      }
    }
    return plain;
  };
  const shown = (element) => {
    // Drawn at all, as the flat tree lays it out: an element slotted into a slot that is not
    // shown (a board's picture once its canvas is painted) is neither seen nor heard. An
    // option is as shown as its list; a picture's <title>, as its picture.
    const box = element.closest("option, optgroup")?.closest("select") ?? (element.closest("svg title") ? element.closest("svg") : element);
    if (box.checkVisibility && !box.checkVisibility({ visibilityProperty: true })) return false;
    for (let e = element; e; e = e.parentElement ?? e.getRootNode()?.host) {
      if (e.hidden || e.getAttribute?.("aria-hidden") === "true") return false;
      const style = getComputedStyle(e);
      if (style.display === "none" || style.visibility === "hidden") return false;
      if (e.localName === "dialog" && !e.open) return false;
      if (e.localName === "details" && !e.open && e !== element && !element.closest?.("summary")) return false;
    }
    return true;
  };
  const note = (element, what, text) => {
    const plain = english(text);
    if (plain.length) found.push({ where: where(element), what, text: text.trim().slice(0, 160), plain: plain.join(" ") });
  };
  const visit = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === 3) {
        const parent = node.parentElement;
        if (!parent || ["script", "style", "noscript"].includes(parent.localName)) continue;
        if (parent.closest("textarea, [contenteditable]")) continue; // what a person wrote
        // A rules page's prose is its language's rules.<lang>.md (en-XA has none); its boards
        // and the page around them are checked.
        if (parent.closest("main.rules") && !parent.closest("py-games-board")) continue;
        if (node.textContent.trim() && shown(parent)) note(parent, "text", node.textContent);
        continue;
      }
      if (node.nodeType !== 1) continue;
      const element = node;
      if (element.shadowRoot) visit(element.shadowRoot);
      if (!shown(element) && element.localName !== "title") continue;
      for (const name of ["aria-label", "title", "alt", "placeholder", "aria-roledescription", "aria-valuetext"]) {
        const value = element.getAttribute(name);
        if (value) note(element, name, value);
      }
      if (element.localName === "title" && element.closest("head")) note(element, "title", element.textContent);
    }
  };
  if (pictures) {
    // The pictures the build drew into the boards (what a reader hears with no script, and
    // before Python is up), whether or not a board's canvas covers them by now.
    for (const svg of document.querySelectorAll("py-games-board > svg")) {
      const label = svg.getAttribute("aria-label");
      if (label) note(svg, "aria-label", label);
      const title = svg.querySelector(":scope > title");
      if (title?.textContent) note(title, "text", title.textContent);
    }
    return found;
  }
  visit(document);
  return found;
}

/** Text cut off where overflow is hidden, and what makes the page scroll sideways. */
function cut() {
  const found = [];
  const root = document.documentElement;
  const name = (e) => e.localName + (e.id ? `#${e.id}` : "") + (e.classList?.length ? `.${[...e.classList].join(".")}` : "");
  if (root.scrollWidth > root.clientWidth + 1) {
    // The innermost elements that reach past the page's right edge: what makes it scroll.
    const past = [...document.body.querySelectorAll("*")].filter((e) => e.getBoundingClientRect().right > root.clientWidth + 1);
    const innermost = past.filter((e) => !past.some((other) => other !== e && e.contains(other)));
    const right = (e) => e.getBoundingClientRect().right;
    for (const e of innermost.sort((a, b) => right(b) - right(a)).slice(0, 5)) {
      found.push({ where: `page (scrolls sideways to ${root.scrollWidth} px) at ${name(e)}`, text: (e.textContent ?? "").trim().slice(0, 80) });
    }
  }
  const visit = (scope) => {
    for (const element of scope.querySelectorAll("*")) {
      if (element.shadowRoot) visit(element.shadowRoot);
      const text = [...element.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("").trim();
      if (!text || !element.getClientRects().length) continue;
      const style = getComputedStyle(element);
      if (element.clientWidth <= 1 || style.clipPath !== "none" || style.clip !== "auto") continue; // for screen readers only
      const clips = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        found.push({ where: element.localName + (element.id ? `#${element.id}` : ""), text: text.slice(0, 80) });
      }
    }
  };
  visit(document);
  return found;
}
