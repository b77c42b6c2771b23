// Content-Disposition for downloads: an ASCII fallback plus the UTF-8 name (RFC 6266 / 5987), so
// Italian names with accents arrive intact and no header injection is possible.
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment') {
  const clean = fileName.replace(/[\u0000-\u001f\u007f"\\/]/g, '_');
  const ascii = clean
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
