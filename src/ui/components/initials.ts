/** Up to two letters for an avatar: first and last name, else the start of the email. */
export function initials(firstName: string, lastName: string, email = ''): string {
  const letters = [firstName, lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || email.trim().slice(0, 2).toUpperCase();
}

/** Up to two letters for a named thing, from its first two words that hold a letter. */
export function nameInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .join('')
    .toUpperCase();
}
