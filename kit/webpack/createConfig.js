// One webpack configuration factory for every Reality Draft frontend.
//
//   shell:   createConfig({ appDir: __dirname, name: 'shell', host: true })
//   remotes: createConfig({ appDir: __dirname, name: 'mf_admin', exposes: { './AdminDashboard': ... } })
//
// The shell is the Module Federation host with no static remotes (it reads /mf-registry.json at run
// time); each remote emits remoteEntry.js and mf-manifest.json with publicPath 'auto', so it can be
// served from any folder (the gateway uses /mf/<name>/).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const BRAND = require('../src/ui/brand.json');

/**
 * What experiments.provideExternalRuntime adds to the host, as the plugin's ES module build: its
 * CommonJS build (the one that option adds) brings a second copy of the runtime core into main.js.
 */
const PROVIDE_RUNTIME_CORE = path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js');
const { createShared } = require('./shared');
const { scriptRule, styleRule, stylesheetRule } = require('./rules');
const { createMinimizer } = require('./minimizer');
const { createCompression } = require('./compression');
const { PreloadFirstChunks } = require('./preloadFirstChunks');
const { CopyPublicFiles } = require('./copyPublicFiles');
const { SPLIT_CHUNKS } = require('./chunkMerging');
const { EVENTS_SOURCE_ALIAS, SIDE_EFFECT_FREE_RULES } = require('./sideEffectFree');

/** Where the scripts the gateway inlines in its pages are built, inside the app's dist folder. */
const INLINE_SCRIPTS_DIR = 'inline';
const RESOLVE = { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: EVENTS_SOURCE_ALIAS };

/**
 * @param {{ appDir: string, name: string, host?: boolean, exposes?: Record<string, string>, title?: string, inlineScripts?: Record<string, string> }} app
 *   inlineScripts: name -> entry of standalone scripts (no federation runtime, no chunks) written to
 *   dist/inline/<name>.js, for the gateway to inline in the pages it composes.
 */
function createConfig(app) {
  const { appDir, name, host = false, exposes = {}, title = BRAND.name, inlineScripts } = app;
  const scope = host ? undefined : name;

  return (_env, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) !== 'development';
    const main = mainConfig();
    return inlineScripts ? [main, inlineScriptsConfig({ appDir, name, entry: inlineScripts, production })] : main;

    function mainConfig() {
      return {
        mode: production ? 'production' : 'development',
        context: appDir,
        entry: { main: './src/index.ts' },
        devtool: production ? false : 'eval-cheap-module-source-map',
        output: {
          path: path.join(appDir, 'dist'),
          publicPath: host ? '/' : 'auto',
          // Entry chunks carry no [contenthash]: with webpack 5.111 the federation runtime module cannot
          // resolve it (module-federation/core#5077). The shell's HTML adds ?<hash> for cache busting.
          filename: '[name].js',
          chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
          uniqueName: name,
          // The inline scripts' build writes into dist/inline/ beside this one.
          clean: inlineScripts ? { keep: (file) => file.startsWith(`${INLINE_SCRIPTS_DIR}/`) } : true,
        },
        resolve: RESOLVE,
        module: { rules: [scriptRule({ production }), host ? stylesheetRule({ appDir }) : styleRule({ appDir, scope }), ...SIDE_EFFECT_FREE_RULES] },
        ...(host ? { experiments: { css: true } } : {}),
        plugins: [
          // __MF_BUILD_VERSION__: the build's version as Module Federation writes it in mf-manifest.json
          // (MF_BUILD_VERSION, else the package's version), so a redeployed build can be told apart.
          new webpack.DefinePlugin({ __MF_NAME__: JSON.stringify(name), __MF_BUILD_VERSION__: JSON.stringify(buildVersion(appDir)) }),
          new ModuleFederationPlugin({
            name,
            ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
            shared: createShared(),
            manifest: !host,
            dts: false,
            // The shell loads parts of itself after the remotes are registered (its signed-in screens, the
            // shared kit). Under the default 'version-first', each such shared-module load first fetches
            // and starts every registered remote to compare versions; 'loaded-first' takes the copy
            // already in use and fetches a remote only when one of its screens is opened.
            ...(host ? { shareStrategy: 'loaded-first' } : {}),
            // The shell hands its federation runtime core to the remotes (globalThis._FEDERATION_RUNTIME_CORE),
            // which leave their own ~60 KiB copy out: a remote is only ever loaded by the shell.
            ...(host ? { runtimePlugins: [PROVIDE_RUNTIME_CORE] } : {}),
            // Only the browser runs these bundles: leave out the runtime's Node.js code paths.
            experiments: { optimization: { target: 'web' }, ...(host ? {} : { externalRuntime: true }) },
          }),
          ...(host
            ? [
                new HtmlWebpackPlugin({
                  template: path.join(appDir, 'src', 'index.html'),
                  title,
                  brand: BRAND,
                  scriptLoading: 'defer',
                  hash: true,
                }),
                // The login screen's chunks download alongside main.js instead of after it; a signed-in
                // page's are listed for the gateway to preload.
                new PreloadFirstChunks({ entryRequest: './bootstrap', signedInRequest: './signedInScreens' }),
                // The service worker, the web app manifest and the icons, at the site's root.
                new CopyPublicFiles({ from: path.join(appDir, 'public') }),
              ]
            : []),
          ...(production ? createCompression() : []),
        ],
        optimization: {
          minimize: production,
          minimizer: [createMinimizer()],
          ...(production ? { splitChunks: SPLIT_CHUNKS } : {}),
        },
        performance: { hints: false },
        stats: 'errors-warnings',
      };
    }
  };
}

/** Standalone scripts: each entry one self-contained file, small enough to sit in a page's HTML. */
function inlineScriptsConfig({ appDir, name, entry, production }) {
  return {
    name: `${name}-inline`,
    mode: production ? 'production' : 'development',
    context: appDir,
    entry,
    devtool: false,
    output: { path: path.join(appDir, 'dist', INLINE_SCRIPTS_DIR), filename: '[name].js', iife: true, clean: true },
    resolve: RESOLVE,
    module: { rules: [scriptRule({ production }), ...SIDE_EFFECT_FREE_RULES] },
    optimization: { minimize: production, minimizer: [createMinimizer()], splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function buildVersion(appDir) {
  return process.env.MF_BUILD_VERSION || require(path.join(appDir, 'package.json')).version;
}

module.exports = { createConfig };
