// Selects of the member form fed by lookups: the registration type of a technical role and the
// committee. Read-only like any other field the user may not change (ADMIN_ONLY_FIELDS).
import { MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Field, type FieldProps } from './Field';
import { useComitati, useTipologieRuolo, type LookupOption, type QualificationRole } from './lookups';

type SelectProps = Omit<FieldProps, 'name' | 'select' | 'children'>;

/** 'Nessuno', the options, and the saved value even when the list does not offer it (or not yet). */
function useOptions(list: LookupOption[] | undefined, current: unknown, fallback: (id: number) => string) {
  const t = useTranslate();
  const id = Number(current) || null;
  const items = list ?? [];
  const missing = id && !items.some((o) => o.id === id) ? [{ id, nome: list ? fallback(id) : t('anagrafica.list.loading') }] : [];
  const all = [...items, ...missing];
  const none = t('anagrafica.form.none');
  return [
    <MenuItem key="" value="">
      <em>{none}</em>
    </MenuItem>,
    ...all.map((o) => (
      <MenuItem key={o.id} value={o.id}>
        {o.nome}
      </MenuItem>
    )),
  ];
}

export function TipologiaSelect({ role, prefix, ...props }: SelectProps & { role: QualificationRole; prefix: string }) {
  const t = useTranslate();
  const { data } = useTipologieRuolo(role);
  const name = `${prefix}tipologia_tesseramento_id`;
  return (
    <Field {...props} name={name} label={t('anagrafica.fields.tipologia_tesseramento_id')} select>
      {useOptions(data, props.values[name], (id) => t('anagrafica.form.option_id', { id }))}
    </Field>
  );
}

/** `savedName`: the committee's name the member's detail carries, shown until the list arrives. */
export function ComitatoSelect({ savedName, ...props }: SelectProps & { savedName?: string | null }) {
  const t = useTranslate();
  const { data } = useComitati();
  return (
    <Field {...props} name="comitato_id" select>
      {useOptions(data, props.values.comitato_id, (id) => savedName || t('anagrafica.form.option_id', { id }))}
    </Field>
  );
}
