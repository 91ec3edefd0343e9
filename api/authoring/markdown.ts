import MarkdownIt from "markdown-it";
import { sanitizeBody } from "../repo/html";

/**
 * Contributors write Markdown; readers get it as sanitised HTML. Raw HTML is off in the parser
 * (written HTML shows as text) and the result still goes through the one sanitiser of every
 * body, so a `javascript:` link or anything the parser lets through is removed as well.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

export function renderMarkdown(source: string): string {
  return sanitizeBody(markdown.render(source));
}
