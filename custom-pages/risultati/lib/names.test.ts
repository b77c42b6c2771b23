import { describe, expect, it } from 'vitest';
import { areaCode, displayTeamName, groupByParent, groupLabel } from './names.ts';

describe('team names', () => {
  it('shows SUEDTIROL as SÜDTIROL', () => {
    expect(displayTeamName('SSV BRIXEN SUEDTIROL')).toBe('SSV BRIXEN SÜDTIROL');
    expect(displayTeamName('Handball Suedtirol')).toBe('Handball Südtirol');
    expect(displayTeamName('PALLAMANO TRIESTE')).toBe('PALLAMANO TRIESTE');
  });
});

describe('area codes', () => {
  it('pads the area number to two digits after ARA', () => {
    expect(areaCode('5')).toBe('ARA05');
    expect(areaCode('05')).toBe('ARA05');
    expect(areaCode('12')).toBe('ARA12');
    expect(areaCode('ara5')).toBe('ARA05');
    expect(areaCode('ARA09')).toBe('ARA09');
    expect(areaCode('SEDE0')).toBe('SEDE0');
  });
});

describe('group selector', () => {
  it('shows the part of the title after " - "', () => {
    expect(groupLabel('SERIE A GOLD - GIRONE UNICO')).toBe('GIRONE UNICO');
    expect(groupLabel('UNDER 15 - FASE 2 - GIRONE B')).toBe('FASE 2 - GIRONE B');
    expect(groupLabel('PLAY OFF')).toBe('PLAY OFF');
  });
  it('groups under parent headings in service order', () => {
    const h = groupByParent([
      { id: 1, parent: 'REGULAR SEASON' },
      { id: 2, parent: 'REGULAR SEASON' },
      { id: 3, parent: 'FASE FINALE' },
    ]);
    expect(h.map((x) => [x.heading, x.groups.map((g) => g.id)])).toEqual([
      ['REGULAR SEASON', [1, 2]],
      ['FASE FINALE', [3]],
    ]);
  });
});
