import {
  type AnchorHTMLAttributes,
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { isActiveAt, type NavigateOptions, type Router, type RouterState } from './navigation.ts';

/**
 * React's side of the router (routes/navigation.ts): the provider, the outlet a layout puts its page in,
 * links and hooks. The names follow the ones the screens used before (issue #27), so a screen imports
 * `Link`, `useRouterState`, `useNavigate`, `useParams`, `useRouter` and `Outlet` from here.
 */

/** What a route error page is given: the error and a reset, which tries the route again. */
export interface ErrorComponentProps {
  error: unknown;
  reset: () => void;
}

export interface RouterComponents {
  /** Above every layout (routes/RootView.tsx). */
  root: ComponentType;
  /** A level whose code or capabilities are still loading. */
  pending: ComponentType;
  /** A level that failed to load or to render. */
  error: ComponentType<ErrorComponentProps>;
}

const RouterContext = createContext<{ router: Router; components: RouterComponents } | null>(null);
/** Which level an Outlet renders: the root's is the layout (0), a layout's the screen (1). */
const DepthContext = createContext(0);

function useRouterContext() {
  const context = useContext(RouterContext);
  if (context === null) throw new Error('router hooks need RouterProvider above them');
  return context;
}

export function useRouter(): Router {
  return useRouterContext().router;
}

/**
 * A value from the router's state, rendered again only when it changes. `select` runs once per state
 * change, so it may return a new object.
 */
export function useRouterState<T>({ select }: { select: (state: RouterState) => T }): T {
  const router = useRouter();
  const memo = useRef<{ state: RouterState; select: typeof select; value: T } | null>(null);
  const read = () => {
    const state = router.state;
    const last = memo.current;
    if (last !== null && last.state === state && last.select === select) return last.value;
    const value = select(state);
    // Keeps the previous value when it is the same primitive, so React sees no change.
    const kept = last !== null && Object.is(last.value, value) ? last.value : value;
    memo.current = { state, select, value: kept };
    return kept;
  };
  return useSyncExternalStore(router.subscribeState, read, read);
}

/** The current route's params (core's matchRoute), e.g. `{ id }` on `/activity/racePage/$id`. */
export function useParams(_options?: { strict?: boolean }): Readonly<Record<string, string>> {
  return useRouterState({ select: (state) => state.view.match.params });
}

export function useNavigate(): (options: NavigateOptions) => Promise<void> {
  const router = useRouter();
  return useMemo(() => (options: NavigateOptions) => router.navigate(options), [router]);
}

export function RouterProvider({ router, components }: { router: Router; components: RouterComponents }) {
  const context = useMemo(() => ({ router, components }), [router, components]);
  const view = useSyncExternalStore(
    router.subscribeState,
    () => router.state.view,
    () => router.state.view,
  );
  // After the page's own layout effects: the scroll is restored, then onRendered (tab scroll, drafts).
  useLayoutEffect(() => router.rendered(view), [router, view]);
  const Root = components.root;
  return (
    <RouterContext.Provider value={context}>
      <DepthContext.Provider value={0}>
        <Root />
      </DepthContext.Provider>
    </RouterContext.Provider>
  );
}

interface BoundaryProps {
  resetKey: unknown;
  retry: () => void;
  error: ComponentType<ErrorComponentProps>;
  children: ReactNode;
}

/** A page that throws while rendering shows the route error inside its layout; a navigation resets it. */
class RouteBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean; resetKey: unknown }> {
  override state = { error: null as unknown, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('route render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const ErrorPage = this.props.error;
    const reset = () => {
      this.setState({ error: null, failed: false });
      this.props.retry();
    };
    return <ErrorPage error={this.state.error} reset={reset} />;
  }
}

/** Where a layout (or the root) renders the next level: the page, its pending page or its error. */
export function Outlet() {
  const { router, components } = useRouterContext();
  const depth = useContext(DepthContext);
  const retry = () => void router.invalidate();
  const slot = useRouterState({ select: (state) => state.view.slots[depth as 0 | 1] });
  const resetKey = useRouterState({ select: (state) => state.view.location });
  if (slot === undefined) return null;
  const Pending = components.pending;
  const ErrorPage = components.error;
  let content: ReactNode;
  if (slot.kind === 'pending') content = <Pending />;
  else if (slot.kind === 'error') content = <ErrorPage error={slot.error} reset={retry} />;
  else {
    const Page = slot.component;
    content = <Page />;
  }
  return (
    <DepthContext.Provider value={depth + 1}>
      <RouteBoundary resetKey={resetKey} retry={retry} error={ErrorPage}>
        <Suspense fallback={<Pending />}>{content}</Suspense>
      </RouteBoundary>
    </DepthContext.Provider>
  );
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps, Pick<NavigateOptions, 'params' | 'search' | 'replace'> {
  to: string;
  /** A whole page load instead of an in-app navigation (SPEC §2: going home reloads). */
  reloadDocument?: boolean;
  /** Props added while the link's page is shown (it also gets aria-current="page"). */
  activeProps?: Pick<AnchorProps, 'className' | 'aria-current'>;
  activeOptions?: { exact?: boolean };
  'data-testid'?: string;
}

/**
 * A real `<a href>` (modifier-click, middle-click and the context menu open it in a new tab); a plain
 * click navigates in the app. While its page is shown it carries aria-current="page".
 */
export function Link({
  to,
  params,
  search,
  replace,
  reloadDocument,
  activeProps,
  activeOptions,
  onClick,
  className,
  target,
  ...rest
}: LinkProps) {
  const router = useRouter();
  const destination = router.buildLocation({ to, params, search });
  const exact = activeOptions?.exact === true;
  const active = useRouterState({ select: (state) => isActiveAt(state.location, destination, exact) });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      reloadDocument === true ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (target !== undefined && target !== '_self')
    )
      return;
    event.preventDefault();
    void router.navigate({ href: destination.href, replace });
  };
  const { className: activeClassName, ...activeRest } = active ? (activeProps ?? {}) : {};
  const classes = [className, activeClassName].filter(Boolean).join(' ');
  return (
    <a
      {...rest}
      {...activeRest}
      {...(active ? { 'aria-current': 'page' as const, 'data-status': 'active' } : {})}
      {...(classes === '' ? {} : { className: classes })}
      {...(target === undefined ? {} : { target })}
      href={destination.href}
      onClick={handleClick}
    />
  );
}
