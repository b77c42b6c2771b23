// Route constants of the accounting screens (used to register and to link).
export const SITUAZIONE_CONTABILE_PATH = '/situazionecontabile';
export const SITUAZIONE_CONTABILE_TESSERATI_PATH = '/situazionecontabiletesserati';
