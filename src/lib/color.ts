// Application colours come from the server; white text on them must stay readable (WCAG AA 4.5:1).

function channels(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export const contrastWithWhite = (rgb: [number, number, number]) => 1.05 / (luminance(rgb) + 0.05);

/** The colour, darkened just enough for white text to reach 4.5:1; a fallback for unreadable input. */
export function darkEnoughForWhite(hex: string | undefined, fallback = '#0d47a1'): string {
  let rgb = hex ? channels(hex) : null;
  if (!rgb) return fallback;
  for (let i = 0; i < 20 && contrastWithWhite(rgb) < 4.5; i++) rgb = rgb.map((c) => Math.round(c * 0.9)) as [number, number, number];
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
