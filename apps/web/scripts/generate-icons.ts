/**
 * Renders the PWA icons (192, 512, maskable 512, apple-touch 180) from public/favicon.svg with sharp.
 * The PNGs are committed under public/icons; run again after changing the logo:
 *   node --import tsx apps/web/scripts/generate-icons.ts
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const BRAND = '#1d4f91';

const render = async (svg: Buffer, size: number, file: string, paddingRatio: number): Promise<void> => {
  const inner = Math.round(size * (1 - 2 * paddingRatio));
  const logo = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: paddingRatio > 0 ? BRAND : { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: logo, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${file}`);
};

const svg = await readFile(`${publicDir}favicon.svg`);
await render(svg, 192, 'icon-192.png', 0);
await render(svg, 512, 'icon-512.png', 0);
// Maskable: the logo inside the 80 % safe zone on a full-bleed brand background.
await render(svg, 512, 'icon-maskable-512.png', 0.1);
await render(svg, 180, 'apple-touch-icon.png', 0.06);
console.log('icons written to', `${publicDir}icons`);
