/**
 * Federated module ids as the shell and its server render use them: `{provider}/{module}`. It
 * imports nothing, so `main.js` can use it before any shared module is negotiated.
 */

/** The provider (remote) of a federated module id: 'search' for 'search/SearchPage'. */
export function providerOf(id: string): string {
  return id.split('/')[0]!;
}
