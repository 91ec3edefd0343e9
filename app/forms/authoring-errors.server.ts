import { AUTHORING_LIMITS as L, AUTHORING_MESSAGES as M } from "../../contract/authoring-constants";
import type { MessageKey } from "~/i18n";

/**
 * The contract's field messages for the authoring forms (English, as the API sends them) and the
 * dictionary key each is shown with (./known-messages.ts reads this table). Server code only, as
 * known-messages.ts: it brings no authoring text to a page (the server has every area's text,
 * app/i18n/all.server.ts).
 */
export const AUTHORING_ERRORS: Array<[english: string, key: MessageKey, params?: Record<string, number>]> = [
  [M.titleRequired, "authoring.error.titleRequired"],
  [M.titleLong, "authoring.error.titleLong", { max: L.title }],
  [M.summaryRequired, "authoring.error.summaryRequired"],
  [M.summaryLong, "authoring.error.summaryLong", { max: L.summary }],
  [M.bodyRequired, "authoring.error.bodyRequired"],
  [M.bodyLong, "authoring.error.bodyLong"],
  [M.characters, "authoring.error.characters"],
  [M.tagsTooMany, "authoring.error.tagsTooMany", { max: L.tags }],
  [M.tagLong, "authoring.error.tagLong", { max: L.tag }],
  [M.imageId, "authoring.error.imageId"],
  [M.pdfId, "authoring.error.pdfId"],
  [M.imageAltRequired, "authoring.error.imageAltRequired"],
  [M.imageAltLong, "authoring.error.imageAltLong", { max: L.imageAlt }],
  [M.sector, "authoring.error.sector"],
  [M.sectors, "authoring.error.sectors"],
  [M.httpsUrl, "authoring.error.httpsUrl"],
  [M.urlLong, "authoring.error.urlLong", { max: L.url }],
  [M.videoUrlRequired, "authoring.error.videoUrlRequired"],
  [M.videoHost, "authoring.error.videoHost"],
  [M.durationRequired, "authoring.error.durationRequired"],
  [M.durationFormat, "authoring.error.durationFormat"],
  [M.transcriptLong, "authoring.error.transcriptLong"],
  [M.fundSize, "authoring.error.fundSize"],
  [M.fundStage, "authoring.error.fundStage"],
  [M.emailFormat, "authoring.error.emailFormat"],
  [M.state, "authoring.error.state"],
  [M.cityRequired, "authoring.error.cityRequired"],
  [M.cityLong, "authoring.error.cityLong", { max: L.city }],
  [M.websiteRequired, "authoring.error.websiteRequired"],
  [M.startupStage, "authoring.error.startupStage"],
  [M.foundedYear, "authoring.error.foundedYear"],
  [M.startDate, "authoring.error.startDate"],
  [M.startTime, "authoring.error.startTime"],
  [M.endDate, "authoring.error.endDate"],
  [M.endTime, "authoring.error.endTime"],
  [M.endBeforeStart, "authoring.error.endBeforeStart"],
  [M.venueOrOnline, "authoring.error.venueOrOnline"],
  [M.textLong, "authoring.error.textLong", { max: L.text }],
  [M.organiserRequired, "authoring.error.organiserRequired"],
];
