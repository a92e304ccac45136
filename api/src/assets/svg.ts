/**
 * Generated SVG images served under /assets/: estate pictures (an illustrated facade with sky and
 * garden, or a room, in colours drawn from the estate id and picture index), portraits of the
 * sales representatives and a placeholder. Each image has exactly the requested width and height
 * (`width`, `height` and `viewBox`); the drawing is scaled to cover it. Deterministic: the same
 * arguments always give the same bytes.
 */
import { createRandom, type Random } from '../demo/prng';
import { estateReference } from '../demo/estates';

/** The largest width or height served, in pixels. */
export const MAX_IMAGE_SIDE = 4000;

/** The design space every drawing is made in, scaled to the requested size. */
const W = 1200;
const H = 800;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Wraps a 1200x800 drawing into an SVG of the requested size, covering it (xMidYMid slice). */
function frame(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<svg x="0" y="0" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    body +
    '</svg></svg>'
  );
}

const SKIES: readonly [string, string][] = [
  ['#4a90d9', '#cfe8ff'],
  ['#f28c6b', '#ffe2b8'],
  ['#9aa7b4', '#e3e8ec'],
  ['#5b4b8a', '#f5b9a5'],
  ['#2f7fc1', '#a9d6f5'],
];
const WALLS = [
  '#b5533c',
  '#f2ede4',
  '#d9b36c',
  '#8c8c8c',
  '#e8d5b7',
  '#a0522d',
  '#f5f5f0',
  '#6b7b8c',
];
const ROOFS = ['#3b3b3b', '#9e3b26', '#2c3e50', '#5d4037', '#6d6d6d'];
const DOORS = ['#2e4a62', '#7b2d26', '#2f5d3a', '#c9a227', '#333333', '#f0f0f0'];
const GREENS = ['#6aa84f', '#7cb342', '#558b2f', '#8bc34a'];

function clouds(r: Random): string {
  let out = '';
  for (let i = 0; i < r.int(1, 4); i++) {
    const x = r.int(60, 1100);
    const y = r.int(60, 260);
    const s = r.float(0.7, 1.4);
    out +=
      `<g fill="#ffffff" opacity="0.85" transform="translate(${x} ${y}) scale(${s.toFixed(2)})">` +
      '<ellipse cx="0" cy="0" rx="60" ry="26"/><ellipse cx="45" cy="-14" rx="44" ry="30"/><ellipse cx="90" cy="2" rx="52" ry="22"/></g>';
  }
  return out;
}

function tree(x: number, base: number, size: number, green: string): string {
  return (
    `<rect x="${x - 8}" y="${base - size * 0.6}" width="16" height="${size * 0.6}" fill="#6d4c41"/>` +
    `<circle cx="${x}" cy="${base - size * 0.75}" r="${size * 0.42}" fill="${green}"/>` +
    `<circle cx="${x - size * 0.25}" cy="${base - size * 0.6}" r="${size * 0.3}" fill="${green}"/>` +
    `<circle cx="${x + size * 0.25}" cy="${base - size * 0.6}" r="${size * 0.3}" fill="${green}"/>`
  );
}

/** An outdoor scene: sky, sun, clouds, hills, garden, a house facade with windows and a door. */
function facade(r: Random): string {
  const [skyTop, skyBottom] = r.pick(SKIES);
  const wall = r.pick(WALLS);
  const roof = r.pick(ROOFS);
  const green = r.pick(GREENS);
  const groundY = 620;
  const houseW = r.int(440, 640);
  const houseH = r.int(230, 340);
  const x0 = Math.round((W - houseW) / 2) + r.int(-120, 120);
  const y0 = groundY - houseH;
  let s =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/>` +
    `<stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="${r.int(100, 1100)}" cy="${r.int(80, 200)}" r="${r.int(40, 70)}" fill="#fff3b0" opacity="0.9"/>` +
    clouds(r) +
    `<path d="M0 ${groundY - 60} Q 300 ${groundY - 160} 600 ${groundY - 70} T 1200 ${groundY - 90} V ${groundY} H 0 Z" fill="${green}" opacity="0.55"/>` +
    `<rect y="${groundY}" width="${W}" height="${H - groundY}" fill="${green}"/>`;
  for (let i = 0; i < 6; i++)
    s += `<rect y="${groundY + 12 + i * 30}" width="${W}" height="12" fill="#ffffff" opacity="0.06"/>`;
  // Roof: saddleback, flat with a parapet, or hipped.
  const roofKind = r.int(0, 2);
  const roofH = r.int(110, 170);
  if (roofKind === 0)
    s += `<polygon points="${x0 - 24},${y0} ${x0 + houseW / 2},${y0 - roofH} ${x0 + houseW + 24},${y0}" fill="${roof}"/>`;
  else if (roofKind === 1)
    s += `<rect x="${x0 - 10}" y="${y0 - 24}" width="${houseW + 20}" height="24" fill="${roof}"/>`;
  else
    s += `<polygon points="${x0 - 24},${y0} ${x0 + houseW * 0.25},${y0 - roofH * 0.8} ${x0 + houseW * 0.75},${y0 - roofH * 0.8} ${x0 + houseW + 24},${y0}" fill="${roof}"/>`;
  if (roofKind !== 1 && r.chance(0.6)) {
    const cx = x0 + houseW * r.float(0.6, 0.8);
    s += `<rect x="${cx}" y="${y0 - roofH * 0.75}" width="34" height="${roofH * 0.5}" fill="${roof}"/>`;
  }
  s += `<rect x="${x0}" y="${y0}" width="${houseW}" height="${houseH}" fill="${wall}"/>`;
  // Windows on a grid, a door on the ground floor.
  const floors = houseH > 290 ? 2 : houseH > 200 ? 2 : 1;
  const cols = Math.max(2, Math.floor(houseW / 150));
  const door = r.int(0, cols - 1);
  const glass = r.chance(0.5) ? '#bcd8ee' : '#9fc3dd';
  const frameColor = r.pick(['#ffffff', '#333333', '#5d4037']);
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const cw = houseW / cols;
      const wx = x0 + c * cw + cw * 0.22;
      const ww = cw * 0.56;
      const floorTop = y0 + (houseH / floors) * f;
      const wy = floorTop + 28;
      const wh = houseH / floors - 70;
      if (f === floors - 1 && c === door) {
        s += `<rect x="${wx + ww * 0.15}" y="${floorTop + 24}" width="${ww * 0.7}" height="${houseH / floors - 24}" fill="${r.pick(DOORS)}"/>`;
        s += `<circle cx="${wx + ww * 0.72}" cy="${floorTop + houseH / floors / 2 + 12}" r="5" fill="#d4af37"/>`;
        continue;
      }
      s += `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${glass}" stroke="${frameColor}" stroke-width="6"/>`;
      s += `<line x1="${wx + ww / 2}" y1="${wy}" x2="${wx + ww / 2}" y2="${wy + wh}" stroke="${frameColor}" stroke-width="4"/>`;
      s += `<polygon points="${wx + 6},${wy + wh - 6} ${wx + ww * 0.35},${wy + 6} ${wx + ww * 0.5},${wy + 6} ${wx + 6},${wy + wh * 0.6}" fill="#ffffff" opacity="0.35"/>`;
    }
  }
  const doorX = x0 + (houseW / cols) * (door + 0.5);
  s += `<polygon points="${doorX - 40},${groundY} ${doorX + 40},${groundY} ${doorX + 90},${H} ${doorX - 90},${H}" fill="#cfc6b8"/>`;
  for (let i = 0; i < r.int(2, 5); i++) {
    const left = r.chance(0.5);
    const tx = left
      ? r.int(30, Math.max(40, x0 - 60))
      : r.int(Math.min(W - 40, x0 + houseW + 60), W - 30);
    s += tree(tx, groundY + r.int(10, 60), r.int(120, 260), r.pick(GREENS));
  }
  for (let i = 0; i < r.int(3, 7); i++) {
    s += `<ellipse cx="${x0 + r.int(0, houseW)}" cy="${groundY + 8}" rx="${r.int(24, 50)}" ry="${r.int(14, 26)}" fill="${r.pick(GREENS)}"/>`;
  }
  return s;
}

/** An indoor scene: wall, floor, a window onto the sky, a sofa, a lamp and a painting. */
function room(r: Random): string {
  const wall = r.pick(['#f3efe7', '#e7eef2', '#efe3d3', '#dfe8dc', '#f7f1f7']);
  const floor = r.pick(['#b08d62', '#8d6e4f', '#c8b49a', '#9e9e9e']);
  const sofa = r.pick(['#4f6d7a', '#a05a4a', '#6c7a4f', '#3f3f5f', '#c2a15a']);
  const [skyTop, skyBottom] = r.pick(SKIES);
  const wx = r.int(620, 820);
  let s =
    `<defs><linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/>` +
    `<stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="${wall}"/>` +
    `<rect y="560" width="${W}" height="240" fill="${floor}"/>`;
  for (let i = 0; i < 8; i++)
    s += `<line x1="${i * 170}" y1="560" x2="${i * 170 - 120}" y2="${H}" stroke="#000000" stroke-opacity="0.08" stroke-width="3"/>`;
  s +=
    `<rect x="${wx}" y="110" width="320" height="330" fill="url(#view)" stroke="#ffffff" stroke-width="14"/>` +
    `<line x1="${wx + 160}" y1="110" x2="${wx + 160}" y2="440" stroke="#ffffff" stroke-width="8"/>` +
    `<rect x="${wx - 20}" y="440" width="360" height="16" fill="#ffffff"/>` +
    `<rect x="120" y="430" width="420" height="110" rx="24" fill="${sofa}"/>` +
    `<rect x="100" y="390" width="60" height="150" rx="20" fill="${sofa}"/>` +
    `<rect x="500" y="390" width="60" height="150" rx="20" fill="${sofa}"/>` +
    `<rect x="150" y="360" width="360" height="90" rx="20" fill="${sofa}" opacity="0.85"/>` +
    `<rect x="140" y="540" width="20" height="30" fill="#3e2723"/><rect x="500" y="540" width="20" height="30" fill="#3e2723"/>` +
    `<rect x="200" y="150" width="${r.int(160, 240)}" height="150" fill="${r.pick(WALLS)}" stroke="#5d4037" stroke-width="10"/>` +
    `<circle cx="${r.int(240, 320)}" cy="220" r="${r.int(20, 45)}" fill="${r.pick(ROOFS)}" opacity="0.7"/>` +
    `<line x1="1080" y1="260" x2="1080" y2="560" stroke="#333333" stroke-width="8"/>` +
    `<polygon points="1030,260 1130,260 1110,190 1050,190" fill="${r.pick(['#f5d76e', '#ffffff', '#e0a96d'])}"/>` +
    `<ellipse cx="330" cy="610" rx="150" ry="26" fill="#000000" opacity="0.08"/>` +
    `<rect x="${wx + 40}" y="500" width="120" height="70" fill="${r.pick(GREENS)}" opacity="0.9" rx="10"/>`;
  return s;
}

/** The picture's caption in its bottom-right corner (the site's cards put the EPC label bottom-left). */
function badge(text: string): string {
  const width = 28 + text.length * 17;
  const x = W - 24 - width;
  return (
    `<g><rect x="${x}" y="${H - 84}" width="${width}" height="56" rx="10" fill="#000000" opacity="0.55"/>` +
    `<text x="${x + 16}" y="${H - 46}" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="#ffffff">${escapeXml(text)}</text></g>`
  );
}

/**
 * The picture `index` of an estate: an outdoor facade for most indexes, a room for every third.
 * @param width pixels, 1..4000; @param height pixels, 1..4000
 * @returns the SVG document text
 */
export function estatePictureSvg(
  estateId: string,
  index: number,
  width: number,
  height: number,
): string {
  const r = createRandom(`picture:${estateId}:${index}`);
  const scene = index % 3 === 0 ? room(r) : facade(r);
  const reference = estateReference(estateId);
  return frame(
    width,
    height,
    scene + badge(`${reference} · ${index}`),
    `${reference} picture ${index}`,
  );
}

/**
 * A portrait of a person: initials on a coloured disc.
 * @param slug e.g. 'sofie-claes'
 */
export function portraitSvg(slug: string, width: number, height: number): string {
  const r = createRandom(`portrait:${slug}`);
  const initials = slug
    .split('-')
    .filter((p) => p !== '')
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');
  const body =
    `<rect width="${W}" height="${H}" fill="${r.pick(['#e3f2fd', '#fce4ec', '#e8f5e9', '#fff3e0'])}"/>` +
    `<circle cx="600" cy="400" r="300" fill="${r.pick(['#1e88e5', '#d81b60', '#43a047', '#fb8c00', '#5e35b1'])}"/>` +
    `<text x="600" y="470" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="220" fill="#ffffff">${escapeXml(initials)}</text>`;
  return frame(width, height, body, initials);
}

/** A neutral placeholder image (a house outline on grey). */
export function placeholderSvg(width: number, height: number): string {
  const body =
    `<rect width="${W}" height="${H}" fill="#e0e0e0"/>` +
    '<polygon points="420,420 600,270 780,420" fill="none" stroke="#9e9e9e" stroke-width="24" stroke-linejoin="round"/>' +
    '<rect x="460" y="410" width="280" height="200" fill="none" stroke="#9e9e9e" stroke-width="24"/>';
  return frame(width, height, body, 'No picture');
}

/** A seaside scene: sky, sea with waves, beach, dune grass and an apartment block on the promenade. */
function seaside(r: Random): string {
  const [skyTop, skyBottom] = r.pick(SKIES);
  const sea = r.pick(['#2f6f8f', '#3b7ea1', '#24587a']);
  const blockX = r.int(560, 760);
  const floors = r.int(5, 8);
  let s =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/>` +
    `<stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="${r.int(100, 500)}" cy="${r.int(80, 180)}" r="${r.int(40, 60)}" fill="#fff3b0" opacity="0.9"/>` +
    clouds(r) +
    `<rect y="420" width="${W}" height="140" fill="${sea}"/>`;
  for (let i = 0; i < 5; i++)
    s += `<path d="M0 ${440 + i * 24} Q 150 ${430 + i * 24} 300 ${440 + i * 24} T 600 ${440 + i * 24} T 900 ${440 + i * 24} T 1200 ${440 + i * 24}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none"/>`;
  s += `<rect y="560" width="${W}" height="240" fill="#e9d8a6"/>`;
  const wall = r.pick(['#f5f5f0', '#e8d5b7', '#dfe6ea']);
  const floorH = Math.round(380 / floors);
  s += `<rect x="${blockX}" y="${560 - floors * floorH}" width="380" height="${floors * floorH}" fill="${wall}"/>`;
  for (let f = 0; f < floors; f++) {
    const y = 560 - (f + 1) * floorH;
    s += `<rect x="${blockX}" y="${y + floorH - 10}" width="380" height="10" fill="#9e9e9e"/>`;
    for (let c = 0; c < 4; c++)
      s += `<rect x="${blockX + 20 + c * 90}" y="${y + 10}" width="60" height="${floorH - 26}" fill="#9fc3dd"/>`;
  }
  for (let i = 0; i < 9; i++) {
    const x = r.int(0, 1200);
    s += `<path d="M${x} 800 q -20 -70 -8 -120 M${x} 800 q 10 -80 30 -110 M${x} 800 q 30 -50 60 -70" stroke="#8a9a5b" stroke-width="6" fill="none"/>`;
  }
  if (r.chance(0.7)) {
    const px = r.int(80, 420);
    s += `<line x1="${px}" y1="600" x2="${px}" y2="520" stroke="#5d4037" stroke-width="6"/><path d="M${px - 70} 530 Q ${px} 470 ${px + 70} 530 Z" fill="${r.pick(['#d84315', '#1565c0', '#f9a825'])}"/>`;
  }
  return s;
}

/** The sizes of a rental unit's photos (GET /rental-units/photo/{a}/{b}), in pixels. */
export const RENTAL_PHOTO_SIZES = {
  original: { width: 1600, height: 1067 },
  medium: { width: 800, height: 533 },
  thumbnail: { width: 240, height: 160 },
} as const;
export type RentalPhotoSize = keyof typeof RENTAL_PHOTO_SIZES;

/**
 * Photo `index` (from 1) of a holiday rental unit in one of its sizes: the first photo of a coast
 * unit is the seaside, of another unit a house; every third is a room; the others alternate.
 * @param coast true for a unit on the Belgian coast
 * @returns the SVG document text (deterministic for the same arguments)
 */
export function rentalPhotoSvg(
  unitId: number,
  index: number,
  size: RentalPhotoSize,
  coast: boolean,
): string {
  const r = createRandom(`rental-photo:${unitId}:${index}`);
  const scene = index % 3 === 0 ? room(r) : coast && index % 3 === 1 ? seaside(r) : facade(r);
  const { width, height } = RENTAL_PHOTO_SIZES[size];
  return frame(width, height, scene + badge(`H${unitId} · ${index}`), `H${unitId} photo ${index}`);
}
