import type { Plugin } from 'rollup';
export function elementTagOf(moduleId: string | null | undefined): string | undefined;
export function chunkElementFolder(chunk: { moduleIds?: readonly string[] }): string | undefined;
export function chunkElementTag(chunk: {
  facadeModuleId: string | null;
  moduleIds?: readonly string[];
}): string | undefined;
export function firstFrameTagOf(moduleId: string | null | undefined): string | undefined;
export function firstFrameFileOf(tag: string): string;
export function firstFrameInputs(elementsDir?: string): Record<string, string>;
export function chunkGraph(): Plugin;
export function selfContainedFirstFrames(): Plugin;
