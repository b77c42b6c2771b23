// 'Seleziona Girone': groups under their parent heading, each showing the part after ' - '.
// A native select (the phone's own picker on touch). A pick from its open list (mouse, touch, Enter in
// the list) opens the group at once; the arrows, Home/End, Page Up/Down and typing on the CLOSED select
// (Chromium and Firefox change its value at each key) only move the choice, which opens with Enter or on
// leaving the field, and Escape puts back (WCAG 3.2.2: no page load at each arrow).
import { useRef, useState, type KeyboardEvent } from 'react';
import { groupByParent, groupLabel } from '../lib/names.ts';
import type { Girone } from '../lib/types.ts';
import { T } from '../texts.ts';

/** Keys that browse a closed select without choosing (a single character is type-ahead; Space and Alt+Down open the list). */
const browsing = (e: KeyboardEvent) =>
  !e.altKey && !e.ctrlKey && !e.metaKey && (e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End' || e.key === 'PageUp' || e.key === 'PageDown' || (e.key.length === 1 && e.key !== ' '));

export function GroupPicker({ gironi, value, onChange }: { gironi: Girone[]; value: number | null; onChange: (id: number | null) => void }) {
  // The choice being browsed by keyboard, not yet opened; null when it is the group shown.
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  // A browsing key's default action is under way: the change it fires (in the same task) is a draft.
  // Cleared with the next task, so that a pick made later in an open list (macOS opens it on the
  // arrows) is a choice.
  const keyed = useRef(false);
  const shown = draft === undefined ? value : draft;
  const choose = (id: number | null) => {
    setDraft(undefined);
    if (id !== value) onChange(id);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSelectElement>) => {
    keyed.current = browsing(e);
    if (keyed.current) setTimeout(() => (keyed.current = false));
    if (e.key === 'Enter' && draft !== undefined) {
      // Chosen: not also the list opening (Chromium on Linux opens it on Enter).
      e.preventDefault();
      choose(draft);
    }
    if (e.key === 'Escape' && draft !== undefined) setDraft(undefined);
  };
  return (
    <div className="rs-picker">
      <label htmlFor="rs-girone" className="rs-sr-only">
        {T.groupLabel}
      </label>
      <select
        id="rs-girone"
        value={shown ?? ''}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          const id = Number(e.target.value) || null;
          if (keyed.current) setDraft(id);
          else choose(id);
        }}
        onBlur={() => {
          keyed.current = false;
          // After the focus has moved on (Tab): a page changed during the blur loses it (Chromium).
          if (draft !== undefined) setTimeout(() => choose(draft));
        }}
      >
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
