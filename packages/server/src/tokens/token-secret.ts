import crypto from 'node:crypto';
import { ACCESS_TOKEN_PREFIX } from '@dayflow/core';

/**
 * 256 random bits: far beyond guessing, so a fast hash is the right tool (a slow password hash
 * protects low-entropy secrets, and would cost every API request). Looking a token up by its
 * hash compares in constant time in effect: nothing about the secret steers the lookup.
 */
export function newTokenSecret(): string {
  return `${ACCESS_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
}

export function hashTokenSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}
