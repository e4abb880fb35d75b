// Writes the installed app's icons into public/icons/ from public/logo.svg, rendered by Chromium
// (playwright-core, already a dev dependency of the e2e tests), so the PNGs always match the logo.
// Run after changing the logo: node packages/web/scripts/make-icons.mjs
//   icon-192.png, icon-512.png   the logo as it is (rounded corners, transparent outside)
//   icon-maskable-512.png        full-bleed square, the mark shrunk into the 80 % safe circle that
//                                Android's launcher masks may cut to
//   apple-touch-icon.png         180 px full-bleed square: iOS rounds the corners itself
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const webRoot = path.resolve(import.meta.dirname, '..');
const logo = fs.readFileSync(path.join(webRoot, 'public/logo.svg'), 'utf8');
const outDir = path.join(webRoot, 'public/icons');

/** Replaces one exact piece of the logo, failing loudly if the logo no longer has it. */
function edit(svg, from, to) {
  if (!svg.includes(from)) throw new Error(`public/logo.svg no longer contains ${from}: update make-icons.mjs`);
  return svg.replace(from, to);
}

const ROUNDED_TILE = '<rect width="64" height="64" rx="16" fill="url(#g)"/>';
const SQUARE_TILE = '<rect width="64" height="64" fill="url(#g)"/>';
/** The mark (sun and wave) scaled about the centre; the tile stays full size. */
function fullBleed(scale) {
  const square = edit(
    logo,
    ROUNDED_TILE,
    `${SQUARE_TILE}<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">`,
  );
  return edit(square, '</svg>', '</g></svg>');
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  // The mark reaches 36 % of the width from the centre at full size; 0.8 keeps it well inside 40 %.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(1) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
