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

function styleRule({ appDir, scope }) {
  return {
    test: /\.css$/,
    use: [
      require.resolve('style-loader'),
      { loader: require.resolve('css-loader'), options: { importLoaders: 1 } },
      {
        loader: require.resolve('postcss-loader'),
        options: {
          postcssOptions: {
            plugins: [tailwindcss(createTailwindConfig({ appDir, scope })), autoprefixer()],
          },
        },
      },
    ],
  };
}

module.exports = { scriptRule, styleRule };
