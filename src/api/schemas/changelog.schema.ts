import { z } from 'zod';

/** One section of CHANGELOG.md: a piece of work as it landed, in planners' words. */
export const changelogEntrySchema = z.object({
  date: z.iso.date(),
  title: z.string().min(1),
  changes: z.array(z.string().min(1)),
});
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;

/** GET /api/changelog: the product version and what changed, newest first (the Info Centre). */
export const changelogSchema = z.object({
  version: z.string(),
  entries: z.array(changelogEntrySchema),
});
export type Changelog = z.infer<typeof changelogSchema>;
