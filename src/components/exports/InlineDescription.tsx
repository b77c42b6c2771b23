// A description edited in place (spec 1 §5: export and document descriptions are edited inline):
// click the pencil (or the text), Enter or leaving the field saves, Escape cancels. One edit is one
// save: Enter disables the field while saving, which blurs it, and the blur must not save again (QA:
// two PUTs, two toasts). A keyboard edit gives the focus back to the pencil. A text that may not be
// empty, left empty, is not closed silently on the old one: the field stays open and says why.
import { useEffect, useId, useRef, useState } from 'react';
import { Box, IconButton, TextField, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';

export interface InlineDescriptionProps {
  value: string;
  /** Saves the new text; a rejected promise puts the old text back. */
  onSave: (value: string) => Promise<void>;
  label: string;
  editLabel: string;
  /** Text shown (e.g. truncated) instead of the value when not editing. */
  display?: string;
  maxLength?: number;
  allowEmpty?: boolean;
  /** Said under the field when it is left empty and `allowEmpty` is not set; the field stays open. */
  requiredMessage?: string;
  disabled?: boolean;
}

export const InlineDescription = ({ value, onSave, label, editLabel, display, maxLength = 200, allowEmpty = false, requiredMessage, disabled = false }: InlineDescriptionProps) => {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const committing = useRef(false);
  const pencil = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    pencil.current?.focus();
  }, [editing]);

  const start = () => {
    if (disabled) return;
    setDraft(value);
    setError(null);
    setEditing(true);
  };
  const commit = async () => {
    if (committing.current) return;
    const text = draft.trim();
    if (text === value) {
      setEditing(false);
      return;
    }
    if (!text && !allowEmpty) {
      if (requiredMessage) {
        refocus.current = false;
        setError(requiredMessage);
      } else setEditing(false);
      return;
    }
    committing.current = true;
    setSaving(true);
    try {
      await onSave(text);
    } finally {
      committing.current = false;
      setSaving(false);
      setEditing(false);
    }
  };

  if (editing)
    return (
      <TextField
        size="small"
        variant="standard"
        autoFocus
        fullWidth
        id={id}
        value={draft}
        disabled={saving}
        error={!!error}
        helperText={error}
        onChange={(e) => {
          setDraft(e.target.value);
          setError(null);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            refocus.current = true;
            void commit();
          } else if (e.key === 'Escape') {
            e.stopPropagation();
            refocus.current = true;
            setEditing(false);
          }
        }}
        slotProps={{ htmlInput: { maxLength, 'aria-label': label } }}
      />
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Box component="span" title={value} onDoubleClick={start} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', wordBreak: 'break-word' }}>
        {display ?? value}
      </Box>
      {!disabled && (
        <Tooltip title={editLabel}>
          <IconButton ref={pencil} size="small" aria-label={editLabel} onClick={start}>
            <EditIcon fontSize="inherit" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
};
