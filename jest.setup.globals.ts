// jsdom lacks the encoders react-router needs; Node's are the standard ones.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
