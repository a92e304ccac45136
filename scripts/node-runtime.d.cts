export function pinnedNodeVersion(): string;
export function majorOf(version: string): number;
export function nodeRuntimeProblem(version?: string): string | undefined;
