// Firefox for the engines suite (tests/e2e/engines/): Debian's firefox-esr driven by
// puppeteer-core over WebDriver BiDi (no geckodriver needed), steered from Python.
// One JSON command a line on stdin, one JSON answer a line on stdout:
//   {"id": 1, "op": "newPage", "args": {...}}  ->  {"id": 1, "value": ...} or {"id": 1, "error": "..."}
// Each page records what went wrong on it (uncaught errors, console errors, requests that
// leave 127.0.0.1); the "problems" command hands them over and forgets them.
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const [executablePath, prefsJson] = process.argv.slice(2);
const browser = await puppeteer.launch({
  browser: "firefox",
  protocol: "webDriverBiDi",
  executablePath,
  headless: true,
  extraPrefsFirefox: JSON.parse(prefsJson || "{}"),
  protocolTimeout: 180_000,
});

/** @type {Map<number, {page: import("puppeteer-core").Page, problems: string[]}>} */
const pages = new Map();
let next = 1;

const ops = {
  async newPage({ width = 1280, height = 900 } = {}) {
    // A browser context each: no storage or cache shared with another page or test.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width, height });
    const problems = [];
    page.on("pageerror", (error) => problems.push(`uncaught error: ${error.message ?? error}`));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()}`);
    });
    page.on("request", (request) => {
      const url = request.url();
      if (/^(https?|wss?):/.test(url) && new URL(url).hostname !== "127.0.0.1") {
        problems.push(`request left 127.0.0.1: ${url}`);
      }
    });
    const id = next++;
    pages.set(id, { page, problems });
    return id;
  },
  async goto({ page, url }) {
    await pages.get(page).page.goto(url, { waitUntil: "load", timeout: 120_000 });
  },
  async reload({ page }) {
    await pages.get(page).page.reload({ waitUntil: "load", timeout: 120_000 });
  },
  async evaluate({ page, expression }) {
    return await pages.get(page).page.evaluate(expression);
  },
  async click({ page, x, y }) {
    await pages.get(page).page.mouse.click(x, y);
  },
  async press({ page, key }) {
    await pages.get(page).page.keyboard.press(key);
  },
  async type({ page, text }) {
    await pages.get(page).page.keyboard.type(text);
  },
  async problems({ page }) {
    const { problems } = pages.get(page);
    return problems.splice(0, problems.length);
  },
  async close({ page }) {
    await pages.get(page).page.browserContext().close();
    pages.delete(page);
  },
  async version() {
    return await browser.version();
  },
};

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const { id, op, args } = JSON.parse(line);
  try {
    const value = await ops[op](args);
    process.stdout.write(JSON.stringify({ id, value: value ?? null }) + "\n");
  } catch (error) {
    process.stdout.write(JSON.stringify({ id, error: String(error?.message ?? error) }) + "\n");
  }
}
await browser.close();
