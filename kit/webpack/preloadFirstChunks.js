// The shell's first screen needs its bootstrap chunk and the shared libraries that chunk consumes
// (react-dom, React Router, ...); without help the browser discovers them one step at a time (the
// HTML, then main.js, then the bootstrap chunk and the shared modules it asks the federation runtime
// for, then their own shared imports). This plugin lists them in the page's <head> as
// <link rel="preload" as="script">, so they all download alongside main.js.
//
// A signed-in page needs one more chunk group (`import('./signedInScreens')`: the navigation, the
// remotes' loader, the store that starts the page's first reads). Its files are written to
// SIGNED_IN_CHUNKS_FILE, and the gateway preloads them in the pages of the remotes' routes
// (services/gateway/src/frontends/routePages.ts).
//
// Which chunks: the chunk group of the dynamic import, and for every shared module a chunk of it
// consumes (recursively), the chunks of the shell's own provided copy: with the shell as the only
// provider at that point, that is the copy the runtime loads ('loaded-first'). A signed-in page's list
// also has the shell's copy of every shared module it provides: the page's remote asks for them as its
// code starts (the shared kit above all, which the shell's own screens do not load from its share).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources } = require('webpack');

const NAME = 'PreloadFirstChunks';
const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';
const SIGNED_IN_CHUNKS_FILE = 'signed-in-chunks.json';

function chunksOf(compilation, request, { everyProvided = false } = {}) {
  const { chunkGraph } = compilation;
  const group = compilation.chunkGroups.find((chunkGroup) => chunkGroup.origins.some((origin) => origin.request === request));
  if (!group) return [];
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE) provided.set(module._name, module);
  const chunks = new Set();
  const visitProvider = (provider) => {
    for (const block of provider?.blocks ?? []) chunkGraph.getBlockChunkGroup(block)?.chunks.forEach(visit);
  };
  const visit = (chunk) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === CONSUME) visitProvider(provided.get(module.options.shareKey));
    }
  };
  group.chunks.forEach(visit);
  if (everyProvided) provided.forEach(visitProvider);
  return [...chunks];
}

const scriptFiles = (compilation, chunks) => {
  const publicPath = compilation.outputOptions.publicPath;
  return chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).map((file) => `${publicPath}${file}`);
};

class PreloadFirstChunks {
  /** @param {{ entryRequest: string, signedInRequest?: string }} options the requests of the dynamic imports ('./bootstrap', './signedInScreens') */
  constructor({ entryRequest, signedInRequest }) {
    this.entryRequest = entryRequest;
    this.signedInRequest = signedInRequest;
  }

  apply(compiler) {
    // thisCompilation: not html-webpack-plugin's child compilations, which would write the list again.
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = scriptFiles(compilation, chunksOf(compilation, this.entryRequest));
        data.headTags.push(...files.map((href) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href })));
        return data;
      });
      if (!this.signedInRequest) return;
      // After the chunk files are named (hashed), before the compression plugins run.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const first = new Set(chunksOf(compilation, this.entryRequest));
        const signedIn = chunksOf(compilation, this.signedInRequest, { everyProvided: true }).filter((chunk) => !first.has(chunk));
        compilation.emitAsset(SIGNED_IN_CHUNKS_FILE, new sources.RawSource(JSON.stringify(scriptFiles(compilation, signedIn))));
      });
    });
  }
}

module.exports = { PreloadFirstChunks, SIGNED_IN_CHUNKS_FILE };
