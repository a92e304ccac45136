// Types of scripts/deployments.cjs for the TypeScript that reads it (the site server, its tests).
import type { MarketsFile, RemoteLocation } from '../shell/server/markets';

/** A remote's live version in a market, and the versions it replaced (null: its dist/ folder). */
export interface LiveVersion {
  version: string;
  since: string;
  history: { version: string | null; since: string | null }[];
}
/** The pointer file: market name to remote folder to live version. */
export interface Pointers {
  markets: Record<string, Record<string, LiveVersion>>;
}
export declare const KEEP_VERSIONS: number;
export declare const VERSIONS_PATH: string;
export declare const VERSION_PATTERN: RegExp;
export declare function deploymentsDir(env?: NodeJS.ProcessEnv): string;
export declare function pointersFileOf(dir: string): string;
export declare function readPointers(dir: string): Pointers;
export declare function writePointers(dir: string, pointers: Pointers): void;
export declare function versionsOf(dir: string, folder: string): string[];
export declare function filesBelow(dir: string): string[];
export declare function buildHash(dir: string): string;
export declare function versionFor(
  dir: string,
  folder: string,
  hash: string,
): { version: string; exists: boolean };
export declare function liveOf(
  pointers: Pointers,
  market: string,
  folder: string,
): LiveVersion | undefined;
export declare function setLive(
  pointers: Pointers,
  market: string,
  folder: string,
  version: string,
  now: string,
): boolean;
export declare function rollBack(
  pointers: Pointers,
  market: string,
  folder: string,
  now: string,
): { from: string; to: string | null };
export declare function prune(
  dir: string,
  folder: string,
  pointers: Pointers,
  keep?: number,
): string[];
export declare function applyPointers(
  marketsFile: MarketsFile,
  pointers: Pointers,
  remotes: readonly { name: string; folder: string }[],
  locations: readonly RemoteLocation[],
): MarketsFile;
export declare function watchPointers(
  dir: string,
  checkEveryMs?: number,
  log?: Pick<Console, 'error'>,
  now?: () => number,
): () => Pointers;
