// The practice panel's collections, drawn from Python's `practice` answer: each opens as a list
// of puzzles, and has a link to share it (the link carries the puzzle ids and the name:
// practice/modes.js). A puzzle is added to a collection by its name: a name the player has not
// used makes a new one. Each collection can be edited where it is listed: the puzzle shown taken
// out of it, renamed, or deleted after a confirmation (its puzzles stay on the site; only the
// list goes). Every change is an event in the journal (`uncollect`, `name_collection`,
// `delete_collection`: py_games/practice/events.py); what the collections are is Python's.
//
// Keyboard and screen readers: every control is a button or a labelled field; a form opened
// in a row takes the focus (Esc closes it), and the focus goes back to the row's button after.

import { t } from "../i18n.js";
import { append, eventId } from "./journal.js";
import { linkTo, modeLink, shipped } from "./modes.js";

/**
 * @typedef {import("../contract.js").PracticeAnswer} PracticeAnswer
 * @typedef {import("../contract.js").CollectionInfo} CollectionInfo
 * @typedef {(words: string) => void} Say  says what went wrong, if anything
 */

/** @param {string} tag @param {object} [props] @param {(Node | string)[]} [children] */
function el(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** A button of a row, its words for screen readers naming the collection.
 * @param {string} text @param {string} label @param {() => void} click */
function button(text, label, click) {
  const node = el("button", { type: "button", textContent: text });
  node.setAttribute("aria-label", label);
  node.addEventListener("click", click);
  return node;
}

/**
 * Draw the collections into `box`.
 * @param {HTMLElement} box @param {PracticeAnswer} answer
 * @param {{puzzle: string | null}} shown  the puzzle on the board
 * @param {() => void} changed  called after the journal was added to here
 * @param {Say} said
 */
export function drawCollections(box, answer, shown, changed, said) {
  const list = el("ul");
  for (const collection of answer.collections) list.append(row(collection, answer, shown, changed, said));
  const form = el("form", { className: "collect" });
  const names = el("datalist", { id: "collection-names" },
    answer.collections.filter((c) => c.name).map((c) => new Option(/** @type {string} */ (c.name))));
  const input = el("input", { id: "collection-name", required: true, maxLength: 100 });
  input.setAttribute("list", names.id);
  const label = el("label", { htmlFor: input.id, textContent: t("Add this puzzle to the collection") });
  const add = el("button", { type: "submit", textContent: t("Add"), disabled: !shown.puzzle });
  form.append(label, " ", input, names, " ", add);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = /** @type {HTMLInputElement} */ (input).value.trim();
    if (!name || !shown.puzzle) return;
    said(collect(answer, name, [shown.puzzle]));
    changed();
  });
  box.replaceChildren(el("h3", { textContent: t("Collections") }), ...(answer.collections.length ? [list] : []), form);
}

/** A collection's row: its link, its link to share, and its buttons.
 * @param {CollectionInfo} collection @param {PracticeAnswer} answer @param {{puzzle: string | null}} shown
 * @param {() => void} changed @param {Say} said */
function row(collection, answer, shown, changed, said) {
  const name = collection.name ?? t("(no name yet)");
  const first = collection.puzzles.map((id) => linkTo({ game: "", number: null, mode: "collection", collection: collection.id }, id, answer.made)).find(Boolean);
  const shared = collection.puzzles.map(shipped).find(Boolean);
  const item = el("li");
  const open = el("a", { textContent: `${name} (${collection.puzzles.length})`, href: first ?? "#" });
  const share = el("a", {
    className: "share", textContent: t("link to share"),
    href: modeLink({ game: shared?.game ?? "", number: shared?.number ?? null, mode: "list", name, puzzles: collection.puzzles }),
  });
  share.setAttribute("aria-label", t("A link to share “{name}”", { name }));
  /** Keep an event, then draw again (or say why it was not kept). @param {string} kind @param {object} fields */
  const keep = (kind, fields) => {
    const kept = append(kind, { collection: collection.id, ...fields });
    if (!kept.ok) return said(kept.reason);
    changed();
  };
  const buttons = el("span", { className: "edit" });
  const puzzle = shown.puzzle;
  if (puzzle && collection.puzzles.includes(puzzle)) {
    buttons.append(button(t("Remove this puzzle"), t("Remove this puzzle from “{name}”", { name }), () => keep("uncollect", { puzzle })));
  }
  const rename = button(t("Rename"), t("Rename “{name}”", { name }), () => {
    const input = el("input", { id: `rename-${collection.id}`, required: true, maxLength: 100, value: collection.name ?? "" });
    const label = el("label", { htmlFor: input.id, textContent: t("New name for “{name}”", { name }) });
    const form = el("form", { className: "rename" }, [label, " ", input, " ", el("button", { type: "submit", textContent: t("Save") })]);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const named = /** @type {HTMLInputElement} */ (input).value.trim();
      if (named && named !== collection.name) keep("name_collection", { name: named });
      else back(form, rename);
    });
    ask(form, rename);
    /** @type {HTMLInputElement} */ (input).select();
  });
  const remove = button(t("Delete"), t("Delete “{name}”", { name }), () => {
    const confirm = el("p", { className: "confirm" }, [
      el("span", { id: `delete-${collection.id}`, textContent: t("Delete the collection “{name}”? Its puzzles stay; only the list goes.", { name }) }), " ",
      button(t("Delete"), t("Delete “{name}”", { name }), () => keep("delete_collection", {})),
    ]);
    confirm.setAttribute("role", "group");
    confirm.setAttribute("aria-labelledby", `delete-${collection.id}`);
    ask(confirm, remove);
  });
  buttons.append(rename, remove);
  item.append(open, " ", share, " ", buttons);
  return item;
}

/** Show `part` (a form or a confirmation) after the row's buttons, with a Cancel, the focus in
 * it; Esc or Cancel closes it and gives the focus back to `from`.
 * @param {HTMLElement} part @param {HTMLElement} from */
function ask(part, from) {
  const row = /** @type {HTMLElement} */ (from.closest("li"));
  row.querySelector(".rename, .confirm")?.remove();
  part.append(" ", button(t("Cancel"), t("Cancel"), () => back(part, from)));
  part.addEventListener("keydown", (event) => {
    if (/** @type {KeyboardEvent} */ (event).key === "Escape") back(part, from);
  });
  row.append(part);
  // Into the field to fill; on a confirmation, on Cancel: Enter twice deletes nothing.
  /** @type {HTMLElement} */ (part.querySelector("input") ?? part.lastElementChild).focus();
}

/** Close `part`, the focus back on `from`. @param {HTMLElement} part @param {HTMLElement} from */
function back(part, from) {
  part.remove();
  from.focus();
}

/**
 * Put `puzzles` in the collection named `name` (made when the player has none of that name).
 * @param {PracticeAnswer} answer @param {string} name @param {string[]} puzzles
 * @returns {string} what went wrong ("" when kept)
 */
export function collect(answer, name, puzzles) {
  const known = answer.collections.find((c) => c.name === name);
  const collection = known?.id ?? eventId(Date.now());
  if (!known) {
    const named = append("name_collection", { collection, name });
    if (!named.ok) return named.reason;
  }
  for (const puzzle of puzzles) {
    if (known?.puzzles.includes(puzzle)) continue;
    const kept = append("collect", { collection, puzzle });
    if (!kept.ok) return kept.reason;
  }
  return "";
}
