// The press capture as the page inlines it (built to dist/press-capture.js; see press-capture.ts).
import { capturePresses } from './press-capture';

capturePresses(document);
