import { useNavigate } from "react-router";
import { useEffect, type AnchorHTMLAttributes } from "react";

/**
 * A link to a page of the portal that the router follows on a plain click, as it follows a
 * React Router <Link>, but rendered as a plain anchor. A <Link> resolves its address three times as it
 * renders (React Router writes the route matches out as JSON each time); the header, the footer
 * and the cards put about a hundred links on a page, and they were about 8 % of a signed-in
 * page's server time. Without JavaScript, and before hydration, both are ordinary links.
 * A <Link> is still the one to use for prefetching, or for a relative address.
 */
export function RouteLink({ to, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  return (
    <a href={to} data-route="" {...rest}>
      {children}
    </a>
  );
}

/** One listener for the whole document: the router follows a plain click on a RouteLink. */
export function RouteLinks(): null {
  const navigate = useNavigate();
  useEffect(() => {
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
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
