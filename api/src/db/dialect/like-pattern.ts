/** `%text%` for LIKE ... ESCAPE '\': the text's own %, _ and \ match themselves. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
