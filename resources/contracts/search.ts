// Search boxes and pickers search from 3 characters (spec §5): the screens ask nothing shorter, and the
// pickers' server lookups refuse it.
export const SEARCH_MIN_CHARS = 3;
