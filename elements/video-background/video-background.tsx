// The view of <ws-video-background>: the poster, the video over it once it may play (a muted looping
// <video>, or a YouTube / Vimeo player after marketing consent), the author's content over both,
// and the pause button. Playback follows the section's visibility and the visitor's pause. The
// YouTube / Vimeo player (video-background-embed.tsx) is a module of its own, fetched only for such a `src`.
import {
  lazy,
  Suspense,
  type ComponentType,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ElementProps } from '../kit/define.ts';
import { pageLanguage, saveDataWanted, watchSaveData } from '../../platform/environment.ts';
import { currentMotionContext, motionAllowedBy, watchMotion } from '../../platform/motion.ts';
import { useConsent } from '../kit/use-consent.ts';
import { readUrl } from '../../platform/values.ts';
import { warnerFor } from '../../platform/warn.ts';
import type { EmbedPlayerProps } from './video-background-embed.tsx';
import { EMBED_CONSENT_CATEGORY, posterReason, VIDEO_BACKGROUND_TEXTS, videoSource, wantsPlaying } from './rules.ts';
import type { videoBackgroundAttributes } from './schema.ts';

/**
 * The YouTube / Vimeo player, a chunk of its own: a page whose video is a file never fetches it.
 * Should it fail to load, the poster stays (as for a video that fails to play).
 */
const EmbedPlayer = lazy<ComponentType<EmbedPlayerProps>>(() =>
  import('./video-background-embed.tsx').then(
    (module) => ({ default: module.EmbedPlayer }),
    () => ({ default: PlayerUnavailable }),
  ),
);
function PlayerUnavailable({ onFailed }: EmbedPlayerProps) {
  useEffect(() => onFailed(), [onFailed]);
  return null;
}

type Props = ElementProps<typeof videoBackgroundAttributes>;

/** Whether the section is in the viewport now, and whether it has been once (players load only then). */
function useVisibility(host: HTMLElement): { inView: boolean; seen: boolean } {
  const [visibility, setVisibility] = useState({ inView: false, seen: false });
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      const inView = entries[entries.length - 1]!.isIntersecting;
      setVisibility((before) =>
        before.inView === inView && (before.seen || !inView) ? before : { inView, seen: before.seen || inView },
      );
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
    if (src !== undefined && src.trim() !== '' && !found)
      warn(
        'attribute "src" is neither a video file nor a YouTube or Vimeo video (an http(s) or relative ' +
          `URL): ${JSON.stringify(src.slice(0, 80))}; only the poster shows`,
      );
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

  const reason = posterReason({
    source,
    motionAllowed: motion.startsWith('true'),
    phone: motion.endsWith('true'),
    saveData,
    consent,
    failed: failedSource !== undefined && failedSource === src,
  });
  const playable = reason === undefined ? source : undefined;
  const playing = wantsPlaying(pausedByVisitor, inView);
  // Which video reported that it plays. Forgotten when it is taken away (consent withdrawn, motion
  // calmed), so a player that comes back waits for its own report again.
  const playerKey =
    playable && seen ? (playable.kind === 'file' ? playable.url : `${playable.kind} ${playable.id}`) : undefined;
  const [startedPlayer, setStartedPlayer] = useState<string>();
  if (playerKey === undefined && startedPlayer !== undefined) setStartedPlayer(undefined);
  const started = playerKey !== undefined && startedPlayer === playerKey;
  const markStarted = () => setStartedPlayer(playerKey);
  const texts = VIDEO_BACKGROUND_TEXTS[pageLanguage(host)];
  const state = reason ?? (pausedByVisitor ? 'paused' : !inView ? 'out-of-view' : started ? 'playing' : 'starting');
  // For the page's CSS and scripts: why the poster shows, or what the video does.
  useLayoutEffect(() => host.setAttribute('data-state', state), [host, state]);

  return (
    <>
      <div className="backdrop" part="backdrop">
        <slot ref={posterSlot} name="poster">
          {posterUrl !== undefined && !authoredPoster && (
            <img className="poster" part="poster" src={posterUrl} alt="" />
          )}
        </slot>
        {playable &&
          seen &&
          (playable.kind === 'file' ? (
            <FileVideo
              key={playable.url}
              url={playable.url}
              playing={playing}
              onStarted={markStarted}
              onFailed={() => setFailedSource(src)}
            />
          ) : (
            <Suspense key={playable.id} fallback={null}>
              <EmbedPlayer
                source={playable}
                playing={playing}
                title={texts.frameTitle}
                onStarted={markStarted}
                onFailed={() => setFailedSource(src)}
              />
            </Suspense>
          ))}
      </div>
      <div className="content" part="content">
        <slot />
      </div>
      {/* Once the video plays (over a poster that never gives way it would pause nothing); kept while the visitor's
         pause holds, so a player that comes back paused can be started. */}
      {playable && (started || pausedByVisitor) && (
        <button
          type="button"
          className="toggle"
          part="toggle-button"
          onClick={() => setPausedByVisitor(!pausedByVisitor)}
        >
          {pausedByVisitor ? (
            <svg viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 2l10 6-10 6z" />
            </svg>
          ) : (
            <svg viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3 2h4v12H3zM9 2h4v12H9z" />
            </svg>
          )}
          <span className="visually-hidden">{pausedByVisitor ? texts.play : texts.pause}</span>
        </button>
      )}
    </>
  );
}

/** The browser's own video: muted, looping by `loop` (no gap, no timer), without controls. */
function FileVideo({
  url,
  playing,
  onStarted,
  onFailed,
}: {
  url: string;
  playing: boolean;
  onStarted: () => void;
  onFailed: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [shown, setShown] = useState(false);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  // A layout effect: muted before the element reports it plays (a plain effect came after it under load).
  useLayoutEffect(() => {
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
      onPlaying={() => {
        setShown(true);
        onStarted();
      }}
      onError={() => failed.current()}
    />
  );
}
