// An official communiqué as a PDF, when the area published its text rather than a signed PDF.
import { formatItalianDate } from '../time.ts';
import { renderPdf } from './document.ts';
import { BOLD, REGULAR } from '../../pdf/fonts.ts';

export function comunicatoPdf(c: { numero: number; data: string; descrizione: string; testo: string; area_nome: string }): Promise<Buffer> {
  return renderPdf(`Comunicato Ufficiale n. ${c.numero} del ${formatItalianDate(c.data)}`, new Date(`${c.data}T12:00:00Z`), (doc) => {
    doc.font(REGULAR).fontSize(10).text(c.area_nome, { align: 'center' });
    doc.moveDown(1);
    doc.font(BOLD).fontSize(12).text(c.descrizione);
    doc.moveDown(0.6);
    doc.font(REGULAR).fontSize(10);
    for (const paragraph of c.testo.split(/\n{2,}/)) doc.text(paragraph, { align: 'justify' }).moveDown(0.6);
  });
}
