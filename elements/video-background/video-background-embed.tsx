// The YouTube / Vimeo player of <ws-video-background>, in a module of its own: video-background.tsx
// loads it lazily (React.lazy), only for a YouTube or Vimeo `src` that may play (marketing consent
// given, see rules.ts posterReason), so a page whose background is a video file never fetches it.
import { useEffect, useRef, useState } from 'react';
import {
  estimatedTime,
  loopRestartDue,
  playerCommand,
  VIMEO_LISTEN,
  VIMEO_ORIGIN,
  vimeoReport,
  embedUrl,
  VIDEO_LOOP_CHECK_MS,
  YOUTUBE_LISTEN,
  YOUTUBE_ORIGIN,
  YOUTUBE_PLAYING,
  YOUTUBE_RESTART,
  youtubeReport,
} from './embed-rules.ts';
import type { VideoSource } from './rules.ts';

export interface EmbedPlayerProps {
  source: Exclude<VideoSource, { kind: 'file' }>;
  playing: boolean;
  title: string;
  /** The player reported that it plays: the poster may give way and the pause button appear. */
  onStarted: () => void;
  /** The player cannot play (its error report), or its module could not load (video-background.tsx). */
  onFailed: () => void;
}

/**
 * A YouTube or Vimeo player, controlled by messages (no player script: the strict CSP allows none).
 * It shows only once it reports that it plays: a frame that loads but cannot play (offline, a
 * blocker, a removed video) leaves the poster in place. YouTube reports its time when asked
 * ("listening"); the loop check seeks back before the end.
 */
export function EmbedPlayer({ source, playing, title, onStarted, onFailed }: EmbedPlayerProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [shown, setShown] = useState(false);
  const report = useRef({ time: 0, at: 0, duration: undefined as number | undefined, playing: false });
  // The view's callbacks change identity on every render; the message listener reads the latest.
  const callbacks = useRef({ onStarted, onFailed });
  callbacks.current = { onStarted, onFailed };
  const kind = source.kind;
  const origin = kind === 'youtube' ? YOUTUBE_ORIGIN : VIMEO_ORIGIN;
  const post = (message: string) => frame.current?.contentWindow?.postMessage(message, origin);

  useEffect(() => {
    if (loaded) post(playerCommand(kind, playing ? 'play' : 'pause'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- post only reads the frame's ref
  }, [kind, loaded, playing]);

  // From the start, not from the frame's load: a Vimeo player may say "ready" before that event.
  useEffect(() => {
    const started = () => {
      setShown(true);
      callbacks.current.onStarted();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (kind === 'vimeo') {
        const reported = vimeoReport(event.data);
        if (reported === 'ready') for (const request of VIMEO_LISTEN) post(request);
        else if (reported === 'playing') started();
        else if (reported === 'error') callbacks.current.onFailed();
        return;
      }
      const reported = youtubeReport(event.data);
      if (!reported) return;
      if (reported.error) return callbacks.current.onFailed();
      const now = report.current;
      if (reported.currentTime !== undefined) Object.assign(now, { time: reported.currentTime, at: performance.now() });
      if (reported.duration) now.duration = reported.duration;
      if (reported.playerState !== undefined) now.playing = reported.playerState === YOUTUBE_PLAYING;
      if (now.playing) started();
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- post only reads the frame's ref
  }, [kind, origin]);

  // Loaded: ask the player to report (again for Vimeo, should its "ready" have come first).
  useEffect(() => {
    if (!loaded) return;
    for (const request of kind === 'youtube' ? [YOUTUBE_LISTEN] : VIMEO_LISTEN) post(request);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- post only reads the frame's ref
  }, [kind, loaded]);

  // The loop check: only YouTube, only while it is asked to play and the section is in view.
  useEffect(() => {
    if (kind !== 'youtube' || !loaded || !playing) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const now = report.current;
      if (now.playing && loopRestartDue(estimatedTime(now.time, now.at, performance.now()), now.duration)) {
        frame.current?.contentWindow?.postMessage(YOUTUBE_RESTART, YOUTUBE_ORIGIN);
        Object.assign(now, { time: 0, at: performance.now() });
      }
      timer = setTimeout(check, VIDEO_LOOP_CHECK_MS);
    };
    timer = setTimeout(check, VIDEO_LOOP_CHECK_MS);
    return () => clearTimeout(timer);
  }, [kind, loaded, playing]);

  return (
    <iframe
      ref={frame}
      className={shown ? 'media shown' : 'media'}
      part="video"
      src={embedUrl(source)}
      title={title}
      tabIndex={-1}
      aria-hidden="true"
      allow="autoplay; encrypted-media"
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => setLoaded(true)}
    />
  );
}
