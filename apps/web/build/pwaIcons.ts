import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The mark of public/logo.svg on a full square, inside the safe zone of a maskable icon (80 %). */
const fullBleed = (logo: string) => {
  const inner = logo.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
  const fill = /<rect[^>]*fill="([^"]+)"/.exec(logo)?.[1] ?? '#000';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><g transform="translate(6.4 6.4) scale(0.8)">${inner}</g></svg>`;
};

/** The PNG icons of the web manifest and the home screen, drawn from public/logo.svg at build. */
export const PWA_ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'apple' },
] as const;

export function pwaIcons(): Plugin {
  let publicDir = '';
  return {
    name: 'roamstead:pwa-icons',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle() {
      const logo = await fs.readFile(path.join(publicDir, 'logo.svg'), 'utf8');
      for (const icon of PWA_ICONS) {
        // Maskable and Apple icons are opaque full squares; the others keep the logo's round corners.
        const svg = icon.purpose === 'any' ? logo : fullBleed(logo);
        const source = await sharp(Buffer.from(svg), { density: (72 * icon.size) / 64 })
          .resize(icon.size, icon.size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source });
      }
    },
  };
}
