// The rules of <ws-video-background>, pure (no DOM, no React): what a `src` is (a video file, a
// YouTube or a Vimeo video), when the video may play at all, and the texts. The element and the
// tests use these; the YouTube / Vimeo players' rules are in embed-rules.ts.
import type { Language } from '../../platform/environment.ts';
import { safeUrl } from '../../platform/urls.ts';
import { checkedUrl, onVideoServiceHost, videoReference } from '../../platform/video-links.ts';

// ---------------------------------------------------------------------------------------------
// What the source is

export type VideoSource =
  { kind: 'file'; url: string } | { kind: 'youtube'; id: string } | { kind: 'vimeo'; id: string };
export type PlayerKind = VideoSource['kind'];
export type EmbedKind = Exclude<PlayerKind, 'file'>;

export { EMBED_CONSENT_CATEGORY } from '../../platform/video-links.ts';

/** Resolves relative sources (files of the site); only the host matters for the services. */
const RELATIVE_BASE = 'https://relative.invalid/';

/**
 * What `src` plays, or undefined when it is no http(s) or relative URL (`safeUrl`, the kit's one
 * check). YouTube and Vimeo links are the kit's rule (`videoReference`, the lightbox's too); a link
 * of those hosts without a valid id is refused, never played as a file. Anything else is a file for
 * the browser's own <video> (mp4, webm), by the author's URL as checked.
 */
export function videoSource(src: unknown): VideoSource | undefined {
  const checked = safeUrl(src);
  if (checked === undefined) return undefined;
  const reference = videoReference(checked, RELATIVE_BASE);
  if (reference) return { kind: reference.service, id: reference.id };
  const url = checkedUrl(checked, RELATIVE_BASE);
  if (!url || onVideoServiceHost(url)) return undefined;
  return { kind: 'file', url: checked };
}

// The players' rules (the embed URL, the loop check, the player messages) are in embed-rules.ts:
// only the lazily loaded player (video-background-embed.tsx) imports them, so a page whose video is
// a file never fetches them.

// ---------------------------------------------------------------------------------------------
// When the video plays

/** Why only the poster shows; undefined when the video may play. */
export type PosterReason = 'no-source' | 'no-motion' | 'phone' | 'save-data' | 'no-consent' | 'failed';

export interface PlaybackContext {
  source: VideoSource | undefined;
  /** platform/motion.ts `motionAllowedBy`: reduced motion and the animation status. */
  motionAllowed: boolean;
  /** platform/motion.ts PHONE_MEDIA: a phone gets the poster whatever the status (data and battery). */
  phone: boolean;
  /** The visitor asked for less data (`navigator.connection.saveData`). */
  saveData: boolean;
  /** Marketing accepted (only YouTube and Vimeo need it). */
  consent: boolean;
  /** The video could not play: an error, or the browser refused autoplay. */
  failed: boolean;
}

/** What the visitor's device and wishes decide, whatever the video: the poster alone, or undefined when it may play. */
export function deviceReason({
  motionAllowed,
  phone,
  saveData,
}: Pick<PlaybackContext, 'motionAllowed' | 'phone' | 'saveData'>): PosterReason | undefined {
  if (!motionAllowed) return 'no-motion';
  if (phone) return 'phone';
  if (saveData) return 'save-data';
  return undefined;
}

/** The first reason the poster stays alone, in the order a visitor's wishes come first. */
export function posterReason(context: PlaybackContext): PosterReason | undefined {
  const { source, consent, failed } = context;
  if (!source) return 'no-source';
  const reason = deviceReason(context);
  if (reason) return reason;
  if (source.kind !== 'file' && !consent) return 'no-consent';
  if (failed) return 'failed';
  return undefined;
}

/** The video runs when the visitor did not pause it and the section is in view. */
export const wantsPlaying = (pausedByVisitor: boolean, inView: boolean): boolean => !pausedByVisitor && inView;

// ---------------------------------------------------------------------------------------------
// Texts

export interface VideoBackgroundTexts {
  pause: string;
  play: string;
  /** The player frame's title (decorative, hidden from assistive technology, named anyway). */
  frameTitle: string;
}

export const VIDEO_BACKGROUND_TEXTS: Record<Language, VideoBackgroundTexts> = {
  de: {
    pause: 'Hintergrundvideo anhalten',
    play: 'Hintergrundvideo abspielen',
    frameTitle: 'Hintergrundvideo (dekorativ)',
  },
  en: { pause: 'Pause background video', play: 'Play background video', frameTitle: 'Background video (decorative)' },
};
