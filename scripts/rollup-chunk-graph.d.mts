import type { Plugin } from 'rollup';
export function elementTagOf(moduleId: string | null | undefined): string | undefined;
export function chunkGraph(): Plugin;
