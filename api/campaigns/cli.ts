import fs from "node:fs/promises";
import type { Db } from "../db";
import { HttpError } from "../http";
import { consultationCsv, siteFeedbackList } from "./export";

export const CAMPAIGN_USAGE = `  consultation-export <slug> [--out file]   a consultation's feedback as CSV (stdout or a file)
  feedback-list                      site feedback sent through /feedback, newest first`;

const oneLine = (text: string, max = 100) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The editors' commands of npm run moderate for consultations and site feedback (decision 0097). */
export async function campaignCommand(db: Db, command: string, args: string[], out: (line: string) => void): Promise<number> {
  if (command === "feedback-list") {
    const rows = await siteFeedbackList(db);
    out(`${rows.length} site feedback message(s)`);
    for (const r of rows) {
      out(
        `${r.reference}  ${r.created_at}  ${r.category}  ${r.page || "(whole site)"}  ${r.name || "(no name)"} ${r.email ? `<${r.email}>` : ""}`.trimEnd(),
      );
      out(`      ${oneLine(r.message)}`);
    }
    return 0;
  }
  const [slug, flag, file] = args;
  if (!slug || (flag !== undefined && (flag !== "--out" || !file))) return -1;
  try {
    const csv = await consultationCsv(db, slug);
    if (file) {
      await fs.writeFile(file, csv);
      out(`Wrote ${csv.split("\r\n").length - 2} submission(s) to ${file}`);
    } else out(csv.trimEnd());
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    out(`No consultation "${slug}"`);
    return 1;
  }
}
