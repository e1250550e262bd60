// The Custom Elements Manifest of <py-games-board> (`npm run docs:element`): what
// @custom-elements-manifest/analyzer reads, and where it writes web/custom-elements.json.
export default {
  globs: ["web/board/element.js"],
  outdir: "web",
  packagejson: false, // the manifest's path is not written into package.json at every run
};
