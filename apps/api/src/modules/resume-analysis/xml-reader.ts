// A minimal streaming XML tokenizer for Office Open XML parts. OOXML is
// machine-written and well-formed, so a tokenizer (no DTDs, no entities beyond
// the five predefined and numeric ones) is enough, and it builds no tree: the
// DOCX reader keeps only the state it needs while the events go by.

export interface XmlHandler {
  open(name: string, attrs: Record<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  text(value: string): void;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return ENTITIES[code] ?? whole;
  });
}

const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function parseXml(xml: string, handler: XmlHandler): void {
  let i = 0;
  const length = xml.length;
  while (i < length) {
    const lt = xml.indexOf('<', i);
    if (lt === -1) {
      handler.text(decodeEntities(xml.slice(i)));
      return;
    }
    if (lt > i) handler.text(decodeEntities(xml.slice(i, lt)));
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      i = end === -1 ? length : end + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9);
      handler.text(xml.slice(lt + 9, end === -1 ? length : end));
      i = end === -1 ? length : end + 3;
      continue;
    }
    if (xml[lt + 1] === '?' || xml[lt + 1] === '!') {
      const end = xml.indexOf('>', lt + 2);
      i = end === -1 ? length : end + 1;
      continue;
    }
    const gt = xml.indexOf('>', lt + 1);
    if (gt === -1) return;
    const body = xml.slice(lt + 1, gt);
    i = gt + 1;
    if (body[0] === '/') {
      handler.close(body.slice(1).trim());
      continue;
    }
    const selfClosing = body.endsWith('/');
    const inner = selfClosing ? body.slice(0, -1) : body;
    const space = inner.search(/\s/);
    const name = space === -1 ? inner : inner.slice(0, space);
    const attrs: Record<string, string> = {};
    if (space !== -1) {
      ATTR.lastIndex = 0;
      let match: RegExpExecArray | null;
      while ((match = ATTR.exec(inner)) !== null) attrs[match[1]!] = decodeEntities(match[2] ?? match[3] ?? '');
    }
    handler.open(name, attrs, selfClosing);
    if (selfClosing) handler.close(name);
  }
}
