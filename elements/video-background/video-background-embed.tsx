// The YouTube / Vimeo player of <ws-video-background>, in a module of its own: video-background.tsx
// loads it lazily (React.lazy), only for a YouTube or Vimeo `src` that may play (marketing consent
// given, see rules.ts posterReason), so a page whose background is a video file never fetches it.
import { useEffect, useRef, useState } from 'react';
import { estimatedTime, loopRestartDue, playerCommand, VIMEO_ORIGIN, embedUrl, VIDEO_LOOP_CHECK_MS, YOUTUBE_LISTEN, YOUTUBE_ORIGIN, YOUTUBE_PLAYING, YOUTUBE_RESTART, youtubeReport } from './embed-rules.ts';
import type { VideoSource } from './rules.ts';

export interface EmbedPlayerProps {
  source: Exclude<VideoSource, { kind: 'file' }>;
  playing: boolean;
  title: string;
  /** Only the stand-in for a player whose module could not load calls it (video-background.tsx). */
  onFailed: () => void;
}

/**
 * A YouTube or Vimeo player, controlled by messages (no player script: the strict CSP allows none).
 * YouTube reports its time when asked ("listening"); the loop check seeks back before the end.
 */
export function EmbedPlayer({ source, playing, title }: EmbedPlayerProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const report = useRef({ time: 0, at: 0, duration: undefined as number | undefined, playing: false });
  const kind = source.kind;
  const origin = kind === 'youtube' ? YOUTUBE_ORIGIN : VIMEO_ORIGIN;
  const post = (message: string) => frame.current?.contentWindow?.postMessage(message, origin);

  useEffect(() => {
    if (loaded) post(playerCommand(kind, playing ? 'play' : 'pause'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- post only reads the frame's ref
  }, [kind, loaded, playing]);

  useEffect(() => {
    if (kind !== 'youtube' || !loaded) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== YOUTUBE_ORIGIN || event.source !== frame.current?.contentWindow) return;
      const reported = youtubeReport(event.data);
      if (!reported) return;
      const now = report.current;
      if (reported.currentTime !== undefined) Object.assign(now, { time: reported.currentTime, at: performance.now() });
      if (reported.duration) now.duration = reported.duration;
      if (reported.playerState !== undefined) now.playing = reported.playerState === YOUTUBE_PLAYING;
    };
    addEventListener('message', onMessage);
    frame.current?.contentWindow?.postMessage(YOUTUBE_LISTEN, YOUTUBE_ORIGIN);
    return () => removeEventListener('message', onMessage);
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
      className={loaded ? 'media shown' : 'media'}
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
