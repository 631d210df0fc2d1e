/** Han, Hiragana, Katakana and Hangul: scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The search terms of a text. Words are runs of letters and digits; a run of Chinese characters,
 * which has no spaces to split on, becomes its overlapping pairs of characters (a lone character
 * stays itself), so that '工作计划' matches an article about 编制工作计划 without a dictionary.
 */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    if (!CJK.test(word)) {
      terms.push(word.toLowerCase());
      continue;
    }
    for (const [run] of word.matchAll(CJK_RUN)) terms.push(...bigrams(run));
    const rest = word.replace(CJK_RUN, ' ').trim();
    if (rest) terms.push(...rest.toLowerCase().split(/\s+/));
  }
  return terms;
}

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  return chars.slice(0, -1).map((char, index) => char + chars[index + 1]);
}

export const isCjkTerm = (term: string) => CJK.test(term);

/** The readable text of a Markdown body: no markup, links reduced to their words, one line. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/```\w*/g, ' '))
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*\|?\s*-{3,}.*$/gm, ' ')
    .replace(/[*_`]/g, '')
    .replace(/[>|]/g, ' ')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
