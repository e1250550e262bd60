import { t } from "../i18n.js";
// The editor's controls, drawn from Python's answers: the games and their options (the
// catalog, with each value's words), the palette of piece kinds (each drawn by Python), and
// the position's fields (who is to move, which part of the turn, …).

/** @typedef {import("../contract.js").GameEntry} GameEntry
 * @typedef {import("../contract.js").KindInfo} KindInfo
 * @typedef {import("../contract.js").FieldInfo} FieldInfo
 * @typedef {import("../contract.js").PlaceInfo} PlaceInfo */

/** The colours marks and arrows may have, Python's (the first is a mark's default), each
 * called as the catalog's language says.
 * @param {HTMLSelectElement} select @param {import("../contract.js").CatalogAnswer} catalog */
export function fillColours(select, catalog) {
  const chosen = select.value;
  select.replaceChildren(...(catalog.colours ?? []).map((name, i) => new Option(catalog.colour_labels?.[i] ?? name, name)));
  if (chosen) select.value = chosen;
}

/** @param {HTMLSelectElement} select @param {GameEntry[]} games @param {string} chosen */
export function fillGames(select, games, chosen) {
  select.replaceChildren(...games.map((g) => new Option(g.title, g.id, false, g.id === chosen)));
}

/** The options of `game` as form controls, set to `values`; `onChange` gets every value.
 * @param {HTMLElement} box @param {GameEntry} game @param {{[name: string]: unknown}} values
 * @param {(values: {[name: string]: string | number | boolean}) => void} onChange */
export function fillOptions(box, game, values, onChange) {
  /** @type {(() => [string, string | number | boolean])[]} */
  const readers = [];
  box.replaceChildren(...game.options.map((option) => {
    const label = document.createElement("label");
    label.append(option.label, " ");
    const current = values[option.name] ?? option.default;
    /** @type {HTMLSelectElement | HTMLInputElement} */
    let input;
    if (option.kind === "bool") {
      input = Object.assign(document.createElement("input"), { type: "checkbox", checked: current === true || current === "true" });
      readers.push(() => [option.name, /** @type {HTMLInputElement} */ (input).checked]);
    } else {
      const select = document.createElement("select");
      const values = option.kind === "int"
        ? Array.from({ length: (option.max ?? 0) - (option.min ?? 0) + 1 }, (_, i) => String((option.min ?? 0) + i))
        : option.choices ?? [];
      const words = option.kind === "int" ? option.names ?? values : option.labels ?? values;
      select.append(...values.map((v, i) => new Option(words[i] ?? v, v, false, String(current) === v)));
      input = select;
      readers.push(() => [option.name, option.kind === "int" ? Number(select.value) : select.value]);
    }
    input.name = option.name;
    input.addEventListener("change", () => onChange(Object.fromEntries(readers.map((read) => read()))));
    label.append(input);
    return label;
  }));
}

/** The palette: a button per kind (its picture and its words) and an eraser; `chosen` pressed.
 * @param {HTMLElement} box @param {KindInfo[]} kinds @param {string | null} chosen
 * @param {(kind: string) => void} onChoose */
export function fillPalette(box, kinds, chosen, onChoose) {
  const buttons = [...kinds.map((k) => [k.id, k.label, k.svg ?? ""]), ["", t("eraser (remove a piece)"), ""]];
  box.replaceChildren(...buttons.map(([id, label, svg]) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.kind = id;
    button.setAttribute("aria-pressed", String(id === chosen));
    button.innerHTML = svg;
    button.querySelector("svg")?.setAttribute("aria-hidden", "true");
    button.append(id ? label : t("Eraser"));
    if (!id) button.setAttribute("aria-label", label);
    button.addEventListener("click", () => onChoose(id));
    return button;
  }));
}

/** Press the palette's button for `chosen` (null: none, another tool is in hand).
 * @param {HTMLElement} box @param {string | null} chosen */
export function pressKind(box, chosen) {
  for (const button of box.querySelectorAll("button")) button.setAttribute("aria-pressed", String(button.dataset.kind === chosen));
}

/** What the fields' selects were made for, per box: made again only when it changes. */
const made = new WeakMap();

/** The position's fields as selects, set to `values`; a place field offers every place. The
 * selects are made again only for other fields or places (a new game, a table's places): a
 * click on a full 19×19 board would otherwise rebuild 361 options before its frame.
 * @param {HTMLElement} box @param {FieldInfo[]} fields @param {{[name: string]: string}} values
 * @param {PlaceInfo[]} places @param {(name: string, value: string) => void} onChange */
export function fillFields(box, fields, values, places, onChange) {
  const key = JSON.stringify([fields, fields.some((field) => field.place) ? places.map((p) => p.name) : []]);
  if (made.get(box) !== key) {
    made.set(box, key);
    box.replaceChildren(...fields.map((field) => {
      const label = document.createElement("label");
      const select = document.createElement("select");
      select.name = field.name;
      select.append(...field.choices.map((c, i) => new Option(field.labels[i] ?? c, c)));
      if (field.place) select.append(...places.map((p) => new Option(p.name, p.name)));
      label.append(field.label, " ", select);
      return label;
    }));
  }
  const selects = box.querySelectorAll("select"); // one per field, in order
  fields.forEach((field, i) => {
    const select = selects[i];
    select.value = values[field.name] ?? field.default;
    select.onchange = () => onChange(field.name, select.value);
  });
}
