// Types of scripts/pipeline.cjs for the TypeScript that reads it (its tests, the journeys' config).
import type { RegisteredRemote } from '../shell/server/registry';

type Remotes = Pick<RegisteredRemote, 'folder' | 'exposes'>[];

/** Journeys to run: a spec file of e2e/tests, whole (`tests` null) or its tests matching. */
export interface JourneySelection {
  file: string;
  tests: string[] | null;
}

/** An entry of journeys.json: slots and packages, of the whole file or of some of its tests. */
export type JourneyMapEntry = string[] | { slots?: string[]; tests?: Record<string, string[]> };

export interface TeamPlan {
  packages: string[];
  lint: string[];
  typecheck: string[];
  unit: string[];
  build: string[];
  contracts: string[];
  journeys: JourneySelection[];
}

export declare const CONTRACT_TESTS: string[];
export declare function packagesOf(remotes?: Pick<RegisteredRemote, 'folder'>[]): string[];
export declare function journeyMap(): Record<string, JourneyMapEntry>;
export declare function specFiles(): string[];
export declare function specSources(specs?: string[]): Record<string, string>;
export declare function slotsOf(remote: Pick<RegisteredRemote, 'exposes'>): string[];
export declare function packagesOfJourney(tokens: string[], remotes: Remotes): string[];
export declare function journeyMapProblems(
  map: Record<string, unknown>,
  specs: string[],
  remotes: Remotes,
  sources?: Record<string, string>,
): string[];
export declare function journeysOf(
  pkg: string,
  map: Record<string, JourneyMapEntry>,
  remotes: Remotes,
): JourneySelection[];
export declare function mergeJourneys(journeys: (JourneySelection | string)[]): JourneySelection[];
export declare function journeysGrep(journeys: JourneySelection[]): string;
export declare function teamPlan(
  packages: string[],
  journeys: (JourneySelection | string)[],
  remotes: Remotes,
): TeamPlan;
export declare function packagesOfChanges(
  files: string[],
  remotes: Pick<RegisteredRemote, 'folder'>[],
): { everything: string | null; packages: string[]; journeys: string[] };
export declare function defaultSince(refs: {
  head: string;
  mergeBase: string | null;
  parent: string | null;
}): string | null;
export declare function portsNamedIn(
  sources: string,
  constants: Record<string, unknown>,
): Set<number>;
