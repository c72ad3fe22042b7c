export const MAX_REPORTED_JSON: number;
export function readableValue(value: unknown, maxJson?: number): unknown;
export function makeFailuresReadable(suite: unknown): void;
export function readableFailuresScript(): string;
