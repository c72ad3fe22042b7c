// Browser storage for elements: a browser that blocks it (privacy modes) or refuses a write (full
// quota) reads as empty and loses the write; the caller decides whether that is worth a warning.

export type StoreName = 'localStorage' | 'sessionStorage';

/** The stored text, or null when there is none or the storage cannot be read. */
export function readStored(name: StoreName, key: string): string | null {
  try {
    return window[name].getItem(key);
  } catch {
    return null;
  }
}

/** Stores the text; false when the browser refused. */
export function writeStored(name: StoreName, key: string, value: string): boolean {
  try {
    window[name].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes the key; a storage that cannot be reached has nothing to remove. */
export function removeStored(name: StoreName, key: string): void {
  try {
    window[name].removeItem(key);
  } catch {
    // Nothing stored there, then.
  }
}
