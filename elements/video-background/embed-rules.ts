// The YouTube / Vimeo players' rules of <ws-video-background>, pure (no DOM, no React): the player
// URL built from a validated id, the YouTube loop check and the player messages. A module apart from
// rules.ts, imported by nothing the element loads up front: only the lazily loaded player
// (video-background-embed.tsx) carries them.
import type { EmbedKind, VideoSource } from './rules.ts';

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
  if (source.kind === 'vimeo')
    return (
      `${VIMEO_EMBED_BASE}${source.id}?` +
      `${new URLSearchParams({ background: '1', dnt: '1', muted: '1', loop: '1', autoplay: '1' }).toString()}`
    );
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The loop check (YouTube only)

/**
 * The loop is checked every 150 ms (docs/RULES.md#motion). YouTube's own loop (a playlist of one) shows a
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
export const estimatedTime = (reportedTime: number, reportedAtMs: number, nowMs: number): number =>
  reportedTime + Math.max(0, nowMs - reportedAtMs) / 1000;

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
  /** `onError`: the video cannot play here (removed, private, not embeddable). */
  error?: true;
}

/** A player's message as an object: its JSON text (short, or it is someone else's) or the object itself. */
function playerMessage(data: unknown): Record<string, unknown> | undefined {
  let message: unknown = data;
  if (typeof data === 'string') {
    if (data.length > 20_000) return undefined;
    try {
      message = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  return typeof message === 'object' && message !== null ? (message as Record<string, unknown>) : undefined;
}

/** A YouTube `infoDelivery` / `initialDelivery` / `onStateChange` / `onError` message read as a report; undefined for
 * anything else. */
export function youtubeReport(data: unknown): PlayerReport | undefined {
  const message = playerMessage(data);
  if (!message) return undefined;
  const { event, info } = message;
  const finite = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
  if (event === 'onStateChange') return { playerState: finite(info) };
  if (event === 'onError') return { error: true };
  if ((event !== 'infoDelivery' && event !== 'initialDelivery') || typeof info !== 'object' || info === null)
    return undefined;
  const { currentTime, duration, playerState } = info as Record<string, unknown>;
  return { currentTime: finite(currentTime), duration: finite(duration), playerState: finite(playerState) };
}

/**
 * What a Vimeo player said, as far as the element cares: it is ready for our requests, it plays
 * (its `play` or `playing` event, or time moving on), or it cannot play. Undefined for anything else.
 */
export type VimeoReport = 'ready' | 'playing' | 'error';
export function vimeoReport(data: unknown): VimeoReport | undefined {
  const event = playerMessage(data)?.event;
  if (event === 'ready' || event === 'error') return event;
  if (event === 'play' || event === 'playing' || event === 'timeupdate') return 'playing';
  return undefined;
}

/** Play or pause an embedded player, as its own message protocol writes it (YouTube's with enablejsapi=1, Vimeo's
 * player API). */
export function playerCommand(kind: EmbedKind, command: 'play' | 'pause'): string {
  if (kind === 'vimeo') return JSON.stringify({ method: command });
  return JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: [] });
}

/** Asks a YouTube player to report (infoDelivery: time, duration, state), what its iframe_api script would do. */
// Marked pure: this module then has no side effect, and stays out of the element's file (only the player uses it).
export const YOUTUBE_LISTEN = /* @__PURE__ */ JSON.stringify({ event: 'listening' });
/** Back to the start without the end's gap (the loop check). */
export const YOUTUBE_RESTART = /* @__PURE__ */ JSON.stringify({ event: 'command', func: 'seekTo', args: [0, true] });
/**
 * Asks a Vimeo player to tell when it plays or cannot (its player API's `addEventListener`). Time
 * moving on counts too: background mode may have started before the request arrived.
 */
export const VIMEO_LISTEN = /* @__PURE__ */ ['play', 'timeupdate', 'error'].map((event) =>
  JSON.stringify({ method: 'addEventListener', value: event }),
);
