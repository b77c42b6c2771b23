// The registration dialogs and the Rinnovi tab, for the club and member screens to mount.
// Every dialog takes `open` and `onClose`; money operations await the server (pessimistic) and
// show the server's message on failure.
/** Transfer/Registration: `anagraficaId`, `cittadinanza`, `societa` (preset club, or null: an administrator picks one). */
export { TrasferimentoDialog, type TrasferimentoDialogProps } from './dialogs/TrasferimentoDialog';
/** 'Dai in multiplo': `societaId` (lending club), `anagraficaId`; the twins it may lend the athlete to come from the server. */
export { PrestitoGemellaggioDialog, type PrestitoGemellaggioDialogProps } from './dialogs/PrestitoGemellaggioDialog';
/** Second licence: `societaId` (club giving it), `anagraficaId`, `societaFrom` (the athlete's clubs). */
export { SecondaLicenzaDialog, type SecondaLicenzaDialogProps } from './dialogs/SecondaLicenzaDialog';
/** Increase registration deadline (system admin): `anagraficaId`, `partitaContabileId`. */
export { ModificaVincoloDialog, type ModificaVincoloDialogProps } from './dialogs/ModificaVincoloDialog';
/** Referee / coach cards: `anagraficaId`, `renew` (a card of the family exists), `tipologiaId`, `cittadinanza`. */
export { TesseraTecnicaDialog, TesseraArbitroDialog, TesseraAllenatoreDialog, type TesseraTecnicaDialogProps } from './dialogs/TesseraTecnicaDialog';
/** Generic membership ('Tesseramenti' of the Tessere tab): `anagraficaId`, `cittadinanza`, optional `societaId`. */
export { TesseramentoDialog, type TesseramentoDialogProps } from './dialogs/TesseramentoDialog';
/** Board renewal: `societaId`, `seasonId`, `anagrafiche`; `onClose(done)`. */
export { RinnovoConsiglioDialog, type RinnovoConsiglioDialogProps } from './dialogs/RinnovoConsiglioDialog';
/** The Rinnovi tab content: `societaId`. */
export { RinnoviPanel, type RinnoviPanelProps } from './RinnoviPanel';
/** The club a club user acts for (null for administrators) and whether the selected season takes registrations. */
export { ownClub, registrationOpen, seasonEnded } from './session';
