// The app's links, in the build in place of React Router's own `Link` and `NavLink` (vite.config.ts, lightRouterLinks):
// those carry framework-mode pieces this app never runs (route-module prefetching, masks, view transitions), which the
// bundler cannot leave out of the vendor file every page loads. These do what the app asks of a link: the address as
// React Router resolves it (useHref), a plain click navigating in the app (React Router's useLinkClickHandler, which
// leaves modified clicks, other targets and other buttons to the browser), and a NavLink's active state.
import { forwardRef, type AnchorHTMLAttributes, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** A full page load instead of the app's navigation. */
  reloadDocument?: boolean;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, preventScrollReset, reloadDocument, target, onClick, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, preventScrollReset, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on the address itself, not on the addresses below it. */
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/** Whether `location` is `target` or, unless `end`, an address below it (React Router's NavLink rule). */
export function isActivePath(location: string, target: string, { end = false, caseSensitive = false } = {}): boolean {
  const here = caseSensitive ? location : location.toLowerCase();
  const path = caseSensitive ? target : target.toLowerCase();
  const endSlash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return here === path || (!end && here.startsWith(path) && here.charAt(endSlash) === '/');
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { 'aria-current': ariaCurrent = 'page', end, caseSensitive, className, style, children, to, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const path = useResolvedPath(to);
  const isActive = isActivePath(pathname, path.pathname, { end, caseSensitive });
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});
