// What the registration dialogs read from the session: the club a club user acts for, and whether
// registrations are open in the selected season (spec 2 §4, §6).
import { isAdmin, session, type SessionState } from '../../src/lib';

/** A club user's own club (preset and read-only in the dialogs); none for administrators. */
export const ownClub = (s: SessionState) => (!isAdmin(s) && s.userType === 'societa' && s.userData?.id != null ? { id: Number(s.userData.id), nome: String(s.userData.nome ?? '') } : null);

/** Today in Italy as YYYY-MM-DD, the server's day of the season rules. */
const romeToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

/** Spec 2 §4, §6: nothing is registered for a season that has not started yet (the server refuses it too). */
export const registrationOpen = (season = session.get().season, today = romeToday()) => !season?.data_inizio || String(season.data_inizio).slice(0, 10) <= today;

/** Nor in a season whose last day is past (the server's 'La stagione selezionata è conclusa'): its buttons show disabled, with why. */
export const seasonEnded = (season = session.get().season, today = romeToday()) => !!season?.data_fine && String(season.data_fine).slice(0, 10) < today;
