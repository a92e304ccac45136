/**
 * The site's router: the part of React Router (react-router-dom 7, declarative mode) that the shell and the
 * remotes use, re-exported from one place.
 *
 * Every package imports routing from `shared/router`, never from `react-router-dom` itself. `shared/*`
 * is a Module Federation singleton, so the page holds one router and one routing context, and
 * because React Router is not a federation share key of its own, webpack tree-shakes it down to
 * these exports in every build (a shared module ships whole). Routes are route objects for
 * `useRoutes`; tests take `MemoryRouter`, `Routes` and `Route` from react-router-dom itself (jest
 * resolves both paths to the same module). SPEC §2 (routes) builds on it.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
} from 'react-router-dom';
export type { LinkProps, Location, NavigateFunction, RouteObject } from 'react-router-dom';
