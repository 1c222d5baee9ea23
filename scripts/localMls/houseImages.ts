import sharp from 'sharp';
import { seededRandom } from './random';

/** How many distinct pictures the photos share: enough to tell listings apart at a glance. */
export const HOUSE_IMAGE_COUNT = 12;
const WIDTH = 800;
const HEIGHT = 533;

const SKIES = ['#9fc9eb', '#bcd8f0', '#f3c89b', '#c9d6df', '#a8d0e6', '#f0d9b5'];
const WALLS = ['#e8dcc8', '#b5523b', '#f4f1ea', '#6d7f95', '#c8a27a', '#3f5e4c', '#d9c27e', '#8c8c8c'];
const ROOFS = ['#4a3b35', '#2f3b45', '#6b2f26', '#3c3c3c', '#5a4a3a'];
const DOORS = ['#1f3a5f', '#8b1e1e', '#2e4d2e', '#222222', '#c58b2b'];

/** A simple drawing of a house: sky, lawn, walls, roof, windows, a door, sometimes a tree or a garage. */
function houseSvg(index: number): string {
  const random = seededRandom('house', index);
  const sky = random.pick(SKIES);
  const wall = random.pick(WALLS);
  const roof = random.pick(ROOFS);
  const door = random.pick(DOORS);
  const width = random.int(320, 460);
  const left = random.int(120, WIDTH - width - 120);
  const top = random.int(230, 280);
  const bottom = 440;
  const peak = top - random.int(90, 150);
  const storeys = random.chance(0.6) ? 2 : 1;
  const windows: string[] = [];
  const columns = Math.floor(width / 110);
  for (let storey = 0; storey < storeys; storey++) {
    for (let column = 0; column < columns; column++) {
      const x = left + 30 + column * ((width - 60) / columns);
      const y = top + 25 + storey * 85;
      if (storey === storeys - 1 && column === Math.floor(columns / 2)) continue;
      windows.push(`<rect x="${x}" y="${y}" width="46" height="56" fill="#dfeef7" stroke="#ffffff" stroke-width="5"/>`);
    }
  }
  const doorX = left + width / 2 - 25;
  const tree = random.chance(0.6)
    ? `<rect x="${left - 70}" y="330" width="16" height="110" fill="#5b3d26"/><circle cx="${left - 62}" cy="310" r="55" fill="#3f7d3a"/>`
    : '';
  const garage = random.chance(0.4)
    ? `<rect x="${left + width}" y="${bottom - 110}" width="110" height="110" fill="${wall}" stroke="#000000" stroke-opacity="0.15"/><rect x="${left + width + 12}" y="${bottom - 90}" width="86" height="90" fill="#d8d8d8"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${sky}"/>
  <circle cx="${random.int(60, WIDTH - 60)}" cy="${random.int(50, 110)}" r="34" fill="#fff6c9"/>
  <rect y="${bottom}" width="${WIDTH}" height="${HEIGHT - bottom}" fill="#6fa150"/>
  ${tree}${garage}
  <rect x="${left}" y="${top}" width="${width}" height="${bottom - top}" fill="${wall}"/>
  <polygon points="${left - 25},${top} ${left + width / 2},${peak} ${left + width + 25},${top}" fill="${roof}"/>
  ${windows.join('')}
  <rect x="${doorX}" y="${bottom - 95}" width="50" height="95" fill="${door}"/>
  <rect x="${doorX - 30}" y="${bottom}" width="110" height="12" fill="#b9b2a6"/>
</svg>`;
}

/** The pictures as real JPEGs, rendered once per server start and shared by every photo. */
export function renderHouseImages(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: HOUSE_IMAGE_COUNT }, (_, index) =>
      sharp(Buffer.from(houseSvg(index)))
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
}
