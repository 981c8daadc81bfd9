/** One element of a CAML document: its name, attributes, child elements and text. */
export interface CamlElement {
  name: string;
  attributes: Record<string, string>;
  children: CamlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
const decode = (text: string) => text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ENTITIES[name]);

/**
 * The elements of a CAML fragment (a view's ViewQuery, a query's ViewXml): CAML is plain XML without
 * namespaces, processing instructions or DTDs, so a small reader does; CDATA is read as text.
 */
export function parseCaml(xml: string): CamlElement[] {
  const root: CamlElement = { name: '', attributes: {}, children: [], text: '' };
  const open: CamlElement[] = [root];
  const tokens =
    /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\/([\w:]+)\s*>|<([\w:]+)((?:\s+[\w:]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  for (const [token, cdata, closing, name, attributeText, selfClosing, text] of xml.matchAll(tokens)) {
    const current = open[open.length - 1];
    if (cdata !== undefined) current.text += cdata;
    else if (text !== undefined) current.text += decode(text.trim());
    else if (closing !== undefined) {
      if (current.name !== closing) throw new SyntaxError(`CAML closes <${closing}> where <${current.name}> is open.`);
      open.pop();
    } else if (name !== undefined) {
      const attributes = Object.fromEntries(
        [...attributeText.matchAll(/([\w:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map(([, key, double, single]) => [
          key,
          decode(double ?? single),
        ]),
      );
      const element: CamlElement = { name, attributes, children: [], text: '' };
      current.children.push(element);
      if (!selfClosing) open.push(element);
    } else if (!token.startsWith('<!--')) throw new SyntaxError(`CAML cannot be read at "${token.slice(0, 40)}".`);
  }
  if (open.length > 1) throw new SyntaxError(`CAML leaves <${open[open.length - 1].name}> open.`);
  return root.children;
}

/** The first element of this name at any depth, or null. */
export function findCaml(elements: readonly CamlElement[], name: string): CamlElement | null {
  for (const element of elements) {
    if (element.name === name) return element;
    const inner = findCaml(element.children, name);
    if (inner) return inner;
  }
  return null;
}
