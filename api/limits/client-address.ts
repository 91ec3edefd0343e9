import type { RequestHandler } from "express";
import { safeEqual } from "../auth/secrets";

/** Header carrying the secret shared by the portal and the API (PORTAL_API_SECRET). */
export const PORTAL_SECRET_HEADER = "x-portal-secret";
/** With a valid portal secret: the visitor's address as the portal saw it (for rate limits). */
export const CLIENT_IP_HEADER = "x-client-ip";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express declares Request in this global namespace
  namespace Express {
    interface Request {
      /** True when the call carries the right portal secret (set by clientAddress). */
      fromPortal?: boolean;
      /**
       * The address every limit counts against: the portal's view of the visitor when the call
       * carries the secret, else the socket's. Null for the portal's own calls (secret, no address).
       */
      clientAddress?: string | null;
    }
  }
}

/**
 * The one place that decides who a request is for rate limits. `x-client-ip` is believed only
 * together with the right secret, so a caller of the public /api cannot pick its own address.
 */
export function clientAddress(portalSecret: string | undefined): RequestHandler {
  return (req, _res, next) => {
    const given = req.get(PORTAL_SECRET_HEADER);
    req.fromPortal = !!portalSecret && !!given && safeEqual(given, portalSecret);
    if (req.fromPortal) {
      const forwarded = req.get(CLIENT_IP_HEADER)?.trim();
      req.clientAddress = forwarded ? forwarded.slice(0, 64) : null;
    } else {
      req.clientAddress = req.ip ?? req.socket.remoteAddress ?? "unknown";
    }
    next();
  };
}
