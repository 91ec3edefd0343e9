import type { CampaignKind, CampaignStatus } from "../../contract";
import type { MessageKey } from "~/i18n";
import "~/campaigns/messages";

/** Words for a campaign's kind and status (never shown as the API's ids). */
export const KIND_LABEL = {
  fellowship: "campaigns.kind.fellowship",
  hackathon: "campaigns.kind.hackathon",
  "expression-of-interest": "campaigns.kind.eoi",
  "call-for-partners": "campaigns.kind.partners",
  consultation: "campaigns.kind.consultation",
} as const satisfies Record<CampaignKind, MessageKey>;

export const STATUS_LABEL = {
  open: "campaigns.status.open",
  "closing-soon": "campaigns.status.closingSoon",
  upcoming: "campaigns.status.upcoming",
  closed: "campaigns.status.closed",
} as const satisfies Record<CampaignStatus, MessageKey>;

/** Badge colours with AA contrast on white; the words carry the meaning, not the colour. */
export const STATUS_CLASS: Record<CampaignStatus, string> = {
  open: "border-green-800 bg-green-50 text-green-900",
  "closing-soon": "border-amber-800 bg-amber-50 text-amber-900",
  upcoming: "border-blue-800 bg-blue-50 text-blue-900",
  closed: "border-slate-600 bg-slate-100 text-slate-800",
};

export const isOpen = (status: CampaignStatus) => status === "open" || status === "closing-soon";
