// One dialog input per declared field type (spec 1 §5 masks): text, email, phone, boolean toggle,
// date dd/mm/yyyy, integer with a digit limit, money it-IT (####.##), select, reference picker.
import type { ReactElement } from 'react';
import { BooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { useChoicesContext, useTranslate } from 'ra-core';
import { Box } from '@mui/material';
import type { FieldDef, ResourceDeclaration } from '../../resources/types';
import { DateInput, IntegerInput, MoneyInput } from '../components';
import { useOverrides } from './overrides';
import { refusesEmpty } from './validation';

/** Choices of a reference picker: all of them at once (spec 2 §7: paginate 1000 in dialogs). */
export const REFERENCE_PAGE = 1000;

export function FieldInput({ decl, field, disabled = false }: { decl: ResourceDeclaration; field: FieldDef; disabled?: boolean }) {
  const translate = useTranslate();
  const Custom = useOverrides().inputs?.[field.source];
  const label = translate(`resources.${decl.name}.fields.${field.source}`, { _: field.label });
  if (Custom) return <Custom decl={decl} field={field} label={label} disabled={disabled} />;
  const helperText = field.helperText ?? false;
  const common = { source: field.source, label, fullWidth: true, helperText, disabled };
  switch (field.type) {
    case 'boolean':
      return <BooleanInput source={field.source} label={label} helperText={helperText} disabled={disabled} />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="off" />;
    case 'phone':
      return <TextInput {...common} type="tel" autoComplete="off" />;
    case 'date':
      return <DateInput {...common} />;
    case 'integer':
      return <IntegerInput {...common} digits={field.digits} />;
    case 'money':
      return <MoneyInput {...common} pattern={field.mask} />;
    case 'select':
      return <SelectInput {...common} {...requiredSelect(decl, field, label)} choices={field.choices ?? []} />;
    case 'reference': {
      const ref = field.reference!;
      return (
        <ReferenceInput source={field.source} reference={ref.resource} perPage={REFERENCE_PAGE} sort={{ field: ref.fields[0], order: 'ASC' }}>
          <ReferenceSelect
            label={label}
            {...requiredSelect(decl, field, label)}
            optionText={ref.fields[0]}
            helperText={helperText}
            emptyText={ref.emptyText && translate(`resources.${decl.name}.empty.${field.source}`, { _: ref.emptyText })}
            disabled={disabled}
          />
        </ReferenceInput>
      );
    }
    default:
      return <TextInput {...common} />;
  }
}

/**
 * A select the body refuses empty has no blank first choice (react-admin leaves it out of a required
 * input): picking it could only end in 'Selezionare la disciplina' on save. The label is given as an
 * element so that react-admin adds no required mark, which no other field of the dialogs shows.
 */
function requiredSelect(decl: ResourceDeclaration, field: FieldDef, label: string) {
  return refusesEmpty(decl, field.source) ? { isRequired: true, label: <span>{label}</span> } : {};
}

/**
 * A reference's select; with nothing to choose, the declaration's `emptyText` says where the choices come
 * from. While they load, react-admin shows a disabled stand-in: `aria-busy` says so, and the dialog's
 * focus waits for the select rather than going to the field after it (src/components/dialogFocus.ts).
 */
function ReferenceSelect({
  emptyText,
  helperText,
  ...props
}: {
  label: string | ReactElement;
  optionText: string;
  helperText: string | false;
  emptyText?: string;
  disabled: boolean;
  isRequired?: boolean;
}) {
  const { allChoices, isPending } = useChoicesContext();
  const none = !!emptyText && !isPending && (allChoices?.length ?? 0) === 0;
  return (
    <Box aria-busy={isPending} sx={{ display: 'contents' }}>
      <SelectInput {...props} fullWidth helperText={none ? emptyText : helperText} />
    </Box>
  );
}
