/** What the sign-in error page shows: a readable message and the technical details behind it. */
export type AuthFailure = {
  message: string;
  details: string;
};

export function toAuthFailure(error: unknown): AuthFailure {
  if (!(error instanceof Error)) return { message: String(error), details: String(error) };
  const { error: code, error_description: description } = error as Error & { error?: unknown; error_description?: unknown };
  const lines = [`${error.name}: ${error.message}`];
  if (typeof code === 'string') lines.push(`error: ${code}`);
  if (typeof description === 'string' && description !== error.message) lines.push(`error_description: ${description}`);
  return { message: typeof description === 'string' && description ? description : error.message, details: lines.join('\n') };
}
