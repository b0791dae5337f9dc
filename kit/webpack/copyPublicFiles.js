// Copies an app's public/ folder into its build as it is (the shell's service worker, web app manifest
// and icons: files that must keep their names and sit at the site's root, so they are not bundled).
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const NAME = 'CopyPublicFiles';

function filesUnder(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

class CopyPublicFiles {
  /** @param {{ from: string }} options */
  constructor({ from }) {
    this.from = from;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.from)) return;
        for (const file of filesUnder(this.from)) {
          const full = path.join(this.from, file);
          compilation.fileDependencies.add(full);
          compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(full)));
        }
      });
    });
  }
}

module.exports = { CopyPublicFiles };
