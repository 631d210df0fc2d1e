import { Lexer, type Token, type Tokens } from 'marked';

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

/** What parts one block of an article's text from the next in `plainText`. */
export const BLOCK_BREAK = '\n';

/**
 * The readable text of a Markdown body, without markup, links reduced to their words: one line
 * per block (heading, paragraph, list item, table cell, code block), so that neither a search
 * nor a snippet runs a heading into the paragraph under it or one table cell into the next.
 */
export function plainText(markdown: string): string {
  return blocksOf(new Lexer({ gfm: true }).lex(markdown)).join(BLOCK_BREAK);
}

function blocksOf(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token): string[] => {
    switch (token.type) {
      case 'heading':
      case 'paragraph':
        return block(inlineText(token.tokens ?? []));
      case 'text':
        return block(token.tokens ? inlineText(token.tokens) : token.text);
      case 'code':
        return token.text.split('\n').flatMap(block);
      case 'list':
        return (token as Tokens.List).items.flatMap((item) => blocksOf(item.tokens));
      case 'table': {
        const { header, rows } = token as Tokens.Table;
        return [header, ...rows].flat().flatMap((cell) => block(inlineText(cell.tokens)));
      }
      case 'blockquote':
        return blocksOf(token.tokens ?? []);
      default:
        return [];
    }
  });
}

function inlineText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'image':
        case 'html':
        case 'br':
          return ' ';
        default:
          return 'tokens' in token && token.tokens ? inlineText(token.tokens) : 'text' in token ? String(token.text) : '';
      }
    })
    .join('');
}

/** A block's text on one line; none when it has no text (an image alone, say). */
function block(text: string): string[] {
  const line = text.replace(/\s+/g, ' ').trim();
  return line ? [line] : [];
}
