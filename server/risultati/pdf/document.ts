// Shared PDF plumbing (pdfkit): A4 pages with the federation heading. Documents are built from
// the data only (fixed creation date), so the same data gives the same bytes and the same ETag.
// pdfkit (with its fonts) weighs ~30 MB of memory: loaded by the first document, not at start-up.
import type {} from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export const FEDERAZIONE = 'Federazione Italiana Giuoco Handball';
export const MARGIN = 40;

export async function renderPdf(title: string, creationDate: Date, draw: (doc: Pdf) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, lang: 'it-IT', info: { Title: title, Author: FEDERAZIONE, Creator: FEDERAZIONE, CreationDate: creationDate } });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      heading(doc, title);
      draw(doc);
      doc.end();
    } catch (e) {
      reject(e);
    }
  });
}

function heading(doc: Pdf, title: string) {
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(FEDERAZIONE.toUpperCase(), { align: 'center' });
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(15).fillColor('#0b3d91').text(title, { align: 'center' });
  doc.moveDown(0.8).fillColor('#000000');
}

/** Starts a new page when fewer than `needed` points are left above the bottom margin. */
export function ensureSpace(doc: Pdf, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

export const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;
