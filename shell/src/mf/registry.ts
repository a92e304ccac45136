/**
 * The registry of remotes as the shell's browser code reads it (remotes.json, issue 10): the
 * routes each slot's pages serve, and whether a module is a page or a fragment. Its consistency
 * with the slot contracts of shared/remote is checked by registry.test.ts.
 */
import type { RemoteRegistry } from 'shared/registry';
import registryFile from '../../../remotes.json';

/** The registry (remotes.json), typed. */
export const REGISTRY = registryFile as unknown as RemoteRegistry;
