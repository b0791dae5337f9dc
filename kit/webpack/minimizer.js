// Production minification with the swc minifier (a few seconds per app instead of terser's ~9 s).
// webpack 5.111 ships the terser plugin under the name minimizer-webpack-plugin.
const MinimizerPlugin = require('minimizer-webpack-plugin');

function createMinimizer() {
  return new MinimizerPlugin({
    minify: {
      implementation: MinimizerPlugin.swcMinify,
      options: { compress: { passes: 2 }, mangle: true },
    },
    extractComments: false,
  });
}

module.exports = { createMinimizer };
