export const chromiumPath: string;
export const chromiumArgs: string[];
export function assertChromium(): void;
