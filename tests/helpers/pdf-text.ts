// Text drawn in a PDF made by pdfkit with the standard fonts: inflates the content streams and
// decodes the hex strings of the TJ/Tj operators (WinAnsi), one text run per line.
import { inflateSync } from 'node:zlib';

// WinAnsi differs from Latin-1 in 0x80–0x9F (typographic quotes, dashes, euro).
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };
const decode = (hex: string) => [...Buffer.from(hex, 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

export function isPdf(buf: Buffer): boolean {
  return buf.subarray(0, 5).toString('latin1') === '%PDF-';
}

export function pdfText(buf: Buffer): string {
  const raw = buf.toString('latin1');
  const runs: string[] = [];
  const streamRe = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = buf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[2]];
      runs.push(hexes.map(decode).join(''));
    }
    streamRe.lastIndex = end;
  }
  return runs.join('\n');
}
