import { z } from 'zod';
import { idSchema } from './common.schema';

/** Logos are small raster images; SVG is left out because it can carry script. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const logoContentTypeSchema = z.enum(LOGO_CONTENT_TYPES);
export type LogoContentType = z.infer<typeof logoContentTypeSchema>;

/** At most 1 MiB; larger uploads answer 413, other types 415. */
export const LOGO_MAX_BYTES = 1024 * 1024;

/** Logos are served by content hash, so a new logo gets a new URL and old ones can be cached forever. */
export const logoParamsSchema = z.object({
  pfId: idSchema,
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The first bytes each accepted type starts with; a body that lacks them is not that image. */
export function looksLike(contentType: LogoContentType, bytes: Uint8Array): boolean {
  const startsWith = (offset: number, signature: number[]) => signature.every((byte, i) => bytes[offset + i] === byte);
  switch (contentType) {
    case 'image/png':
      return startsWith(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(0, [0xff, 0xd8, 0xff]);
    case 'image/webp':
      return startsWith(0, [0x52, 0x49, 0x46, 0x46]) && startsWith(8, [0x57, 0x45, 0x42, 0x50]);
  }
}
