#!/usr/bin/env node
// Draws the installable app's PNG icons (docs/domains/site.md#the-installable-app) from the same shape as
// public/favicon.svg — the purple tile and the white house — with no image library: each pixel is inside
// the tile or within the stroke of a segment. Run once when the mark changes:
//   node apps/web/scripts/make-icons.mjs   → public/icons/icon-192.png, icon-512.png, maskable-512.png
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const OUT = new URL('../public/icons/', import.meta.url);
const PURPLE = [0x85, 0x61, 0xc9];
// The favicon's path in its 32-unit box: M8 24h16 M10 24V13l6-5 6 5v11 M14 24v-6h4v6, stroke 2.
const SEGMENTS = [
  [8, 24, 24, 24],
  [10, 24, 10, 13],
  [10, 13, 16, 8],
  [16, 8, 22, 13],
  [22, 13, 22, 24],
  [14, 24, 14, 18],
  [14, 18, 18, 18],
  [18, 18, 18, 24],
];

function distance(px, py, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

/** RGBA of one pixel centre (u, v in the 32-unit box); `maskable` fills the whole square. */
function pixel(u, v, maskable) {
  const r = 6;
  const cx = Math.min(Math.max(u, r), 32 - r);
  const cy = Math.min(Math.max(v, r), 32 - r);
  const inTile = maskable || (u >= 0 && u <= 32 && v >= 0 && v <= 32 && Math.hypot(u - cx, v - cy) <= r);
  if (!inTile) return [0, 0, 0, 0];
  const stroke = Math.min(...SEGMENTS.map((s) => distance(u, v, s)));
  return stroke <= 1.1 ? [255, 255, 255, 255] : [...PURPLE, 255];
}

function png(size, maskable) {
  // A maskable icon keeps its mark inside the central 80 % safe zone: the 32-unit box is drawn at 70 %.
  const scale = maskable ? 32 / (size * 0.7) : 32 / size;
  const offset = maskable ? (32 - size * scale) / 2 : 0;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x++) {
      // 2×2 samples per pixel smooth the edges.
      const acc = [0, 0, 0, 0];
      for (const [sx, sy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ]) {
        const p = pixel((x + sx) * scale + offset, (y + sy) * scale + offset, maskable);
        for (let i = 0; i < 4; i++) acc[i] += p[i] / 4;
      }
      for (let i = 0; i < 4; i++) row[1 + x * 4 + i] = Math.round(acc[i]);
    }
    rows.push(row);
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  writeFileSync(new URL(name, OUT), png(size, maskable));
  console.log(`public/icons/${name}`);
}
