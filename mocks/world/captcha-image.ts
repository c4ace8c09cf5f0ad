import { bytesToBase64, seededRandom } from './bytes';
import { encodeGreyPng } from './png';

/**
 * Draws captcha digits into a real PNG (110 x 40, the size the login page shows) with a 5x7
 * bitmap font, a little jitter and noise, deterministic for a given seed.
 */

const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const CAPTCHA_WIDTH = 110;
const CAPTCHA_HEIGHT = 40;

/** Base64 PNG of `text` (digits). */
export function renderCaptchaPng(text: string, seed: number): string {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const random = seededRandom(seed);
  const pixels = new Uint8Array(w * h);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 235 + Math.floor(random() * 20);
  const set = (x: number, y: number, v: number) => {
    if (x >= 0 && y >= 0 && x < w && y < h) pixels[y * w + x] = v;
  };
  // Noise lines.
  for (let line = 0; line < 4; line++) {
    let y = random() * h;
    const slope = (random() - 0.5) * 0.6;
    const shade = 120 + Math.floor(random() * 80);
    for (let x = 0; x < w; x++, y += slope) set(x, Math.round(y), shade);
  }
  // Digits: 5x7 cells scaled 3x, each shifted up/down a little.
  const scale = 3;
  const advance = 5 * scale + 4;
  let x0 = Math.floor((w - text.length * advance + 4) / 2);
  for (const ch of text) {
    const glyph = GLYPHS[ch];
    const y0 = Math.floor((h - 7 * scale) / 2) + Math.round((random() - 0.5) * 6);
    const shade = Math.floor(random() * 60);
    if (glyph) {
      glyph.forEach((row, gy) => {
        for (let gx = 0; gx < row.length; gx++) {
          if (row[gx] !== '1') continue;
          for (let dy = 0; dy < scale; dy++)
            for (let dx = 0; dx < scale; dx++) set(x0 + gx * scale + dx, y0 + gy * scale + dy, shade);
        }
      });
    }
    x0 += advance;
  }
  // Speckles.
  for (let i = 0; i < 120; i++) set(Math.floor(random() * w), Math.floor(random() * h), Math.floor(random() * 255));
  return bytesToBase64(encodeGreyPng(w, h, pixels));
}
