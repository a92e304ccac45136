// Types of scripts/registry.cjs for the TypeScript that reads it (the site server).
import type { RegisteredRemote } from '../shell/server/registry';
import type { TeamRoutesOf } from 'shared/routes';

export type { RegisteredRemote, TeamRoutesOf };
export declare const root: string;
export declare function remotes(): RegisteredRemote[];
export declare function routeManifests(): TeamRoutesOf[];
export declare function envPrefix(remote: Pick<RegisteredRemote, 'name'>): string;
export declare function portOf(remote: RegisteredRemote, env?: NodeJS.ProcessEnv): number;
export declare function baseUrlOf(remote: RegisteredRemote, env?: NodeJS.ProcessEnv): string;
export declare function isServedElsewhere(
  remote: RegisteredRemote,
  env?: NodeJS.ProcessEnv,
): boolean;
export declare function serverBuildOf(remote: RegisteredRemote): string | null;
export declare function remoteFolders(): string[];
export declare function remotePortsEnv(sitePort: number): Record<string, string>;
export declare function remoteUrlsEnv(sitePort: number): Record<string, string>;
