// The file name of a download's Content-Disposition (RFC 6266): the UTF-8 `filename*` (RFC 5987,
// percent-encoded) when present, else the plain `filename`, taken as written. Only the encoded form
// is decoded: a plain name may hold a '%' ('Quota 100% pagata.pdf') and is no URI.
const ENCODED = /filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[\w-]*'([^;\s]+)/i;
const PLAIN = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i;

export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = ENCODED.exec(header);
  if (encoded && encoded[1].toLowerCase() === 'utf-8') {
    try {
      return decodeURIComponent(encoded[2]);
    } catch {
      // A malformed encoded name: the plain one below, if any.
    }
  }
  const plain = PLAIN.exec(header);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2];
}
