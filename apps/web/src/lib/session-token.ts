import { STORAGE_KEYS } from '@starmatch/contracts/constants';

export function getSessionToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.sessionToken);
}

export function setSessionToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.sessionToken, token);
}

export function clearSessionToken(): void {
  localStorage.removeItem(STORAGE_KEYS.sessionToken);
}
