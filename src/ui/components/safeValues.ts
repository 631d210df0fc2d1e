/**
 * For <Trans> with values people typed (names, emails): they are escaped before the message's own
 * tags are read, so that a name containing "<strong>" stays text, and unescaped for display
 * (with the `shouldUnescape` prop).
 */
export const SAFE_VALUES = { interpolation: { escapeValue: true } } as const;
