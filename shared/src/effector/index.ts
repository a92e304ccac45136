/**
 * The site's state library: the part of effector and effector-react that the shell and the
 * remotes use, re-exported from one place (ARCHITECTURE "State").
 *
 * Every package's models and components import effector from `shared/effector`, never from
 * `effector` or `effector-react` themselves. `shared/*` is a Module Federation singleton, so the
 * page holds one effector kernel and every remote's units work with the event bus's units
 * (`shared/bus`); because effector is not a federation share key of its own, webpack tree-shakes it
 * down to these exports (a share key ships its whole package). Tests import `fork`,
 * `allSettled` and `Provider` from effector and effector-react directly: jest resolves both paths
 * to the same modules. `fork` and `Provider` are here for the browser's hydration from a server
 * render: every page runs in a scope of its own. What only the server render needs
 * (`allSettled`, `serialize`) is in `shared/effector/server`, off the browser's first load.
 */
export {
  attach,
  combine,
  createEffect,
  createEvent,
  createStore,
  fork,
  sample,
  scopeBind,
} from 'effector';
export type * from 'effector';
export { Provider, useUnit } from 'effector-react';
