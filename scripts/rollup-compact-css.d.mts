import type { Plugin } from 'rollup';
export function minifyCssAround(parts: string[], expressions: string[]): Promise<string>;
export function minifyCssTemplateLiterals(code: string, fileName?: string): Promise<string>;
export function compactCssPlugin(): Plugin;
