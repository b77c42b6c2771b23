// Italian texts of the schema-driven screens, derived from the declarations (the spec's wording is
// written once, in resources/*.ts) plus the generator's own words. Keys: resources.<name>.name,
// .fields.<source> (columns too: 'stagione.nome'), .texts.<title|tab|add|dialogTitle|save|success>,
// .actions.<action>.<label|confirm|success|failure>, .empty.<source> (a reference picker with no
// choices); generator.*.
import { declarations } from '../../resources/registry';
import type { ResourceDeclaration } from '../../resources/types';

type Labels = { [key: string]: string | Labels };

/** 'stagione.nome' → { stagione: { nome } }: polyglot reads nested keys with dots. */
function setLabel(labels: Labels, path: string, label: string) {
  const parts = path.split('.');
  let node = labels;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Labels;
  node[parts[parts.length - 1]] = label;
}

export function resourceCatalogue(d: ResourceDeclaration) {
  const fields: Labels = {};
  const empty: Record<string, string> = {};
  for (const f of d.fields) {
    setLabel(fields, f.source, f.label);
    if (f.reference?.emptyText) empty[f.source] = f.reference.emptyText;
  }
  for (const c of d.columns) setLabel(fields, c.source, c.label);
  const texts = Object.fromEntries(Object.entries(d.texts).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const actions: Record<string, Record<string, string>> = {};
  for (const a of d.rowActions) {
    if (typeof a === 'object') actions[a.name] = { label: a.label, confirm: a.confirm, success: a.success, failure: a.failure };
  }
  for (const a of d.toolbarActions ?? []) actions[a.name] = { label: a.label, confirm: a.confirm, failure: a.failure };
  return { name: d.texts.title, fields, texts, actions, ...(Object.keys(empty).length ? { empty } : {}) };
}

const resources = {
  resources: Object.fromEntries(declarations.map((d) => [d.name, resourceCatalogue(d)])),
  generator: {
    search: 'Cerca',
    search_hint: 'Almeno 3 caratteri',
    actions: 'Azioni',
    // The row menu names its row (a screen reader hears which row it acts on).
    actions_for: 'Azioni per %{name}',
    edit: 'Modifica',
    delete: 'Elimina',
    close: 'Chiudi',
    yes_icon: 'Sì',
    no_icon: 'No',
    deleted: 'eliminato',
    // Spec 1 §8: a failed delete notifies with the season-opening wording.
    delete_failure: 'Errore in fase di apertura stagione',
  },
};

export default resources;
