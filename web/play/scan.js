import { setWords, t } from "../i18n.js";
// Reading the other device's QR code with this device's camera, where the browser has a
// barcode reader (BarcodeDetector: Chrome on Android and macOS, not every browser). Optional:
// where there is none the button stays hidden, and the code is pasted as text, which works
// everywhere (a phone's camera app reads a QR code as text to copy).

/**
 * @typedef {{detect: (source: HTMLVideoElement) => Promise<{rawValue: string}[]>}} Detector
 * @typedef {new (options: {formats: string[]}) => Detector} DetectorClass
 */

const EVERY_MS = 250; // how often a frame is read

/** The browser's barcode reader, or null. */
const reader = () => /** @type {{BarcodeDetector?: DetectorClass}} */ (/** @type {unknown} */ (window)).BarcodeDetector ?? null;

/** @type {MediaStream | null} */
let stream = null;

/**
 * Show `button` where the browser can read QR codes: a press films with `video` until a QR
 * code is read (its text goes to `found`) or it is pressed again. `say` tells what happens.
 * @param {HTMLButtonElement} button @param {HTMLVideoElement} video
 * @param {(text: string) => unknown} found @param {(text: string) => void} say
 */
export function bindScan(button, video, found, say) {
  const Reader = reader();
  button.hidden = !Reader || !navigator.mediaDevices?.getUserMedia;
  if (!Reader) return;
  button.addEventListener("click", async () => {
    if (stream) {
      stopScan(video);
      return;
    }
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
    } catch (error) {
      say(t("The camera could not be used ({error}); paste the code instead.", { error: /** @type {Error} */ (error).message }));
      return;
    }
    const detector = new Reader({ formats: ["qr_code"] });
    video.srcObject = stream;
    video.hidden = false;
    setWords(button, "Stop the camera");
    say(t("Hold the other device's QR code in front of the camera."));
    try {
      await video.play();
      while (stream) {
        const [code] = await detector.detect(video);
        if (code) {
          stopScan(video);
          await found(code.rawValue);
          return;
        }
        await new Promise((done) => setTimeout(done, EVERY_MS));
      }
    } catch (error) {
      stopScan(video);
      say(t("The QR code could not be read ({error}); paste the code instead.", { error: /** @type {Error} */ (error).message }));
    }
  });
}

/** Stop filming (a code read, the button pressed again, the dialog closed).
 * @param {HTMLVideoElement} video */
export function stopScan(video) {
  for (const track of stream?.getTracks() ?? []) track.stop();
  stream = null;
  video.srcObject = null;
  video.hidden = true;
  const button = document.getElementById("live-scan");
  if (button) setWords(button, "Scan the QR code");
}
