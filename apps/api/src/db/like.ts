/** `text` with LIKE's wildcards escaped, so a visitor's `%` or `_` matches itself. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE / ILIKE pattern matching any value that contains `text`. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
