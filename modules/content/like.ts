/** Search fragments as SQL LIKE patterns (the console's lists and the blogs' title fallback). */

/** `%text%` with LIKE's own characters (\, %, _) escaped: matches `text` anywhere, literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
