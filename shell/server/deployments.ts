/**
 * The markets as the site serves them once the deployed versions are applied: the markets file
 * (config/markets.json) and the deployments' pointer file (scripts/deployments.cjs), each read
 * again when it changes. A remote with a live version in a market is loaded there from that
 * version's folder (`<its base URL>/v/<version>/`), in the browser and in the server render; a
 * remote with none, from its base URL as before (its `dist/`).
 */
import type { MarketsFile, RemoteLocation } from './markets';
import { applyPointers, type Pointers } from '../../scripts/deployments.cjs';

/**
 * The markets with the live versions applied, made again only when the markets or the pointers
 * change (the same object otherwise: a market's page ETags and composition are kept per object).
 * @param markets the markets file as it is now
 * @param pointers the pointers as they are now
 * @param remotes the registry's remotes (federation name and folder)
 * @param locations each remote's base URL
 */
export function deployedMarkets(
  markets: () => MarketsFile,
  pointers: () => Pointers,
  remotes: readonly { name: string; folder: string }[],
  locations: readonly RemoteLocation[],
): () => MarketsFile {
  let last: { markets: MarketsFile; pointers: Pointers; applied: MarketsFile } | null = null;
  return () => {
    const file = markets();
    const live = pointers();
    if (last?.markets !== file || last.pointers !== live)
      last = {
        markets: file,
        pointers: live,
        applied: applyPointers(file, live, remotes, locations),
      };
    return last.applied;
  };
}
