// The shell's first screen needs its bootstrap chunk and the shared libraries that chunk consumes
// (react-dom, React Router, ...); without help the browser discovers them one step at a time (the
// HTML, then main.js, then the bootstrap chunk and the shared modules it asks the federation runtime
// for, then their own shared imports). This plugin lists them in the page's <head> as
// <link rel="preload" as="script">, so they all download alongside main.js.
//
// Which chunks: the chunk group of the entry's `import('./bootstrap')`, and for every shared module a
// chunk of it consumes (recursively), the chunks of the shell's own provided copy: with the shell as
// the only provider at that point, that is the copy the runtime loads ('loaded-first').
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadFirstChunks';
const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

function firstChunks(compilation, entryRequest) {
  const { chunkGraph } = compilation;
  const bootstrap = compilation.chunkGroups.find((group) => group.origins.some((origin) => origin.request === entryRequest));
  if (!bootstrap) return [];
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE) provided.set(module._name, module);
  const chunks = new Set();
  const visit = (chunk) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME) continue;
      const provider = provided.get(module.options.shareKey);
      for (const block of provider?.blocks ?? []) chunkGraph.getBlockChunkGroup(block)?.chunks.forEach(visit);
    }
  };
  bootstrap.chunks.forEach(visit);
  return [...chunks];
}

class PreloadFirstChunks {
  /** @param {{ entryRequest: string }} options the request of the entry's dynamic import ('./bootstrap') */
  constructor({ entryRequest }) {
    this.entryRequest = entryRequest;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = firstChunks(compilation, this.entryRequest).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        const links = files.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadFirstChunks };
