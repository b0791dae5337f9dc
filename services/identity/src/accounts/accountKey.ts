import { createHash } from 'node:crypto';

/** Emails and usernames compare case-insensitively, without surrounding spaces. */
export const accountKey = (name: string) => name.trim().toLowerCase();

/**
 * What stands for an account's e-mail where it must not be readable (the id of its unique-key stream,
 * a throttle's key): its SHA-256, so the log and the shared documents never hold the address itself.
 */
export const accountKeyDigest = (key: string) => createHash('sha256').update(key).digest('hex');
