// Writing the page without costing a step's frame: an element's property set only when it
// changes (setting even the same `hidden` restyles the element, and the board's frame reads
// the page's styles), and work put after the frame being drawn.

/**
 * Set `element[property]` to `value` only if that changes it.
 * @param {HTMLElement} element @param {"hidden" | "disabled"} property @param {boolean} value
 */
export function setIfChanged(element, property, value) {
  const el = /** @type {HTMLButtonElement} */ (element);
  if (el[property] !== value) el[property] = value;
}

/**
 * Run `fn` once the next frame is painted: a task queued from an animation frame runs after
 * that frame. A hidden page paints nothing: at once there.
 * @param {() => void} fn
 */
export function afterPaint(fn) {
  if (document.hidden) return void fn();
  const channel = new MessageChannel();
  channel.port1.onmessage = () => fn();
  requestAnimationFrame(() => channel.port2.postMessage(0));
}
