import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/*
 * The PWA's icons (public/icons/icon-<size>.png): a plate with a fork and knife in white
 * on the theme's teal, full bleed so the same file serves as a maskable icon (the drawing stays in
 * the central safe circle). Drawn here, without an image library: `npx tsx scripts/generate-icons.ts`.
 */

const TEAL: Rgb = [0x0b, 0x5d, 0x5b];
const WHITE: Rgb = [0xff, 0xff, 0xff];
type Rgb = [number, number, number];

/** The colour at (x, y) of a unit square (0..1), centre (0.5, 0.5). */
function colourAt(x: number, y: number): Rgb {
  const dx = x - 0.5;
  const dy = y - 0.5;
  const r = Math.hypot(dx, dy);
  // The plate: a white ring, then the teal well, then a white inner disc.
  if (r <= 0.27 && r >= 0.24) return WHITE;
  if (r <= 0.17) return WHITE;
  // Fork (left) and knife (right) beside the plate.
  const inBand = y >= 0.27 && y <= 0.73;
  if (inBand && Math.abs(x - 0.16) <= 0.018) return WHITE;
  if (y >= 0.27 && y <= 0.4 && (Math.abs(x - 0.13) <= 0.01 || Math.abs(x - 0.19) <= 0.01)) return WHITE;
  if (inBand && x >= 0.82 && x <= 0.86 && !(y < 0.45 && x > 0.84 + (0.45 - y) * 0.1)) return WHITE;
  return TEAL;
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `size` pixels square, 2x2 supersampled so the edges are smooth. */
export function iconPng(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (const [ox, oy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        const colour = colourAt((px + ox) / size, (py + oy) / size);
        for (let i = 0; i < 3; i++) sum[i]! += colour[i]!;
      }
      for (let i = 0; i < 3; i++) row[1 + px * 3 + i] = Math.round(sum[i]! / 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync('public/icons', { recursive: true });
  for (const size of [192, 512]) writeFileSync(`public/icons/icon-${size}.png`, iconPng(size));
  console.log('public/icons/icon-192.png, icon-512.png');
}
