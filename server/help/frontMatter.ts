import { z } from 'zod';
import { helpCategorySchema } from '../../src/api/schemas/helpArticle.schema';

/** What an article file says of itself between its `---` lines. */
export const frontMatterSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  category: helpCategorySchema,
  order: z.coerce.number().int(),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * Splits an article file into its front matter and its Markdown body. The front matter is flat
 * `key: value` lines (a value may be quoted to hold a colon); the articles need nothing more, so
 * no YAML library is pulled in for it.
 */
export function parseArticleFile(text: string, file: string): { meta: FrontMatter; body: string } {
  const fence = FENCE.exec(text);
  if (!fence) throw new Error(`${file}: an article starts with front matter between --- lines`);
  const fields = Object.fromEntries(
    fence[1]!
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const colon = line.indexOf(':');
        if (colon < 1) throw new Error(`${file}: front matter line "${line}" is not "key: value"`);
        return [line.slice(0, colon).trim(), unquote(line.slice(colon + 1).trim())];
      }),
  );
  const meta = frontMatterSchema.safeParse(fields);
  if (!meta.success) throw new Error(`${file}: ${z.prettifyError(meta.error)}`);
  return { meta: meta.data, body: text.slice(fence[0].length) };
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  return quoted ? quoted[1]! : value;
}
