// The view of <ws-video-background>: the poster, the video over it once it may play (a muted looping
// <video>, or a YouTube / Vimeo player after marketing consent), the author's content over both,
// and the pause button. Playback follows the section's visibility and the visitor's pause.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { HostProps } from '../kit/define.ts';
import { pageLanguage } from '../kit/environment.ts';
import { currentMotionContext, motionAllowedBy, watchMotion } from '../kit/motion.ts';
import { useConsent } from '../kit/use-consent.ts';
import type { ParsedAttributes } from '../kit/attributes.ts';
import { readUrl } from '../kit/values.ts';
import { warnerFor } from '../kit/warn.ts';
import {
  EMBED_CONSENT_CATEGORY,
  embedUrl,
  estimatedTime,
  loopRestartDue,
  playerCommand,
  posterReason,
  VIDEO_BACKGROUND_TEXTS,
  VIDEO_LOOP_CHECK_MS,
  VIMEO_ORIGIN,
  videoSource,
  wantsPlaying,
  YOUTUBE_LISTEN,
  YOUTUBE_ORIGIN,
  YOUTUBE_PLAYING,
  YOUTUBE_RESTART,
  youtubeReport,
  type VideoSource,
} from './rules.ts';
import type { videoBackgroundAttributes } from './schema.ts';

type Props = ParsedAttributes<typeof videoBackgroundAttributes> & HostProps;

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
}
const connection = (): NetworkInformationLike | undefined => (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
function watchSaveData(onChange: () => void): () => void {
  const info = connection();
  info?.addEventListener('change', onChange);
  return () => info?.removeEventListener('change', onChange);
}
const saveDataWanted = () => connection()?.saveData === true;

/** Whether the section is in the viewport now, and whether it has been once (players load only then). */
function useVisibility(host: HTMLElement): { inView: boolean; seen: boolean } {
  const [visibility, setVisibility] = useState({ inView: false, seen: false });
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      const inView = entries[entries.length - 1]!.isIntersecting;
      setVisibility((before) => (before.inView === inView && (before.seen || !inView) ? before : { inView, seen: before.seen || inView }));
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return visibility;
}

export function VideoBackground({ src, poster, host }: Props) {
  const warn = warnerFor(host);
  const source = useMemo(() => {
    const found = videoSource(src);
    if (src !== undefined && src.trim() !== '' && !found) warn(`attribute "src" is neither a video file nor a YouTube or Vimeo video (an http(s) or relative URL): ${JSON.stringify(src.slice(0, 80))}; only the poster shows`);
    return found;
  }, [src, warn]);
  const posterUrl = useMemo(() => readUrl('attribute "poster"', poster, warn), [poster, warn]);
  // One string, so the snapshot compares by value: "motion allowed" and "phone".
  const motion = useSyncExternalStore(watchMotion, () => {
    const context = currentMotionContext(warn);
    return `${motionAllowedBy(context)} ${context.phone}`;
  });
  const saveData = useSyncExternalStore(watchSaveData, saveDataWanted);
  const consent = useConsent(EMBED_CONSENT_CATEGORY);
  const [failedSource, setFailedSource] = useState<string>();
  const { inView, seen } = useVisibility(host);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  // The author's <img slot="poster"> wins; the attribute's picture is then not even requested.
  const [authoredPoster, setAuthoredPoster] = useState(() => host.querySelector(':scope > [slot="poster"]') !== null);
  const posterSlot = useRef<HTMLSlotElement>(null);
  useEffect(() => {
    const slot = posterSlot.current!;
    const follow = () => setAuthoredPoster(slot.assignedElements().length > 0);
    slot.addEventListener('slotchange', follow);
    return () => slot.removeEventListener('slotchange', follow);
  }, []);

  const reason = posterReason({ source, motionAllowed: motion.startsWith('true'), phone: motion.endsWith('true'), saveData, consent, failed: failedSource !== undefined && failedSource === src });
  const playable = reason === undefined ? source : undefined;
  const playing = wantsPlaying(pausedByVisitor, inView);
  const texts = VIDEO_BACKGROUND_TEXTS[pageLanguage(host)];
  const state = reason ?? (pausedByVisitor ? 'paused' : inView ? 'playing' : 'out-of-view');
  // For the page's CSS and scripts: why the poster shows, or what the video does.
  useLayoutEffect(() => host.setAttribute('data-state', state), [host, state]);

  return (
    <>
      <div className="backdrop" part="backdrop">
        <slot ref={posterSlot} name="poster">
          {posterUrl !== undefined && !authoredPoster && <img className="poster" part="poster" src={posterUrl} alt="" />}
        </slot>
        {playable && seen && (playable.kind === 'file' ? <FileVideo key={playable.url} url={playable.url} playing={playing} onFailed={() => setFailedSource(src)} /> : <EmbedPlayer key={playable.id} source={playable} playing={playing} title={texts.frameTitle} />)}
      </div>
      <div className="content" part="content">
        <slot />
      </div>
      {playable && (
        <button type="button" className="toggle" part="toggle-button" onClick={() => setPausedByVisitor(!pausedByVisitor)}>
          {pausedByVisitor ? (
            <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 2l10 6-10 6z" /></svg>
          ) : (
            <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M3 2h4v12H3zM9 2h4v12H9z" /></svg>
          )}
          <span className="visually-hidden">{pausedByVisitor ? texts.play : texts.pause}</span>
        </button>
      )}
    </>
  );
}

/** The browser's own video: muted, looping by `loop` (no gap, no timer), without controls. */
function FileVideo({ url, playing, onFailed }: { url: string; playing: boolean; onFailed: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [shown, setShown] = useState(false);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    const element = video.current!;
    // React sets `muted` as a property only: the attribute says so too (autoplay rules, the page's own checks).
    element.defaultMuted = true;
    element.muted = true;
  }, []);
  useEffect(() => {
    const element = video.current!;
    if (!playing) {
      element.pause();
      return;
    }
    element.play().catch((error: unknown) => {
      // Refused autoplay or an unplayable file: the poster stays. A pause that came first (AbortError) is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) failed.current();
    });
  }, [playing]);
  return (
    // Decorative and silent: no captions to give, hidden from assistive technology.
    <video
      ref={video}
      className={shown ? 'media shown' : 'media'}
      part="video"
      src={url}
      muted
      loop
      playsInline
      autoPlay={playing}
      preload="auto"
      disablePictureInPicture
      disableRemotePlayback
      tabIndex={-1}
      aria-hidden="true"
      onPlaying={() => setShown(true)}
      onError={() => failed.current()}
    />
  );
}

/**
 * A YouTube or Vimeo player, controlled by messages (no player script: the strict CSP allows none).
 * YouTube reports its time when asked ("listening"); the loop check seeks back before the end.
 */
function EmbedPlayer({ source, playing, title }: { source: Exclude<VideoSource, { kind: 'file' }>; playing: boolean; title: string }) {
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
