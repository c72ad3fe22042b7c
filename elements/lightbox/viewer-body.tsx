// The inside of the open viewer (a chunk of its own, see viewer.tsx): toolbar, stage with the item,
// arrows, caption, share links, thumbnails, and the gestures on the stage.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { createPlaceholder } from '../../consent-bus/placeholder.ts';
import { acceptCategory } from '../../consent-bus/index.ts';
import { emOfPx, type Language } from '../../platform/environment.ts';
import { swipeDirection } from '../../platform/gestures.ts';
import { useConsent } from '../kit/use-consent.ts';
import { networkLabels, opensNewWindow, shareUrl } from '../share/rules.ts';
import type { LightboxItem } from './items.ts';
import type { LightboxHost, LightboxView } from './lightbox-element.ts';
import {
  deepLinkHash,
  EMBED_CONSENT_CATEGORY,
  embedUrl,
  isDoubleTap,
  isZoomable,
  nextIndex,
  pinchOutcome,
  thumbnailWindow,
  THUMBNAILS_MIN_VIEWPORT_PX,
  VIDEO_SERVICE_NAMES,
  videoMimeType,
  DEFAULT_VIDEO_HEIGHT_PX,
  DEFAULT_VIDEO_WIDTH_PX,
  type LightboxTexts,
  type VideoService,
} from './rules.ts';

export { viewerStyles } from './viewer-styles.ts';

const WIDE_SCREEN = `(min-width: ${emOfPx(THUMBNAILS_MIN_VIEWPORT_PX)})`;

function subscribeToWidth(onChange: () => void): () => void {
  const query = matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Thumbnails only where they leave the picture its room (980 px, docs/RULES.md#lightbox, in em:
 * larger text leaves less room).
 */
function useThumbnailsFit(): boolean {
  return useSyncExternalStore(subscribeToWidth, () => matchMedia(WIDE_SCREEN).matches);
}

export interface BodyProps {
  host: LightboxHost;
  view: LightboxView;
  texts: LightboxTexts;
  language: Language;
}

interface ZoomState {
  /** The item the zoom belongs to: another item starts fitted. */
  index: number;
  zoomable: boolean;
  zoomed: boolean;
}

export function ViewerBody({ host, view, texts, language }: BodyProps) {
  const { items, index, settings } = view;
  const item = items[index]!;
  const count = items.length;
  const thumbnailsFit = useThumbnailsFit();
  // Only the thumbnails around the current item: a gallery of thousands opens as fast as one of ten.
  const strip = thumbnailWindow(index, count);
  const [zoomState, setZoomState] = useState<ZoomState>({ index, zoomable: false, zoomed: false });
  const zoom = zoomState.index === index ? zoomState : { index, zoomable: false, zoomed: false };
  const stageRef = useRef<HTMLDivElement>(null);
  const slideRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  /** Where the zoom was asked for, as a fraction of the picture: the zoomed picture is scrolled to keep it in view. */
  const zoomFocus = useRef<{ x: number; y: number } | undefined>(undefined);

  const hasPrevious = nextIndex(index, count, 'previous', settings.loop) !== undefined;
  const hasNext = nextIndex(index, count, 'next', settings.loop) !== undefined;

  // The new item comes in from the side it lies on (none under reduced motion: the duration is 0).
  useLayoutEffect(() => {
    const slide = slideRef.current;
    if (!slide || view.previousIndex === undefined || settings.animationMs === 0 || typeof slide.animate !== 'function')
      return;
    const forward = index > view.previousIndex;
    const axis = settings.path === 'horizontal' ? 'X' : 'Y';
    slide.animate(
      [
        { transform: `translate${axis}(${forward ? 8 : -8}%)`, opacity: 0 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: settings.animationMs, easing: 'ease-out' },
    );
  }, [index, view.previousIndex, settings.animationMs, settings.path]);

  // The current thumbnail stays in view in a strip wider than the window.
  const thumbnailsRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const current = thumbnailsRef.current?.querySelector('[aria-current="true"]');
    if (current && typeof current.scrollIntoView === 'function')
      current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [index, thumbnailsFit]);

  const measureZoomable = () => {
    const image = imageRef.current;
    if (!image || !image.naturalWidth || zoom.zoomed) return;
    const zoomable = isZoomable(
      { width: image.naturalWidth, height: image.naturalHeight },
      { width: image.clientWidth, height: image.clientHeight },
    );
    setZoomState((state) =>
      state.index === index && state.zoomable === zoomable ? state : { index, zoomable, zoomed: false },
    );
  };

  // A resized window can make a fitted picture zoomable, or not any more.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => measureZoomable());
    observer.observe(stage);
    return () => observer.disconnect();
  });

  const setZoomed = (zoomed: boolean, focus?: { x: number; y: number }) => {
    if (zoomed && !zoom.zoomable) return;
    zoomFocus.current = zoomed ? (focus ?? { x: 0.5, y: 0.5 }) : undefined;
    setZoomState({ index, zoomable: zoom.zoomable, zoomed });
  };

  // Zoomed in: the point that was asked for sits in the middle of the stage.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    const image = imageRef.current;
    const focus = zoomFocus.current;
    if (!zoom.zoomed || !stage || !image || !focus) return;
    zoomFocus.current = undefined;
    stage.scrollLeft = focus.x * image.offsetWidth - stage.clientWidth / 2;
    stage.scrollTop = focus.y * image.offsetHeight - stage.clientHeight / 2;
  }, [zoom.zoomed]);

  const focusAt = (clientX: number, clientY: number) => {
    const box = imageRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return undefined;
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    return { x: clamp((clientX - box.left) / box.width), y: clamp((clientY - box.top) / box.height) };
  };

  const gestures = useStageGestures({
    path: settings.path,
    zoomed: zoom.zoomed,
    image: imageRef,
    onSwipe: (direction) => host.step(direction, 'swipe'),
    onZoom: (wish, x, y) => {
      if (item.kind !== 'image') return;
      const zoomed = wish === 'toggle' ? !zoom.zoomed : wish === 'in';
      setZoomed(zoomed, focusAt(x, y));
    },
  });

  // A caption longer than its room scrolls; then a keyboard must reach it to scroll it too.
  const captionRef = useRef<HTMLDivElement>(null);
  const [captionScrolls, setCaptionScrolls] = useState(false);
  useLayoutEffect(() => {
    const caption = captionRef.current;
    const measure = () => setCaptionScrolls(caption !== null && caption.scrollHeight > caption.clientHeight + 1);
    measure();
    if (!caption || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(caption);
    return () => observer.disconnect();
  }, [index]);

  const title = settings.showTitle ? item.title : undefined;
  const description = settings.showDescription ? item.description : undefined;

  return (
    <div className="frame">
      <div className="toolbar" part="toolbar">
        <p className="status" role="status" aria-live="polite" aria-atomic="true">
          {texts.status(index, count, item.kind)}
        </p>
        <div className="tools">
          {item.kind === 'image' && (
            <button
              type="button"
              className="tool zoom"
              aria-pressed={zoom.zoomed}
              disabled={!zoom.zoomable}
              aria-label={texts.zoomIn}
              onClick={() => setZoomed(!zoom.zoomed)}
            >
              <span aria-hidden="true">{zoom.zoomed ? '−' : '+'}</span>
            </button>
          )}
          {count > 1 && (
            <button
              type="button"
              className="tool slideshow"
              aria-label={view.playing ? texts.slideshowPause : texts.slideshowPlay}
              onClick={() => host.togglePlay()}
            >
              <span aria-hidden="true">{view.playing ? '❚❚' : '▶'}</span>
            </button>
          )}
          <button
            type="button"
            className="tool close"
            part="close-button"
            aria-label={texts.close}
            data-initial-focus
            onClick={() => host.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      <div
        ref={stageRef}
        className={zoom.zoomed ? 'stage zoomed' : 'stage'}
        part="stage"
        // Zoomed, the picture scrolls: a keyboard reaches it to pan with the arrow keys.
        tabIndex={zoom.zoomed ? 0 : -1}
        aria-label={zoom.zoomed ? (title ?? texts.zoomOut) : undefined}
        role={zoom.zoomed ? 'group' : undefined}
        onDoubleClick={(event) => gestures.onDoubleClick(event)}
        onPointerDown={gestures.onPointerDown}
        onPointerMove={gestures.onPointerMove}
        onPointerUp={gestures.onPointerUp}
        onPointerCancel={gestures.onPointerCancel}
      >
        <div ref={slideRef} className="slide" key={index}>
          <ItemMedia
            item={item}
            texts={texts}
            language={language}
            imageRef={imageRef}
            zoomed={zoom.zoomed}
            onImageLoad={measureZoomable}
          />
        </div>
      </div>
      {settings.arrows && count > 1 && (
        <>
          <button
            type="button"
            className="arrow previous"
            part="previous-button"
            aria-label={texts.previous}
            disabled={!hasPrevious}
            onClick={() => host.step('previous', 'button')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="arrow next"
            part="next-button"
            aria-label={texts.next}
            disabled={!hasNext}
            onClick={() => host.step('next', 'button')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      {(title || description || settings.socialNetworks.length > 0) && (
        <div
          ref={captionRef}
          className="caption"
          part="caption"
          tabIndex={captionScrolls ? 0 : undefined}
          role={captionScrolls ? 'group' : undefined}
          aria-label={captionScrolls ? (title ?? description) : undefined}
        >
          {title && <p className="title">{title}</p>}
          {description && <p className="description">{description}</p>}
          {settings.socialNetworks.length > 0 && (
            <ShareLinks view={view} item={item} texts={texts} language={language} />
          )}
        </div>
      )}
      {thumbnailsFit && count > 1 && (
        <nav ref={thumbnailsRef} className="thumbnails" part="thumbnails" aria-label={texts.thumbnails}>
          <ul>
            {strip.map((position) => {
              const thumb = items[position]!;
              return (
                <li key={position}>
                  <button
                    type="button"
                    aria-label={texts.thumbnail(position, thumb.title, thumb.kind)}
                    aria-current={position === index ? 'true' : undefined}
                    onClick={() => host.show(position, 'thumbnail')}
                  >
                    {thumb.thumbnail ? (
                      <img src={thumb.thumbnail} alt="" draggable={false} />
                    ) : (
                      <span aria-hidden="true">{thumb.kind === 'image' ? position + 1 : '▶'}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}

interface MediaProps {
  item: LightboxItem;
  texts: LightboxTexts;
  language: Language;
  imageRef: React.RefObject<HTMLImageElement | null>;
  zoomed: boolean;
  onImageLoad: () => void;
}

/** The item itself: a picture, a video, a player behind consent, or an error with a way on. */
function ItemMedia({ item, texts, language, imageRef, zoomed, onImageLoad }: MediaProps) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <LoadError message={item.kind === 'image' ? texts.photoError : texts.contentError} item={item} texts={texts} />
    );
  if (item.kind === 'image') {
    return (
      <img
        ref={imageRef}
        className={zoomed ? 'media image zoomed' : 'media image'}
        src={item.href}
        alt={item.alt ?? item.title ?? ''}
        draggable={false}
        onLoad={onImageLoad}
        onError={() => setFailed(true)}
      />
    );
  }
  if (item.kind === 'video') {
    const type = videoMimeType(item.href, document.baseURI);
    // The browser says up front whether it can play the format: no player that never starts.
    if (!type || document.createElement('video').canPlayType(type) === '')
      return <LoadError message={texts.unsupportedMedia} item={item} texts={texts} />;
    return (
      // Captions come with the author's file (a <track> cannot be given through a link); the controls are the browser's
      // own.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        className="media video"
        src={item.href}
        poster={item.thumbnail}
        controls
        playsInline
        preload="metadata"
        width={DEFAULT_VIDEO_WIDTH_PX}
        height={DEFAULT_VIDEO_HEIGHT_PX}
        onError={() => setFailed(true)}
      />
    );
  }
  return <Player item={item} service={item.kind} texts={texts} language={language} />;
}

function LoadError({ message, item, texts }: { message: string; item: LightboxItem; texts: LightboxTexts }) {
  return (
    <div className="error" role="alert">
      <p>{message}</p>
      <a href={item.href}>{texts.openFile}</a>
    </div>
  );
}

/** A YouTube or Vimeo player: only with marketing accepted; before that the page's consent placeholder. */
function Player({
  item,
  service,
  texts,
  language,
}: {
  item: LightboxItem;
  service: VideoService;
  texts: LightboxTexts;
  language: Language;
}) {
  const accepted = useConsent(EMBED_CONSENT_CATEGORY);
  const frame = useRef<HTMLIFrameElement>(null);
  const acceptedBefore = useRef(accepted);
  useLayoutEffect(() => {
    const root = frame.current?.getRootNode();
    // The placeholder's button had focus and went with it: focus stays in the viewer, on the stage
    // (not in the player: a cross-origin frame keeps Escape and the arrow keys to itself).
    if (accepted && !acceptedBefore.current && root instanceof ShadowRoot && root.activeElement === null)
      frame.current?.closest<HTMLElement>('.stage')?.focus();
    acceptedBefore.current = accepted;
  }, [accepted]);
  const source = embedUrl(service, item.href);
  if (!source) return <LoadError message={texts.contentError} item={item} texts={texts} />;
  if (!accepted)
    return <ConsentPlaceholder service={VIDEO_SERVICE_NAMES[service]} title={item.title ?? null} language={language} />;
  return (
    <iframe
      ref={frame}
      className="media player"
      src={source}
      title={item.title ?? `${texts.video} (${VIDEO_SERVICE_NAMES[service]})`}
      width={DEFAULT_VIDEO_WIDTH_PX}
      height={DEFAULT_VIDEO_HEIGHT_PX}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/** The same placeholder as the page's blocked embeds (consent-bus/placeholder.ts), made in this shadow root. */
function ConsentPlaceholder({
  service,
  title,
  language,
}: {
  service: string;
  title: string | null;
  language: Language;
}) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = createPlaceholder(document, {
      category: EMBED_CONSENT_CATEGORY,
      language,
      service,
      title,
      accept: () => acceptCategory(EMBED_CONSENT_CATEGORY),
    });
    box.classList.add('media');
    holder.current?.append(box);
    return () => box.remove();
  }, [service, title, language]);
  return <div ref={holder} className="placeholder-holder" />;
}

/** Share links for the open item: the page's address with the item's deep link. */
function ShareLinks({
  view,
  item,
  texts,
  language,
}: {
  view: LightboxView;
  item: LightboxItem;
  texts: LightboxTexts;
  language: Language;
}) {
  const { linkId, socialNetworks } = view.settings;
  const address = new URL(location.href);
  address.hash = linkId === undefined ? '' : deepLinkHash(linkId, view.index);
  const links = socialNetworks.flatMap((network) => {
    const href = shareUrl(network, { url: address.href, title: item.title ?? document.title }, location.href);
    return href === undefined ? [] : [{ network, href, ...networkLabels(network, language) }];
  });
  if (links.length === 0) return null;
  return (
    <ul className="share" part="share" aria-label={texts.share(item.kind)}>
      {links.map(({ network, href, name, label }) => (
        <li key={network}>
          <a
            href={href}
            target={opensNewWindow(network) ? '_blank' : undefined}
            rel="noopener noreferrer"
            aria-label={name}
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

interface GestureOptions {
  path: LightboxView['settings']['path'];
  zoomed: boolean;
  image: React.RefObject<HTMLImageElement | null>;
  onSwipe: (direction: 'next' | 'previous') => void;
  onZoom: (wish: 'in' | 'out' | 'toggle', clientX: number, clientY: number) => void;
}

/**
 * Swipe (one finger along the path), double tap or double click (zoom in or out) and pinch (two
 * fingers: the picture follows them, then zooms in or back). Written here, not taken from a library:
 * pointer events give all three in these few lines, and the rules (rules.ts) decide.
 */
function useStageGestures({ path, zoomed, image, onSwipe, onZoom }: GestureOptions) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ x: number; y: number } | undefined>(undefined);
  const pinch = useRef<{ startDistance: number; distance: number; x: number; y: number } | undefined>(undefined);
  const lastTap = useRef<{ time: number; x: number; y: number } | undefined>(undefined);
  const lastPointerType = useRef('mouse');

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const resetPicture = () => {
    if (image.current) image.current.style.transform = '';
  };

  return {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      lastPointerType.current = event.pointerType;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 1) start.current = { x: event.clientX, y: event.clientY };
      if (pointers.current.size === 2) {
        const [a, b] = [...pointers.current.values()];
        pinch.current = { startDistance: distance(), distance: distance(), x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 };
        start.current = undefined;
      }
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const pinching = pinch.current;
      if (!pinching || pointers.current.size < 2) return;
      pinching.distance = distance();
      // Zoomed, the picture scrolls under the fingers; the pinch only decides when they lift.
      if (zoomed) return;
      // The picture follows the fingers (CSSOM: allowed by a strict CSP); it settles when they lift.
      const scale = Math.min(3, Math.max(0.5, pinching.distance / pinching.startDistance));
      if (image.current) image.current.style.transform = `scale(${scale})`;
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      const began = start.current;
      pointers.current.delete(event.pointerId);
      const pinching = pinch.current;
      if (pinching) {
        if (pointers.current.size > 0) return;
        pinch.current = undefined;
        resetPicture();
        const outcome = pinchOutcome(pinching.startDistance, pinching.distance);
        if (outcome) onZoom(outcome, pinching.x, pinching.y);
        return;
      }
      start.current = undefined;
      if (!began) return;
      const dx = event.clientX - began.x;
      const dy = event.clientY - began.y;
      if (!zoomed) {
        const direction = swipeDirection(dx, dy, path);
        if (direction) {
          lastTap.current = undefined;
          onSwipe(direction);
          return;
        }
      }
      // Taps on touch screens: a double tap zooms (a mouse has the double click).
      if (event.pointerType === 'mouse' || Math.hypot(dx, dy) > 10) return;
      const tap = { time: event.timeStamp, x: event.clientX, y: event.clientY };
      if (isDoubleTap(lastTap.current, tap)) {
        lastTap.current = undefined;
        onZoom('toggle', tap.x, tap.y);
      } else lastTap.current = tap;
    },
    onPointerCancel(event: PointerEvent<HTMLDivElement>) {
      pointers.current.delete(event.pointerId);
      start.current = undefined;
      pinch.current = undefined;
      resetPicture();
    },
    onDoubleClick(event: React.MouseEvent<HTMLDivElement>) {
      // Touch double taps are counted above; the browser's synthetic dblclick would count twice.
      if (lastPointerType.current !== 'mouse') return;
      if ((event.target as Element).closest('.image')) onZoom('toggle', event.clientX, event.clientY);
    },
  };
}
