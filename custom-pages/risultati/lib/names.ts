// Display rules for names (spec 1 §9): SUEDTIROL is shown as SÜDTIROL (one rule with the server's PDFs and calendar feed).
export { displayTeamName } from '../../../resources/contracts/risultati.ts';

/** The selector shows the part of a group title after ' - ' (the heading is the parent). */
export function groupLabel(title: string): string {
  const i = title.indexOf(' - ');
  return i < 0 ? title : title.slice(i + 3);
}

export interface GroupHeading<T> {
  heading: string;
  groups: T[];
}

/** Groups under their parent heading, in the order the service lists them. */
export function groupByParent<T extends { parent: string }>(groups: T[]): GroupHeading<T>[] {
  const out: GroupHeading<T>[] = [];
  for (const g of groups) {
    const last = out.find((h) => h.heading === g.parent);
    if (last) last.groups.push(g);
    else out.push({ heading: g.parent, groups: [g] });
  }
  return out;
}

/** Area championship code: ARA plus the area number padded to two digits; SEDE0 stays. */
export function areaCode(param: string): string {
  const p = param.trim().toUpperCase();
  if (/^\d{1,2}$/.test(p)) return `ARA${p.padStart(2, '0')}`;
  const m = /^ARA(\d{1,2})$/.exec(p);
  return m ? `ARA${m[1].padStart(2, '0')}` : p;
}
