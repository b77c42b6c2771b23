// Text drawn in a PDF made by pdfkit: reads each page's content stream, follows its text operators
// (Tf, Tm, TJ/Tj) and decodes each run with its font: an embedded font (server/pdf/fonts.ts) through
// its ToUnicode map (two-byte glyph codes), a standard font as WinAnsi. One text run per line of text,
// with where it starts.
import { inflateSync } from 'node:zlib';

// WinAnsi differs from Latin-1 in 0x80–0x9F (typographic quotes, dashes, euro).
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };
const winAnsi = (hex: string) => [...Buffer.from(hex, 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

export function isPdf(buf: Buffer): boolean {
  return buf.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** One run of text: its page (from 1), its start in PDF units from the page's bottom left, its font size. */
export interface PdfRun {
  page: number;
  x: number;
  y: number;
  size: number;
  text: string;
}

/** The body of object `n`: its dictionary and, when it has one, its stream (inflated when compressed). */
function object(pdf: Buffer, raw: string, n: string): { dict: string; stream: string | null } {
  const start = raw.search(new RegExp(`(^|[^0-9])${n} 0 obj\\b`));
  if (start < 0) return { dict: '', stream: null };
  const end = raw.indexOf('endobj', start);
  const body = raw.slice(start, end);
  const s = /stream\r?\n/.exec(body);
  if (!s) return { dict: body, stream: null };
  const from = start + s.index + s[0].length;
  const bytes = pdf.subarray(from, raw.indexOf('endstream', from));
  const dict = body.slice(0, s.index);
  return { dict, stream: (/\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes).toString('latin1') };
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap (bfchar and bfrange, as pdfkit writes them): glyph code → text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(src, 16), utf16(dst));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst, list] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]+)>|\[([^\]]*)\])/g)) {
      const from = parseInt(lo, 16);
      const to = parseInt(hi, 16);
      if (list !== undefined) [...list.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((d, i) => map.set(from + i, utf16(d[1])));
      else for (let c = from; c <= to; c++) map.set(c, String.fromCharCode(utf16(dst).charCodeAt(0) + c - from));
    }
  }
  return map;
}

/** Every run of text of every page, in drawing order. */
export function pdfRuns(pdf: Buffer): PdfRun[] {
  const raw = pdf.toString('latin1');
  const fonts = new Map<string, Map<number, string> | null>();
  const decoderOf = (ref: string) => {
    if (!fonts.has(ref)) {
      const unicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(object(pdf, raw, ref).dict);
      const cmap = unicode && object(pdf, raw, unicode[1]).stream;
      fonts.set(ref, cmap ? toUnicode(cmap) : null);
    }
    const map = fonts.get(ref);
    return map ? (hex: string) => (hex.match(/.{4}/g) ?? []).map((c) => map.get(parseInt(c, 16)) ?? '\uFFFD').join('') : winAnsi;
  };
  const runs: PdfRun[] = [];
  const pages = [...raw.matchAll(/\/Type\s*\/Page\b/g)].map((m) => raw.slice(m.index, raw.indexOf('>>', m.index)));
  pages.forEach((page, i) => {
    const resources = /\/Resources\s+(\d+)\s+0\s+R/.exec(page);
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(resources ? object(pdf, raw, resources[1]).dict : page);
    const fontRefs = new Map([...(fontDict?.[1] ?? '').matchAll(/\/(\S+)\s+(\d+)\s+0\s+R/g)].map((m) => [m[1], m[2]]));
    const contents = /\/Contents\s+(\d+)\s+0\s+R/.exec(page);
    const content = contents ? (object(pdf, raw, contents[1]).stream ?? '') : '';
    let decode = winAnsi;
    let size = 0;
    let x = 0;
    let y = 0;
    for (const op of content.matchAll(/\/(\S+)\s+([-\d.]+)\s+Tf|(?:[-\d.]+\s+){4}([-\d.]+)\s+([-\d.]+)\s+Tm|\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (op[1] !== undefined) {
        const ref = fontRefs.get(op[1]);
        decode = ref ? decoderOf(ref) : winAnsi;
        size = Number(op[2]);
      } else if (op[3] !== undefined) {
        x = Number(op[3]);
        y = Number(op[4]);
      } else {
        const hexes = op[5] !== undefined ? [...op[5].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[6]];
        runs.push({ page: i + 1, x, y, size, text: hexes.map(decode).join('') });
      }
    }
  });
  return runs;
}

/** The text of a PDF, one run per line. */
export function pdfText(pdf: Buffer): string {
  return pdfRuns(pdf)
    .map((r) => r.text)
    .join('\n');
}

/** The fonts a PDF names (BaseFont of its font dictionaries), once each: a subset of an embedded font is 'ABCDEF+Name'. */
export function pdfFonts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [...new Set([...raw.matchAll(/\/Type\s*\/Font\b[^>]*?\/BaseFont\s*\/([^\s/>]+)/g)].map((m) => m[1]))];
}

/** Whether every font of a PDF is the product's embedded Liberation Sans (server/pdf/fonts.ts). */
export const onlyEmbeddedFonts = (pdf: Buffer) => pdfFonts(pdf).length > 0 && pdfFonts(pdf).every((f) => /^[A-Z]{6}\+LiberationSans(-Bold)?$/.test(f));
