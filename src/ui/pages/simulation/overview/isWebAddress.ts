/** Only addresses that open a web page are offered as links; other more_info is shown as text. */
export function isWebAddress(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
