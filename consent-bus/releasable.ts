// The check a held attribute's value passes before it becomes live (held-attributes.ts holds them):
// shared by the release code and the sanitizer of server HTML, and kept out of the shell.
import { safeSrcset, safeUrl } from '../platform/urls.ts';
import type { HeldAttribute } from './held-attributes.ts';

/**
 * The value a held attribute may take when released, or undefined when it must stay held: URLs
 * pass the kit's check (a srcset every candidate), a srcdoc or a style is taken as written (the
 * blocker decides whose markup may release a srcdoc).
 */
export function releasableValue(attribute: HeldAttribute, value: string): string | undefined {
  if (attribute === 'srcset' || attribute === 'imagesrcset') return safeSrcset(value);
  if (attribute === 'srcdoc' || attribute === 'style') return value;
  return safeUrl(value);
}
