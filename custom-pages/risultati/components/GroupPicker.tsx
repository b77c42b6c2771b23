// 'Seleziona Girone': groups under their parent heading, each showing the part after ' - '.
import { groupByParent, groupLabel } from '../lib/names.ts';
import type { Girone } from '../lib/types.ts';
import { T } from '../texts.ts';

export function GroupPicker({ gironi, value, onChange }: { gironi: Girone[]; value: number | null; onChange: (id: number | null) => void }) {
  return (
    <div className="rs-picker">
      <label htmlFor="rs-girone" className="rs-sr-only">
        {T.groupLabel}
      </label>
      <select id="rs-girone" value={value ?? ''} onChange={(e) => onChange(Number(e.target.value) || null)}>
        <option value="">{T.selectGroup}</option>
        {groupByParent(gironi).map((h) => (
          <optgroup key={h.heading} label={h.heading}>
            {h.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {groupLabel(g.title)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
