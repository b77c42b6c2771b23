// How a club or a person is named where one is looked up and chosen (the users dialog's lookup, the
// reports' filter, the accounting member picker): 'codice - nome' and 'Cognome Nome (matricola)', so
// namesakes stay apart. Pure, so a screen can use it without the lookup component's module.

export type LinkKind = 'societa' | 'anagrafica';

export interface LinkChoice {
  id: number;
  label: string;
}

/** A list row of GET societa / GET anagrafica as a lookup shows it. */
export function choiceOf(kind: LinkKind, row: Record<string, any>): LinkChoice {
  if (kind === 'societa') {
    const name = row.nome ?? row.name ?? '';
    return { id: Number(row.id), label: row.codice_affiliazione ? `${row.codice_affiliazione} - ${name}` : name };
  }
  const name = row.nome_completo ?? [row.cognome, row.nome].filter(Boolean).join(' ');
  return { id: Number(row.id), label: row.matricola ? `${name} (${row.matricola})` : name };
}
