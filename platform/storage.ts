// Browser storage, the one wrapper: a browser that blocks it (privacy modes) or refuses a write
// (full quota) reads as empty and loses the write; the caller decides whether that is worth a warning.

export type StoreName = 'localStorage' | 'sessionStorage';

/** Text by key that never throws: what rules are handed, so a test can hand them a Map instead. */
export interface TextStore {
  /** The stored text, or null when there is none or the storage cannot be read. */
  read(key: string): string | null;
  /** Stores the text; false when the browser refused. */
  write(key: string, value: string): boolean;
  /** Removes the key; a storage that cannot be reached has nothing to remove. */
  remove(key: string): void;
}

/** The browser's local or session storage as a TextStore. */
export function browserStore(name: StoreName): TextStore {
  return {
    read: (key) => readStored(name, key),
    write: (key, value) => writeStored(name, key, value),
    remove: (key) => removeStored(name, key),
  };
}

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
