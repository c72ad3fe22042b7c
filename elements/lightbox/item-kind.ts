// Which links inside a <ws-lightbox> are items, and of which kind (docs/RULES.md#lightbox). Pure, and
// apart from the other rules (rules.ts re-exports it): the element's waiting rule (code-wanted.ts)
// needs only this to know whether a click before the code is one the viewer answers.
import { checkedUrl, videoReference } from '../../platform/video-links.ts';

/** Image files (docs/RULES.md#lightbox), compared in lower case with the dot. */
export const IMAGE_EXTENSIONS = [
  'bmp',
  'gif',
  'jpeg',
  'jpg',
  'png',
  'tiff',
  'tif',
  'jfif',
  'jpe',
  'svg',
  'webp',
] as const;
/** Video files (docs/RULES.md#lightbox) that the browser plays itself in a <video>. */
export const VIDEO_EXTENSIONS = ['mp4', 'ogg', 'webm'] as const;

export type LightboxItemKind = 'image' | 'video' | 'youtube' | 'vimeo';

/**
 * The extension of a file name (the path's last segment), read in one pass: there must be a name
 * before it (not only dots) and nothing after it, so "photo.jpg.html", "photo.jpg/" and a bare
 * "jpg" are ordinary links. (A backtracking pattern took seconds on 40,000-character names.)
 */
function fileExtension(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 1) return undefined;
  const extension = fileName.slice(dot + 1);
  if (!/^[a-z0-9]+$/.test(extension)) return undefined;
  for (let index = 0; index < dot; index += 1) if (fileName[index] !== '.') return extension;
  return undefined;
}

/**
 * What a link inside <ws-lightbox> is: an image, a video file, a YouTube or a Vimeo video, or
 * undefined for an ordinary link that stays a link. `base` is the page's URL (relative links are
 * files of the site). Only links that pass `safeUrl` count (http, https or relative); the
 * extension is that of the path's file name, whatever the case, with any query and fragment.
 */
export function lightboxItemKind(href: unknown, base: string): LightboxItemKind | undefined {
  const video = videoReference(href, base);
  if (video) return video.service;
  const url = checkedUrl(href, base);
  if (!url) return undefined;
  const fileName = url.pathname.slice(url.pathname.lastIndexOf('/') + 1).toLowerCase();
  const extension = fileExtension(fileName);
  if (extension === undefined) return undefined;
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'video';
  return undefined;
}
