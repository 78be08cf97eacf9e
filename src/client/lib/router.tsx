import {
  type AnchorHTMLAttributes,
  Component,
  type ComponentType,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
} from "react";
import { parse } from "regexparam";
import { matchRoute, useRouter, Router as WouterRouter } from "wouter";
import { navigate as pushOrReplace, useHistoryState, useLocationProperty } from "wouter/use-browser-location";
import { cn } from "./utils";

/**
 * The app's router: the few pieces of React Router's API the app uses, with the same names and
 * behaviour, on wouter (2.5 KB gzip instead of React Router's 30 KB; decision 0021). wouter keeps
 * the location (history.pushState/replaceState and popstate, and a fixed path for the build-time
 * prerender); this module matches the route table, loads each page's code on demand, gives every
 * route its error screen and lays pages out in their layouts.
 */

/**
 * One entry of the route table: a page (path and page) or a layout around its children (element, or
 * page when its code loads on demand too).
 */
export interface RouteObject {
  /** a regexparam pattern ("/quiz/:id", "*" for any path); a layout route has none */
  path?: string;
  /** the page's (or a layout's) code, loaded on demand (lazyPage) */
  page?: LazyPage;
  /** a layout's element, which shows its matched child where it renders <Outlet /> */
  element?: ReactNode;
  /** shown in place of the route when it throws while rendering */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

/** A page's code, loaded once: before a navigation shows it, or before the first render. */
export interface LazyPage {
  /** loads the code; the page then renders at once, without suspending */
  preload: () => Promise<void>;
  Page: ComponentType;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      Loaded = module.default;
    });
    return loading;
  };
  function Page() {
    // a page loaded before (preload) renders at once: what hydrating prerendered markup needs
    if (!Loaded) use(preload());
    const Shown = Loaded as ComponentType;
    return <Shown />;
  }
  return { preload, Page };
}

interface Match {
  /** the routes from the outermost layout down to the page */
  branch: RouteObject[];
  params: Readonly<Record<string, string | undefined>>;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The first route (in the table's order) whose pattern matches the path, with its layouts. */
export function matchRoutes(routes: RouteObject[], pathname: string): Match | null {
  for (const route of routes) {
    if (route.children) {
      const inner = matchRoutes(route.children, pathname);
      if (inner) return { branch: [route, ...inner.branch], params: inner.params };
    } else if (route.path !== undefined) {
      const [matches, found] = matchRoute(parse, route.path, pathname);
      if (!matches) continue;
      // the pattern's named params only (wouter adds the captures by position too)
      const params: Record<string, string | undefined> = {};
      for (const key of parse(route.path).keys) {
        const value = (found as Record<string, string | undefined>)[key];
        params[key] = value === undefined ? undefined : decode(value);
      }
      return { branch: [route], params };
    }
  }
  return null;
}

/** Loads the code of the page a path shows (nothing when it is loaded, or no page matches). */
export function preloadPath(routes: RouteObject[], pathname: string): Promise<void> | null {
  const pages = (matchRoutes(routes, pathname)?.branch ?? []).flatMap((route) =>
    route.page ? [route.page] : [],
  );
  return pages.length === 0 ? null : Promise.all(pages.map((page) => page.preload())).then(() => {});
}

const RoutesContext = createContext<RouteObject[]>([]);
const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});
const OutletContext = createContext<ReactNode>(null);

/* The location, read straight from the browser (wouter's store tells when it changes) */

const currentPathname = () => window.location.pathname;
const currentSearch = () => window.location.search;
const currentHash = () => window.location.hash;

function usePathname(): string {
  const { ssrPath } = useRouter();
  return useLocationProperty(currentPathname, () => ssrPath ?? window.location.pathname);
}

export interface Location {
  pathname: string;
  /** "" or "?…" */
  search: string;
  /** "" or "#…" */
  hash: string;
  /** what the navigation that made this entry passed as its state */
  state: unknown;
}

/** Where the browser is; the fragment and state are empty while prerendered markup hydrates. */
export function useLocation(): Location {
  const { ssrPath, ssrSearch } = useRouter();
  const pathname = usePathname();
  const search = useLocationProperty(currentSearch, () =>
    ssrPath === undefined ? window.location.search : ssrSearch ? `?${ssrSearch}` : "",
  );
  const hash = useLocationProperty(currentHash, () => "");
  const historyState = useHistoryState<{ usr?: unknown } | null>();
  const state = historyState?.usr ?? null;
  return useMemo(() => ({ pathname, search, hash, state }), [pathname, search, hash, state]);
}

/** The params of the page's pattern, decoded ("/quiz/:id" at /quiz/12 gives { id: "12" }). */
export const useParams = (): Readonly<Record<string, string | undefined>> => useContext(ParamsContext);

/* Navigation */

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** The history entry's position, as React Router kept it (the checkout's Cancel reads it). */
const historyIndex = () => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : 0;
};

let latestNavigation = 0;
// Back or Forward while a page's code loads cancels the navigation that waits for it
if (typeof window !== "undefined")
  window.addEventListener("popstate", () => {
    latestNavigation++;
  });

/**
 * Goes to a path inside the app. The page's code loads first, so the current page stays until the
 * next can show (a later navigation, Back or Forward cancels this one). Another page starts at its
 * top, or at its #fragment (useScrollToHash); Back and Forward keep the browser's own scroll
 * restoration. Like React Router, going to where the browser already is replaces the entry, and
 * history.state holds { usr: state, idx } (idx counts the app's entries; the checkout reads it).
 */
function navigateTo(routes: RouteObject[], to: string | number, options: NavigateOptions = {}) {
  if (typeof to === "number") {
    window.history.go(to);
    return;
  }
  const id = ++latestNavigation;
  const url = new URL(to, window.location.href);
  const go = () => {
    if (id !== latestNavigation) return;
    const path = url.pathname + url.search + url.hash;
    const here = window.location.pathname + window.location.search + window.location.hash;
    const replace = options.replace === true || path === here;
    const newPage = url.pathname !== window.location.pathname;
    const idx = historyIndex();
    pushOrReplace(path, { replace, state: { usr: options.state ?? null, idx: replace ? idx : idx + 1 } });
    if (newPage && url.hash === "") window.scrollTo(0, 0);
  };
  const loading = preloadPath(routes, url.pathname);
  if (loading) loading.then(go, go);
  else go();
}

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
};

export function useNavigate(): NavigateFunction {
  const routes = useContext(RoutesContext);
  return useCallback<NavigateFunction>(
    (to: string | number, options?: NavigateOptions) => navigateTo(routes, to, options),
    [routes],
  );
}

/** Navigates once it renders (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

type SearchParamsInit = string | Record<string, string | string[]> | URLSearchParams | [string, string][];

const toSearchParams = (init: SearchParamsInit) => {
  if (typeof init === "string" || init instanceof URLSearchParams || Array.isArray(init))
    return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init))
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  return params;
};

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query string's params, and a setter that navigates to this path with new ones. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const value = toSearchParams(
        typeof next === "function" ? next(new URLSearchParams(window.location.search)) : next,
      ).toString();
      navigate(window.location.pathname + (value ? `?${value}` : ""), options);
    },
    [navigate],
  );
  return [params, setParams];
}

/* Links */

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** An <a> that navigates inside the app; a modified or middle click, or a target, is the browser's. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== "_self") ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

export type NavLinkProps = Omit<LinkProps, "className"> & {
  /** active only on the path itself, not below it */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};

/** Is a link to `to` the current page (or, without `end`, a page below it)? As React Router's NavLink. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = new URL(to, "https://abhyas.invalid").pathname.toLowerCase();
  if (here === target) return true;
  if (end || !here.startsWith(target)) return false;
  const slashAt = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here.charAt(slashAt) === "/";
}

/** A Link that knows whether it is the current page: aria-current="page" and, for a string class, "active". */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, to, end);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={
        typeof className === "function" ? className({ isActive }) : cn(className, isActive && "active")
      }
    />
  );
}

/* Rendering the routes */

/** Where a layout shows its matched page. */
export function Outlet() {
  return useContext(OutletContext);
}

/** Shows a route's errorElement when it throws while rendering, until the location changes. */
class RouteBoundary extends Component<
  { fallback: ReactNode; location: string; children: ReactNode },
  { error: boolean; location: string }
> {
  override state = { error: false, location: this.props.location };
  static getDerivedStateFromError() {
    return { error: true };
  }
  static getDerivedStateFromProps(
    props: { location: string },
    state: { error: boolean; location: string },
  ): { error: boolean; location: string } | null {
    return props.location === state.location ? null : { error: false, location: props.location };
  }
  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

function Routes() {
  const routes = useContext(RoutesContext);
  const { pathname, search } = useLocation();
  const match = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!match) return null;
  const location = pathname + search;
  let shown: ReactNode = null;
  for (const route of [...match.branch].reverse()) {
    // a page (or a layout) whose code has not loaded yet (Back to a page not opened before) shows
    // nothing meanwhile; a layout shows its matched child where it renders <Outlet />
    const content = route.page ? (
      <Suspense fallback={null}>
        <route.page.Page />
      </Suspense>
    ) : (
      route.element
    );
    shown = (
      <RouteBoundary fallback={route.errorElement} location={location}>
        <OutletContext value={shown}>{content}</OutletContext>
      </RouteBoundary>
    );
  }
  return <ParamsContext value={match.params}>{shown}</ParamsContext>;
}

/**
 * Renders the route table at the browser's location, or at `ssrPath` (the build-time prerender).
 * The first render shows the page itself when its code was loaded before (preloadPath).
 */
export function RouterProvider({ routes, ssrPath }: { routes: RouteObject[]; ssrPath?: string }) {
  return (
    <WouterRouter ssrPath={ssrPath}>
      <RoutesContext value={routes}>
        <Routes />
      </RoutesContext>
    </WouterRouter>
  );
}
