// What the frontends share as 'react-router-dom': React Router's declarative mode (<BrowserRouter>,
// <Routes>, links and hooks), re-exported from react-router so that webpack can drop the rest.
//
// A shared module cannot be tree-shaken (any remote may use any export), and the whole package is
// ~480 KiB of source: data routers, framework mode (loaders, <Scripts>, single fetch) and server code
// (cookies, sessions, request handlers, RSC). None of that can run under the shell's <BrowserRouter>:
// data-router hooks (useLoaderData, useBlocker, useFetcher, ...) throw outside a data router. An
// export used from 'react-router-dom' must be listed here; kit's declarativeRouter.unit.spec.ts checks
// every import in the shell, kit and the remotes.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router';
