// Loaders: TypeScript/TSX through swc-loader, CSS through PostCSS (Tailwind + autoprefixer).
const tailwindcss = require('tailwindcss');
const autoprefixer = require('autoprefixer');
const { createTailwindConfig } = require('./tailwindConfig');

function scriptRule({ production }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

function postcssLoader({ appDir, scope }) {
  return {
    loader: require.resolve('postcss-loader'),
    options: {
      postcssOptions: {
        plugins: [tailwindcss(createTailwindConfig({ appDir, scope })), autoprefixer()],
      },
    },
  };
}

/** A remote's styles: injected by style-loader when its screens load, scoped under its root. */
function styleRule({ appDir, scope }) {
  return {
    test: /\.css$/,
    use: [require.resolve('style-loader'), { loader: require.resolve('css-loader'), options: { importLoaders: 1 } }, postcssLoader({ appDir, scope })],
  };
}

/**
 * The shell's global styles as a stylesheet of their own (webpack's native CSS, experiments.css): the
 * page's <head> links it, so it loads alongside the scripts and applies before the first render,
 * instead of travelling inside the JavaScript as a string that style-loader injects.
 */
function stylesheetRule({ appDir }) {
  return { test: /\.css$/, type: 'css', use: [postcssLoader({ appDir })] };
}

module.exports = { scriptRule, styleRule, stylesheetRule };
