import { tIn } from "../i18n.js";
// The coach's words and buttons under a coached board (coach.js): the task's goal, which stays
// while the learner tries, and under it a line that says Python's words about the try (what
// to do next, why it is right or wrong, a hint), both told to a screen reader as they change;
// and real buttons: Try again (Start again once solved), and for a puzzle Hint and Show
// solution. `controls="off"` hides the buttons, never the words.

const STYLE = `
.coach { margin: .4em .3em 0; font: 1em/1.4 system-ui, sans-serif; color: var(--board-text); }
.coach[hidden], .coach [hidden] { display: none; }
.coach .goal, .coach .said { margin: 0; text-align: center; }
.coach .said { margin-top: .3em; }
.coach .goal:empty, .coach .said:empty { display: none; }
.coach[data-phase="right"] .said, .coach[data-phase="shown"] .said { font-weight: 600; }
.coach[data-phase="wrong"] .said { color: var(--board-warn); }
.coach .buttons { display: flex; justify-content: center; flex-wrap: wrap; gap: .4em; margin-top: .3em; }
.coach button { font: .95em system-ui, sans-serif; min-height: 2.2em; padding: 0 .8em;
                color: var(--board-text); background: var(--board-button);
                border: 1px solid #8a8170; border-radius: 6px; }
.coach button:focus-visible { outline: 3px solid var(--board-accent); outline-offset: 1px; }
@media print { .coach .buttons { display: none; } }
`;

const SKELETON = `<style>${STYLE}</style>
  <div class="coach" part="coach" hidden>
    <p class="goal" role="status"></p>
    <p class="said" role="status"></p>
    <div class="buttons">
      <button type="button" data-coach="retry">Try again</button>
      <button type="button" data-coach="hint" hidden>Hint</button>
      <button type="button" data-coach="solution" hidden>Show solution</button>
    </div>
  </div>`;

/**
 * Add the coach's line and buttons to a board's shadow root, before its message line (what its
 * buttons do is coach.js's: each says which in its data-coach).
 * @param {ShadowRoot} root
 */
export function coachSkeleton(root) {
  const template = document.createElement("template");
  template.innerHTML = SKELETON;
  const message = root.querySelector(".message");
  root.insertBefore(template.content, message);
  const box = /** @type {HTMLElement} */ (root.querySelector(".coach"));
  const goal = /** @type {HTMLElement} */ (box.querySelector(".goal"));
  const said = /** @type {HTMLElement} */ (box.querySelector(".said"));
  /** @param {string} name */
  const button = (name) => /** @type {HTMLButtonElement} */ (box.querySelector(`[data-coach="${name}"]`));
  const retry = button("retry"), hint = button("hint"), solution = button("solution");
  return {
    box,
    /** The task's goal, shown until another task. @param {string} text */
    goal(text) { if (goal.textContent !== text) goal.textContent = text; },
    /** Words about the try, under the goal ("" for none). @param {string} text */
    say(text) { if (said.textContent !== text) said.textContent = text; },
    hide() { box.hidden = true; },
    /** @param {string} phase @param {"lesson" | "puzzle"} kind @param {string | null} controls
     * @param {string} lang  the board's */
    show(phase, kind, controls, lang) {
      box.hidden = phase === "idle";
      box.dataset.phase = phase;
      const off = controls !== null && /^\s*(off|none)\s*$/i.test(controls);
      const over = phase === "right" || phase === "shown";
      /** @type {[HTMLButtonElement, boolean][]} */
      const shown = [[retry, phase !== "loading" && phase !== "error"],
        [hint, kind === "puzzle" && phase === "play"],
        [solution, kind === "puzzle" && (phase === "play" || phase === "wrong")]];
      for (const [element, visible] of shown) element.hidden = off || !visible;
      retry.textContent = over || phase === "play" || phase === "busy" ? tIn(lang, "Start again") : tIn(lang, "Try again");
      hint.textContent = tIn(lang, "Hint");
      solution.textContent = tIn(lang, "Show solution");
      retry.disabled = phase === "busy";
    },
  };
}
