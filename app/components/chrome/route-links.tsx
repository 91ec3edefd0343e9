import { useNavigate } from "@remix-run/react";
import { useEffect, type AnchorHTMLAttributes, type RefObject } from "react";

/**
 * The header's and footer's links (about sixty on every page): plain anchors that the router
 * follows on a plain click, as it follows a Remix <Link>. A <Link> resolves its address three
 * times as it renders (React Router writes the route matches out as JSON each time); on every
 * page, the chrome's links were about 5 % of a signed-in page's server time. Without JavaScript,
 * and before hydration, both are ordinary links.
 */
export function RouteLink({ to, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  return (
    <a href={to} data-route="" {...rest}>
      {children}
    </a>
  );
}

/** Has the router follow a plain click on a RouteLink inside `ref`, as <Link> does. */
export function useRouteLinks(ref: RefObject<HTMLElement>) {
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-route]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      // The same address again replaces the history entry, as <Link> does.
      navigate(to, { replace: to === window.location.pathname + window.location.search + window.location.hash });
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [ref, navigate]);
}
