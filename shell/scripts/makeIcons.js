// Draws the app's icons (shell/public/icons) from the favicon's design (index.html: "RD" in white on
// the brand's indigo): the manifest's 192 and 512 px icons, a maskable one (full bleed, the letters
// inside the 80 % safe circle) and the Apple touch icon (iOS rounds the corners itself).
// Run again after changing the design: `node shell/scripts/makeIcons.js`; the PNGs are committed.
const path = require('node:path');
const sharp = require('sharp');

const BRAND = '#4f46e5';
const OUT = path.join(__dirname, '..', 'public', 'icons');

function glyph(size, { fullBleed }) {
  const background = fullBleed ? `<rect width='32' height='32' fill='${BRAND}'/>` : `<rect width='32' height='32' rx='8' fill='${BRAND}'/>`;
  const [y, fontSize] = fullBleed ? [20, 11] : [22, 16];
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32' width='${size}' height='${size}'>${background}` +
    `<text x='16' y='${y}' font-family='Arial, Liberation Sans, DejaVu Sans, sans-serif' font-size='${fontSize}' font-weight='700' fill='white' text-anchor='middle'>RD</text></svg>`
  );
}

const ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

(async () => {
  for (const icon of ICONS)
    await sharp(Buffer.from(glyph(icon.size, icon)))
      .png({ compressionLevel: 9 })
      .toFile(path.join(OUT, icon.file));
})();
