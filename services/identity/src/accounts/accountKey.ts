/** Emails and usernames compare case-insensitively, without surrounding spaces. */
export const accountKey = (name: string) => name.trim().toLowerCase();
