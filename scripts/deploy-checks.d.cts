// Types of scripts/deploy-checks.cjs for its tests.
export interface ManifestLike {
  name?: string;
  exposes?: { name: string }[];
  shared?: { name: string; version: string; requiredVersion?: string }[];
}
export declare function exposeProblems(
  manifest: ManifestLike,
  remote: { name: string; exposes: Record<string, { slot: string }> },
): string[];
export declare function sharedProblems(
  manifest: ManifestLike,
  shellManifest: ManifestLike,
): string[];
