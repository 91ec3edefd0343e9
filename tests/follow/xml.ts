/**
 * A small strict XML reader for the feed and sitemap tests: well-formedness (every tag closed in
 * order, attributes quoted, no bare `<` or `&`), entities decoded, and a tree to query. Enough
 * for the documents the portal writes (no DTDs, CDATA or comments).
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(raw: string): string {
  return raw.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(";")) throw new Error(`bare & in ${JSON.stringify(raw.slice(0, 80))}`);
    if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    if (!(name in ENTITIES)) throw new Error(`unknown entity &${name};`);
    return ENTITIES[name];
  });
}

const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*"[^"<]*")*)\s*(\/?)>/y;
const ATTR = /([A-Za-z_][\w:.-]*)\s*=\s*"([^"<]*)"/g;

export function parseXml(source: string): XmlElement {
  let pos = 0;
  const prolog = /^<\?xml[^?]*\?>\s*/.exec(source);
  if (prolog) pos = prolog[0].length;
  const root: XmlElement = { name: "#document", attrs: {}, children: [], text: "" };
  const stack = [root];
  while (pos < source.length) {
    const lt = source.indexOf("<", pos);
    const text = source.slice(pos, lt === -1 ? source.length : lt);
    if (text.includes(">")) throw new Error(`bare > in text ${JSON.stringify(text.slice(0, 80))}`);
    stack.at(-1)!.text += decode(text);
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const m = TAG.exec(source);
    if (!m) throw new Error(`malformed tag at ${lt}: ${JSON.stringify(source.slice(lt, lt + 80))}`);
    pos = TAG.lastIndex;
    const [, closing, name, rawAttrs, selfClosing] = m;
    if (closing) {
      const open = stack.pop()!;
      if (open.name !== name || stack.length === 0) throw new Error(`</${name}> closes <${open.name}>`);
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, key, value] of rawAttrs.matchAll(ATTR)) {
      if (key in attrs) throw new Error(`attribute ${key} twice on <${name}>`);
      attrs[key] = decode(value);
    }
    const element: XmlElement = { name, attrs, children: [], text: "" };
    stack.at(-1)!.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (root.children.length !== 1 || root.text.trim() !== "") throw new Error("not exactly one root element");
  return root.children[0];
}

export const childrenNamed = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);
export const childNamed = (el: XmlElement, name: string) => el.children.find((c) => c.name === name);
