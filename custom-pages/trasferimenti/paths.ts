// Routes of the transfers screens (spec 2 §2.6).
export const TRASFERIMENTI_PATH = '/trasferimenti';
export const TRASFERIMENTI_RICHIESTI_PATH = '/trasferimentirichiesti';
