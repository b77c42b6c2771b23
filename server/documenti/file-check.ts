// What an uploaded document may be: PDF, JPEG or PNG up to 10 MB, recognised by its content (magic
// bytes) and not only by its extension, with a plain name (no path). One Italian message per refusal.
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_TYPES = {
  'application/pdf': { extensions: ['pdf'], magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] }, // %PDF-
  'image/jpeg': { extensions: ['jpg', 'jpeg'], magic: [[0xff, 0xd8, 0xff]] },
  'image/png': { extensions: ['png'], magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
} as const;
export type DocumentContentType = keyof typeof DOCUMENT_TYPES;

export const REFUSALS = {
  missingFile: 'Nessun file selezionato',
  empty: 'Il file è vuoto',
  tooLarge: 'Il file supera la dimensione massima consentita di 10 MB',
  badName: 'Il nome del file non è valido',
  badExtension: 'Formato non consentito: sono ammessi solo file PDF, JPEG e PNG',
  badContent: 'Il contenuto del file non corrisponde a un file PDF, JPEG o PNG valido',
} as const;

/** The type the bytes actually are, or null. */
export function detectContentType(data: Buffer): DocumentContentType | null {
  for (const [type, def] of Object.entries(DOCUMENT_TYPES) as [DocumentContentType, (typeof DOCUMENT_TYPES)[DocumentContentType]][]) {
    if (def.magic.some((m) => data.length >= m.length && m.every((b, i) => data[i] === b))) return type;
  }
  return null;
}

/** A display name only: no folders, no parent references, no control characters. */
export function isPlainFileName(name: string) {
  return name.length > 0 && name.length <= 255 && !/[\\/\u0000-\u001f\u007f]/.test(name) && !name.includes('..') && name.trim() === name && !name.startsWith('.');
}

/** Returns the content type of an acceptable file, or the refusal text. */
export function checkDocument(name: string, data: Buffer): { contentType: DocumentContentType } | { refusal: string } {
  if (!isPlainFileName(name)) return { refusal: REFUSALS.badName };
  if (data.length === 0) return { refusal: REFUSALS.empty };
  if (data.length > MAX_DOCUMENT_BYTES) return { refusal: REFUSALS.tooLarge };
  const ext = name.toLowerCase().split('.').pop() ?? '';
  const declared = (Object.keys(DOCUMENT_TYPES) as DocumentContentType[]).find((t) => (DOCUMENT_TYPES[t].extensions as readonly string[]).includes(ext));
  if (!declared) return { refusal: REFUSALS.badExtension };
  if (detectContentType(data) !== declared) return { refusal: REFUSALS.badContent };
  return { contentType: declared };
}
