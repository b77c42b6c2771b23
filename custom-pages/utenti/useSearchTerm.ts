// The list search rule of the spec (spec 2 §5, §9), as the generator's grid applies it: a term counts
// with 3 or more characters or when empty, 300 ms after the last keystroke.
import { searchable, SEARCH_DELAY_MS } from '../../src/generator';

export { SEARCH_DELAY_MS };

/** The term to send, or null while it is too short to search (1–2 characters). */
export const searchTerm = (text: string): string | null => (searchable(text) ? text.trim() : null);
