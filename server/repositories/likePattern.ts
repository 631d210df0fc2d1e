/** ILIKE treats % and _ as wildcards; a planner's search text means them literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
