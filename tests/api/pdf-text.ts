// Text drawn in a pdfkit PDF: inflates its content streams and decodes the hex strings of Tj/TJ.
import { inflateSync } from 'node:zlib';

// pdfkit's standard fonts draw text in WinAnsi (windows-1252: € is 0x80; the rest used here is latin1).
const winAnsi = { decode: (b: Buffer) => b.toString('latin1').replace(/\x80/g, '€') };

export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const line of content.split('\n')) {
      const hex = [...line.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => winAnsi.decode(Buffer.from(h[1], 'hex'))).join('');
      if (hex) out.push(hex);
    }
  }
  return out.join('\n');
}
