import type { ChangelogEntry } from '../../src/api/schemas/changelog.schema';

/** A section heading of CHANGELOG.md: `## 2026-11-26 — Work Planner`. */
const SECTION = /^## (\d{4}-\d{2}-\d{2}) — (.+)$/;
const CHANGE = /^- (.+)$/;

/** Markdown's code marks read as plain words in the panel. */
const plain = (text: string) => text.replace(/`([^`]+)`/g, '$1').trim();

/**
 * The sections of CHANGELOG.md in the file's order (newest first), each with its bullet lines.
 * Text before the first section (the file's title and introduction) is not an entry; a change
 * line continued on the next line is joined to it.
 */
export function parseChangelog(markdown: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  for (const line of markdown.split(/\r?\n/)) {
    const section = SECTION.exec(line);
    if (section) {
      entries.push({ date: section[1]!, title: plain(section[2]!), changes: [] });
      continue;
    }
    const current = entries.at(-1);
    if (!current) continue;
    const change = CHANGE.exec(line);
    if (change) current.changes.push(plain(change[1]!));
    else if (line.startsWith('  ') && line.trim() && current.changes.length > 0) {
      current.changes[current.changes.length - 1] += ` ${plain(line)}`;
    }
  }
  return entries;
}
