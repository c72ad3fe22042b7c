// The rules of <ws-video-background>, pure (no DOM, no React): what a `src` is (a video file, a
// YouTube or a Vimeo video) and the player URL built from it, when the video may play at all, the
// YouTube loop check, the player messages, and the texts. The element and the tests use these.
import type { Language } from '../kit/environment.ts';
import { safeUrl } from '../kit/urls.ts';
import { checkedUrl, onVideoServiceHost, videoReference } from '../kit/video-links.ts';

// ---------------------------------------------------------------------------------------------
// What the source is

export type VideoSource =
  | { kind: 'file'; url: string }
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string };
export type PlayerKind = VideoSource['kind'];
export type EmbedKind = Exclude<PlayerKind, 'file'>;

export { EMBED_CONSENT_CATEGORY } from '../kit/video-links.ts';

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

/** YouTube's cookieless player. */
export const YOUTUBE_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';
export const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';
/** Vimeo's player. */
export const VIMEO_EMBED_BASE = 'https://player.vimeo.com/video/';
export const VIMEO_ORIGIN = 'https://player.vimeo.com';

/**
 * The player URL, built from the validated id only (nothing else of the author's URL).
 * YouTube: muted autoplay without controls, looping through a playlist of this one video (its
 * `loop` needs that), `enablejsapi=1` so the pause button and the loop check can talk to it by
 * message. Vimeo: background mode (no controls, muted, looping), `dnt=1` (no tracking).
 */
export function embedUrl(source: VideoSource): string | undefined {
  if (source.kind === 'youtube') {
    const query = new URLSearchParams({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: source.id,
      controls: '0',
      disablekb: '1',
      playsinline: '1',
      rel: '0',
      iv_load_policy: '3',
      enablejsapi: '1',
    });
    return `${YOUTUBE_EMBED_BASE}${source.id}?${query.toString()}`;
  }
  if (source.kind === 'vimeo') return `${VIMEO_EMBED_BASE}${source.id}?${new URLSearchParams({ background: '1', dnt: '1', muted: '1', loop: '1', autoplay: '1' }).toString()}`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// When the video plays

/** Why only the poster shows; undefined when the video may play. */
export type PosterReason = 'no-source' | 'no-motion' | 'phone' | 'save-data' | 'no-consent' | 'failed';

export interface PlaybackContext {
  source: VideoSource | undefined;
  /** kit/motion.ts `motionAllowedBy`: reduced motion and the animation status. */
  motionAllowed: boolean;
  /** kit/motion.ts PHONE_MEDIA: a phone gets the poster whatever the status (data and battery). */
  phone: boolean;
  /** The visitor asked for less data (`navigator.connection.saveData`). */
  saveData: boolean;
  /** Marketing accepted (only YouTube and Vimeo need it). */
  consent: boolean;
  /** The video could not play: an error, or the browser refused autoplay. */
  failed: boolean;
}

/** The first reason the poster stays alone, in the order a visitor's wishes come first. */
export function posterReason({ source, motionAllowed, phone, saveData, consent, failed }: PlaybackContext): PosterReason | undefined {
  if (!source) return 'no-source';
  if (!motionAllowed) return 'no-motion';
  if (phone) return 'phone';
  if (saveData) return 'save-data';
  if (source.kind !== 'file' && !consent) return 'no-consent';
  if (failed) return 'failed';
  return undefined;
}

/** The video runs when the visitor did not pause it and the section is in view. */
export const wantsPlaying = (pausedByVisitor: boolean, inView: boolean): boolean => !pausedByVisitor && inView;

// ---------------------------------------------------------------------------------------------
// The loop check (YouTube only)

/**
 * Specification: "Video loop check every 150 ms". YouTube's own loop (a playlist of one) shows a
 * gap at the end; this check seeks back before the end. It runs only for YouTube, only while the
 * player plays and the section is in view. Native video loops by `loop` (no gap), and Vimeo's
 * background mode loops by itself.
 */
export const VIDEO_LOOP_CHECK_MS = 150;
/**
 * How close to the end the check seeks back to 0: more than one check interval plus the player's
 * report delay, so the end (and its gap) is never reached between two checks.
 */
export const LOOP_RESTART_LEAD_S = 0.4;

/** Where the player is now: its last report moved on by the time since, while it plays. */
export const estimatedTime = (reportedTime: number, reportedAtMs: number, nowMs: number): number => reportedTime + Math.max(0, nowMs - reportedAtMs) / 1000;

/** True when the loop must restart now (the duration is known and the end is within the lead). */
export function loopRestartDue(time: number, duration: number | undefined): boolean {
  return duration !== undefined && duration > LOOP_RESTART_LEAD_S * 2 && time >= duration - LOOP_RESTART_LEAD_S;
}

// ---------------------------------------------------------------------------------------------
// Player messages (no player script: the strict CSP allows none of YouTube's)

/** YouTube's player state "playing" (its IFrame API's PlayerState.PLAYING). */
export const YOUTUBE_PLAYING = 1;

/** What a YouTube player reported: only finite numbers taken, anything else ignored. */
export interface PlayerReport {
  currentTime?: number;
  duration?: number;
  playerState?: number;
}

/** A YouTube `infoDelivery` / `onStateChange` message read as a report; undefined for anything else. */
export function youtubeReport(data: unknown): PlayerReport | undefined {
  let message: unknown = data;
  if (typeof data === 'string') {
    // A player message is a short JSON object; anything long or not JSON is someone else's.
    if (data.length > 20_000) return undefined;
    try {
      message = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { event, info } = message as { event?: unknown; info?: unknown };
  const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);
  if (event === 'onStateChange') return { playerState: finite(info) };
  if (event !== 'infoDelivery' || typeof info !== 'object' || info === null) return undefined;
  const { currentTime, duration, playerState } = info as Record<string, unknown>;
  return { currentTime: finite(currentTime), duration: finite(duration), playerState: finite(playerState) };
}

/** Play or pause an embedded player, as its own message protocol writes it (YouTube's with enablejsapi=1, Vimeo's player API). */
export function playerCommand(kind: EmbedKind, command: 'play' | 'pause'): string {
  if (kind === 'vimeo') return JSON.stringify({ method: command });
  return JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: [] });
}

/** Asks a YouTube player to report (infoDelivery: time, duration, state), what its iframe_api script would do. */
export const YOUTUBE_LISTEN = JSON.stringify({ event: 'listening' });
/** Back to the start without the end's gap (the loop check). */
export const YOUTUBE_RESTART = JSON.stringify({ event: 'command', func: 'seekTo', args: [0, true] });

// ---------------------------------------------------------------------------------------------
// Texts

export interface VideoBackgroundTexts {
  pause: string;
  play: string;
  /** The player frame's title (decorative, hidden from assistive technology, named anyway). */
  frameTitle: string;
}

export const VIDEO_BACKGROUND_TEXTS: Record<Language, VideoBackgroundTexts> = {
  de: { pause: 'Hintergrundvideo anhalten', play: 'Hintergrundvideo abspielen', frameTitle: 'Hintergrundvideo (dekorativ)' },
  en: { pause: 'Pause background video', play: 'Play background video', frameTitle: 'Background video (decorative)' },
};
