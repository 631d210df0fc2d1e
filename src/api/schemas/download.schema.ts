import { z } from 'zod';

/** The name of a file of Apps & Downloads, as its download address names it: no folders, no hidden files. */
export const downloadFileNameSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: 'must be the name of a download' });

export const downloadParamsSchema = z.object({ fileName: downloadFileNameSchema });

/** The commands a download's instructions show, ready to copy into a terminal. */
export const downloadCommandsSchema = z.object({
  /** Checks the download runs: prints its version. */
  version: z.string(),
  /** Lists its options. */
  help: z.string(),
  /** Publishes a package folder to a workspace of this server. */
  publish: z.string(),
});

/**
 * One file of Apps & Downloads (SPEC 2 "Downloads centre"): what it is, its version, its size in
 * bytes, its SHA-256 (hex, as `sha256sum` prints it), where to download it and its checksum file,
 * and how to run it.
 */
export const downloadSchema = z.object({
  id: z.enum(['publisher']),
  name: z.string(),
  version: z.string(),
  file_name: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The public installer download: no sign-in needed. */
  url: z.string(),
  checksum_url: z.string(),
  instructions: z.object({
    /** The oldest Node.js release it runs on. */
    node_version: z.string(),
    commands: downloadCommandsSchema,
  }),
});
export type Download = z.infer<typeof downloadSchema>;

/** GET /api/downloads: what this server offers; a server built without the bundle offers nothing. */
export const downloadListSchema = z.object({ contents: z.array(downloadSchema) });
export type DownloadList = z.infer<typeof downloadListSchema>;
