// Small generated team logos (SVG): a shield in the club's two colours with its initials.
const COLOURS = ['#0b3d91', '#c8102e', '#00843d', '#ffb81c', '#5f259f', '#000000', '#0096d6', '#e35205', '#7a1f2b', '#2e7d32'];

export function teamLogoSvg(name: string, index: number): string {
  const words = name.split(/\s+/).filter((w) => !['PALLAMANO', 'HANDBALL', 'HC', 'POLISPORTIVA', 'ASD', 'US', 'SSV', 'AMATORI'].includes(w));
  const initials = (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? name).slice(0, 2)).toUpperCase();
  const a = COLOURS[index % COLOURS.length];
  const b = COLOURS[(index * 3 + 1) % COLOURS.length] === a ? '#ffffff' : COLOURS[(index * 3 + 1) % COLOURS.length];
  const text = ['#ffb81c'].includes(a) ? '#000000' : '#ffffff';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">` +
    `<path d="M20 2 36 8v12c0 9-7 15-16 18C11 35 4 29 4 20V8z" fill="${a}" stroke="${b}" stroke-width="3"/>` +
    `<text x="20" y="25" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="${text}">` +
    `${initials.replace(/[<&]/g, '')}</text></svg>`
  );
}
