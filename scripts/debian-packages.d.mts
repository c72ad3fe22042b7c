export function runs(command: string, args: string[]): boolean;
export function ensureDebianPackages(purpose: string, packages: Array<{ name: string; present: () => boolean }>): void;
export const CHROMIUM_PACKAGES: Array<{ name: string; present: () => boolean }>;
export const WORDPRESS_PACKAGES: Array<{ name: string; present: () => boolean }>;
