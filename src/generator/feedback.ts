// What a save or delete answer means for the user (spec 1 §4, §8, §9; spec 2 §8, §9).
export { readSaveFailure, type SaveFailure } from '../components/saveFailure';

/** Spec 1 §8: a failed delete notifies with this text ("wording reused"). */
export const DELETE_FAILURE = 'Errore in fase di apertura stagione';
