import type { SnippetPart } from '../../src/api/schemas/helpArticle.schema';
import { BLOCK_BREAK, isCjkTerm } from './searchText';

/** About two lines of a result card. */
const SNIPPET_LENGTH = 220;
/** How much text comes before the first match, so that it is read in its sentence. */
const LEAD = 70;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The stretch of `text` around the first of the matched terms, cut into parts with the matched
 * words marked, so that the page highlights them without receiving any HTML. Terms are those the
 * index matched (lowercase words, or pairs of Chinese characters). Null when nothing matches.
 */
export function snippetOf(text: string, terms: readonly string[]): SnippetPart[] | null {
  const marked = markMatches(text, terms);
  const first = marked.indexOf(true);
  if (first < 0) return null;
  // Read from the start of the match's own block (its heading, paragraph or cell) when that is near.
  const start = Math.max(text.lastIndexOf(BLOCK_BREAK, first) + 1, wordStart(text, Math.max(0, first - LEAD)));
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const parts = partsOf(text, marked, start, trimEnd(text, wordEnd(text, end)));
  if (start > 0) parts.unshift({ text: '… ', match: false });
  if (end < text.length) parts.push({ text: ' …', match: false });
  return mergeNeighbours(parts);
}

function markMatches(text: string, terms: readonly string[]): boolean[] {
  const marked = new Array<boolean>(text.length).fill(false);
  const words = new Set(terms.filter((term) => !isCjkTerm(term)));
  for (const match of text.matchAll(WORD)) {
    if (words.has(match[0].toLowerCase())) marked.fill(true, match.index, match.index + match[0].length);
  }
  for (const term of terms.filter(isCjkTerm)) {
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) marked.fill(true, at, at + term.length);
  }
  // Matched words with only spaces between them read as one phrase ('Power BI'), one highlight.
  for (const gap of text.matchAll(/[ \t]+/g)) {
    if (marked[gap.index - 1] && marked[gap.index + gap[0].length]) marked.fill(true, gap.index, gap.index + gap[0].length);
  }
  return marked;
}

function partsOf(text: string, marked: boolean[], start: number, end: number): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (let index = start; index < end; index += 1) {
    const char = text[index] === BLOCK_BREAK ? shownBreak(text[index - 1]!) : text[index]!;
    const last = parts.at(-1);
    if (last && last.match === marked[index]) last.text += char;
    else parts.push({ text: char, match: marked[index]! });
  }
  return parts;
}

/**
 * How the end of a block reads in a snippet: after a sentence, as the space between sentences
 * (none after Chinese punctuation); after a heading, a table cell or a list item that ends
 * without one, as a middle dot, so that 'Location Backlog' and 'Backlog by location' stay apart.
 */
function shownBreak(before: string): string {
  if (/[。！？：；]/u.test(before)) return '';
  return /[.!?:;]/.test(before) ? ' ' : ' · ';
}

function mergeNeighbours(parts: SnippetPart[]): SnippetPart[] {
  return parts.reduce<SnippetPart[]>((merged, part) => {
    const last = merged.at(-1);
    if (last && last.match === part.match) last.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}

/** Moves back to the start of the word `index` falls in (CJK text has no word edges: it stays). */
function wordStart(text: string, index: number): number {
  let at = index;
  while (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!) && !isCjkTerm(text[at - 1]!)) at -= 1;
  return at;
}

/** Leaves out the spaces and block breaks a snippet would otherwise end with. */
function trimEnd(text: string, end: number): number {
  let at = end;
  while (at > 0 && /\s/.test(text[at - 1]!)) at -= 1;
  return at;
}

function wordEnd(text: string, index: number): number {
  let at = index;
  while (at < text.length && /[\p{L}\p{N}]/u.test(text[at]!) && !isCjkTerm(text[at]!)) at += 1;
  return at;
}
