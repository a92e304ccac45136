/**
 * The part of effector only the server render uses: `allSettled` (a page's data
 * loaded into the request's scope), `serialize` (the scope's values into the page) and
 * `useProvidedScope` (a server twin of a fragment loads its data into the request's scope while it
 * renders, suspending until it is there). Through
 * `shared`, like the rest of effector, so that the shell's server build and the remotes' server
 * builds share one effector kernel; never imported by browser code (a team's `prepare` lives in
 * its `src/exposes/*.server.tsx`).
 */
export { allSettled, fork, serialize } from 'effector';
export { useProvidedScope } from 'effector-react';
