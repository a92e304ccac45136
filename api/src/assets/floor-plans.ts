/**
 * Generated floor plans of the demo estates (SPEC §3 files of the floor-plan kind): a plan per
 * floor drawn as SVG (1200x800), walls, rooms with their size in metres, doors, a scale bar and
 * a north arrow. Words are left out so one image serves the four languages (the file's comment
 * names the floor in each). Deterministic: the same estate and floor always give the same bytes.
 */
import { createRandom } from '../demo/prng';

/** The drawing's size in px. */
export const FLOOR_PLAN_SIZE = { width: 1200, height: 800 } as const;

/** Floors a demo estate may have plans of: 1 the ground floor, 2 the first floor. */
export const FLOOR_PLAN_FLOORS = [1, 2] as const;

/** Pixels per metre of the drawing. */
const SCALE = 60;
const WALL = 10;

/** A room: its box in metres from the plan's top-left corner. */
interface Room {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A metre length written the Belgian way, one decimal: 4.25 → "4,3". */
const metres = (n: number) => n.toFixed(1).replace('.', ',');

/**
 * Splits the footprint into rooms: a hall strip, then the rest cut in two rows of one to three
 * rooms each, widths drawn from the estate's stream.
 */
function rooms(width: number, depth: number, random: ReturnType<typeof createRandom>): Room[] {
  const hall = 1.6;
  const out: Room[] = [{ x: 0, y: 0, w: hall, h: depth }];
  const front = Math.round(random.float(0.45, 0.6) * depth * 2) / 2;
  for (const [y, h] of [
    [0, front],
    [front, depth - front],
  ] as const) {
    const count = random.int(1, 3);
    const cuts = Array.from({ length: count - 1 }, () => random.float(0.3, 0.7)).sort();
    let x = hall;
    const rest = width - hall;
    const edges = [...cuts.map((c, i) => hall + rest * ((c + i) / count)), width];
    for (const edge of edges) {
      const right = Math.round(edge * 2) / 2;
      if (right - x >= 1.5) {
        out.push({ x, y, w: right - x, h });
        x = right;
      }
    }
    if (x < width) {
      const last = out[out.length - 1] as Room;
      last.w = width - last.x;
    }
  }
  return out;
}

/**
 * The SVG floor plan of floor `floor` of the estate `estateId`.
 * @param estateId the estate id of the path
 * @param floor 1 (ground floor) or 2 (first floor)
 * @returns the SVG text, or null for a floor outside `FLOOR_PLAN_FLOORS`
 */
export function floorPlanSvg(estateId: string, floor: number): string | null {
  if (!(FLOOR_PLAN_FLOORS as readonly number[]).includes(floor)) return null;
  // The footprint is the estate's, the same on every floor; the rooms differ per floor.
  const shape = createRandom(`immo-zonneveld-floorplan-v1:${estateId}`);
  const width = Math.round(shape.float(11, 16) * 2) / 2;
  const depth = Math.round(shape.float(7.5, 10) * 2) / 2;
  const random = createRandom(`immo-zonneveld-floorplan-v1:${estateId}:${floor}`);
  const { width: W, height: H } = FLOOR_PLAN_SIZE;
  const ox = Math.round((W - width * SCALE) / 2);
  const oy = Math.round((H - 80 - depth * SCALE) / 2);
  const px = (m: number) => Math.round(m * SCALE);
  const parts: string[] = [];
  for (const room of rooms(width, depth, random)) {
    const [x, y, w, h] = [ox + px(room.x), oy + px(room.y), px(room.w), px(room.h)];
    const [cx, cy] = [x + w / 2, y + h / 2];
    // A room too narrow for its label has it turned along its length.
    const turn = w < 160 ? ` transform="rotate(-90 ${cx} ${cy})"` : '';
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fbfaf7" stroke="#2b2f36" stroke-width="4"/>`,
      `<g${turn}><text x="${cx}" y="${cy - 6}" text-anchor="middle" font-size="22" fill="#2b2f36">${metres(room.w)} × ${metres(room.h)} m</text>`,
      `<text x="${cx}" y="${cy + 24}" text-anchor="middle" font-size="18" fill="#5b6270">${metres(room.w * room.h)} m²</text></g>`,
    );
    // A door: a gap in the wall towards the hall (or the front for the hall), with its swing.
    const doorY = y + Math.min(h - 60, 30);
    if (room.x > 0) {
      parts.push(
        `<rect x="${x - 4}" y="${doorY}" width="8" height="48" fill="#fbfaf7"/>`,
        `<path d="M ${x} ${doorY} A 48 48 0 0 1 ${x + 48} ${doorY + 48} L ${x} ${doorY + 48}" fill="none" stroke="#8a909b" stroke-width="2"/>`,
      );
    }
  }
  // The outer walls, thicker, with the entrance on the ground floor.
  parts.push(
    `<rect x="${ox}" y="${oy}" width="${px(width)}" height="${px(depth)}" fill="none" stroke="#1d232b" stroke-width="${WALL}"/>`,
  );
  if (floor === 1) {
    parts.push(
      `<rect x="${ox + 20}" y="${oy + px(depth) - WALL}" width="56" height="${WALL * 2}" fill="#ffffff"/>`,
    );
  } else {
    // Stairs in the hall.
    for (let i = 0; i < 8; i += 1) {
      const y = oy + 20 + i * 22;
      parts.push(
        `<line x1="${ox + 12}" y1="${y}" x2="${ox + px(1.6) - 12}" y2="${y}" stroke="#8a909b" stroke-width="2"/>`,
      );
    }
  }
  // Scale bar (5 m) and north arrow.
  const sy = H - 50;
  parts.push(
    `<line x1="60" y1="${sy}" x2="${60 + 5 * SCALE}" y2="${sy}" stroke="#1d232b" stroke-width="4"/>`,
    ...[0, 1, 2, 3, 4, 5].map(
      (m) =>
        `<line x1="${60 + m * SCALE}" y1="${sy - 8}" x2="${60 + m * SCALE}" y2="${sy + 8}" stroke="#1d232b" stroke-width="2"/>`,
    ),
    `<text x="60" y="${sy + 32}" font-size="18" fill="#1d232b">0</text>`,
    `<text x="${60 + 5 * SCALE}" y="${sy + 32}" font-size="18" fill="#1d232b" text-anchor="middle">5 m</text>`,
    `<path d="M ${W - 80} ${sy - 40} l 18 50 l -18 -12 l -18 12 z" fill="#1d232b"/>`,
    `<text x="${W - 80}" y="${sy - 48}" font-size="22" font-weight="700" fill="#1d232b" text-anchor="middle">N</text>`,
    `<text x="${W - 60}" y="36" font-size="20" fill="#5b6270" text-anchor="end">${metres(width * depth)} m²</text>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Helvetica, Arial, sans-serif">` +
    `<rect width="${W}" height="${H}" fill="#ffffff"/>${parts.join('')}</svg>`
  );
}
