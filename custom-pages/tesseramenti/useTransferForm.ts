// State and lookups of the transfer/registration dialog (spec 2 §3 "Transfer dialog state", §4):
// duration only for athletes (competitive or not) with an existing approved athlete registration
// (the types lookup says so), else definitive; series mandatory for AL, cost from costooperazione
// unless the admin unlocks it, module by the selection rule.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { selectModule, type Durata } from '../../resources/contracts/tesseramenti.ts';
import { formatMoney } from '../../src/lib';
import { getCosto, getRuoli, getSerie, getTipologie } from './api';
import type { OptionalValues } from './OptionalModules';

const today = () => new Date().toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' });

export interface TransferFormArgs {
  open: boolean;
  anagraficaId: number;
  societaId: number | null;
  cittadinanza: string;
  seasonId?: number;
}

export function useTransferForm(a: TransferFormArgs) {
  const [ruolo, setRuolo] = useState<number | ''>('');
  const [tipologia, setTipologia] = useState<number | ''>('');
  const [durata, setDurata] = useState<Durata>('definitiva');
  const [stagioni, setStagioni] = useState(1);
  const [serie, setSerie] = useState<number | ''>('');
  const [revoca, setRevoca] = useState(false);
  const [modifyAmount, setModifyAmount] = useState(false);
  const [costo, setCosto] = useState('0');
  const [data, setData] = useState(today());
  const [consiglio, setConsiglio] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [optional, setOptional] = useState<OptionalValues>({});
  const ruoli = useQuery({ queryKey: ['tesseramenti', 'ruoli'], queryFn: getRuoli, enabled: a.open });
  const role = ruoli.data?.find((r) => r.id === ruolo);
  const types = useQuery({
    queryKey: ['tesseramenti', 'tipologie', ruolo, a.anagraficaId, a.seasonId],
    queryFn: () => getTipologie(Number(ruolo), a.anagraficaId, a.seasonId),
    enabled: a.open && ruolo !== '',
  });
  const type = types.data?.find((t) => t.id === tipologia);
  const serieList = useQuery({
    queryKey: ['tesseramenti', 'serie', a.societaId, a.anagraficaId, tipologia, a.seasonId],
    queryFn: () => getSerie(a.societaId!, a.anagraficaId, Number(tipologia), a.seasonId),
    enabled: a.open && a.societaId !== null && tipologia !== '',
  });
  const cost = useQuery({
    queryKey: ['tesseramenti', 'costo', a.anagraficaId, tipologia, a.societaId, serie, a.seasonId],
    // Spec 2 §8: a failure to look up the cost is only logged (the server prices the operation anyway).
    queryFn: () =>
      getCosto(a.anagraficaId, Number(tipologia), a.societaId ?? undefined, serie === '' ? null : serie, a.seasonId).catch((error: unknown) => {
        console.error("Costo dell'operazione non disponibile", error);
        throw error;
      }),
    retry: false,
    enabled: a.open && tipologia !== '',
  });
  const athlete = role?.famiglia_ruolo === 'Atleta' || /^Atleta/.test(role?.nome ?? '');
  const manager = role?.famiglia_ruolo === 'Dirigente' || role?.nome === 'Dirigente';
  // Spec 2 §4: the duration is chosen only with an existing approved athlete registration; else definitive.
  const durationOffered = athlete && !!types.data?.some((t) => t.has_approved_athlete_registration === true);
  return {
    ruolo,
    setRuolo: (v: number) => {
      setRuolo(v);
      setTipologia('');
      setSerie('');
    },
    tipologia,
    setTipologia,
    durata: durationOffered ? durata : ('definitiva' as Durata),
    setDurata,
    stagioni,
    setStagioni,
    serie,
    setSerie,
    revoca,
    setRevoca,
    modifyAmount,
    // Unlocked, the amount starts from the looked-up cost, which the administrator then changes.
    setModifyAmount: (v: boolean) => {
      if (v) setCosto(formatMoney(cost.data?.importo ?? 0));
      setModifyAmount(v);
    },
    // Money as the spec writes it (spec 2 §5: two decimals, '1.234,50').
    costo: modifyAmount ? costo : formatMoney(cost.data?.importo ?? 0),
    setCosto,
    data,
    setData,
    consiglio,
    setConsiglio,
    privacy,
    setPrivacy,
    optional,
    setOptional,
    ruoli: ruoli.data ?? [],
    types: types.data ?? [],
    type,
    serieList: serieList.data,
    athlete,
    durationOffered,
    manager,
    serieRequired: type?.codice === 'AL',
    modulo: type ? selectModule(type.moduli, a.cittadinanza) : null,
  };
}
