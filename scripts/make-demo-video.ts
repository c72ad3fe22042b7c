// Makes the gallery's self-hosted video once: demo/public/video/zeitraffer-lackierung.webm (served
// at /assets/video/…). Run by hand (`node --import tsx scripts/make-demo-video.ts`); the file it
// writes is part of the repository, so neither the build nor the tests run this. There is no
// ffmpeg on these machines: Debian's Chromium draws the repair on a canvas (the scratched door of
// the gallery turning into the repainted one, as images.ts draws them) and records the canvas
// with MediaRecorder as VP9 WebM. MediaRecorder writes no duration, so the script adds it to the
// file's Segment Info: without it a <video> shows no length and cannot seek.
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIME_LAPSE_HUE, timeLapseVideo } from '../demo/content/gallery.ts';
import { repairSvg } from '../demo/content/images.ts';
import { chromiumArgs, chromiumPath } from '../test/support/chromium.mjs';

const OUTPUT = fileURLToPath(new URL(`../demo/public/video/${timeLapseVideo.src.split('/').pop()}`, import.meta.url));
/** The viewer plays self-hosted video at 1280 × 720 by default (docs/RULES.md#lightbox): the file has that size. */
const VIDEO_WIDTH = 1280;
const VIDEO_HEIGHT = 720;
const FRAMES_PER_SECOND = 30;
/** Flat drawings need little: about 50 KB per second keeps five seconds well under 300 KB. */
const BITS_PER_SECOND = 400_000;
/** The scene: the damage alone, the spray gun's pass, the result. Milliseconds. */
const HOLD_BEFORE_MS = 700;
const SPRAY_MS = 3600;
const HOLD_AFTER_MS = 1100;

const before = repairSvg('kratzer', 'before', TIME_LAPSE_HUE, 'Zerkratzte Tür');
const after = repairSvg('kratzer', 'after', TIME_LAPSE_HUE, 'Neu lackierte Tür');

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: VIDEO_WIDTH, height: VIDEO_HEIGHT } });
    await page.setContent(`<canvas width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}"></canvas>`);
    // tsx names inner functions with a helper the page does not have.
    await page.evaluate('window.__name = (fn) => fn');
    const base64 = await page.evaluate(
      async ({ before, after, width, height, fps, bits, holdBefore, spray, holdAfter, hue }) => {
        const load = (svg: string) =>
          new Promise<HTMLImageElement>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve(image);
            image.onerror = reject;
            image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
          });
        const [damaged, repaired] = await Promise.all([load(before), load(after)]);
        const canvas = document.querySelector('canvas')!;
        const context = canvas.getContext('2d')!;
        const total = holdBefore + spray + holdAfter;
        // The spray gun moves from right to left, so the corner mark turns green last.
        const edgeAt = (elapsed: number) => {
          const progress = Math.min(1, Math.max(0, (elapsed - holdBefore) / spray));
          const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
          return width * (1 - eased) - (progress >= 1 ? 200 : 0);
        };
        const paint = `hsl(${hue}, 66%, 50%)`;
        const drawFrame = (elapsed: number) => {
          const edge = edgeAt(elapsed);
          context.drawImage(damaged, 0, 0, width, height);
          context.save();
          context.beginPath();
          context.rect(edge, 0, width - edge, height);
          context.clip();
          context.drawImage(repaired, 0, 0, width, height);
          context.restore();
          if (elapsed > holdBefore && elapsed < holdBefore + spray) {
            // The mist at the edge, and the gun's nozzle above it swaying up and down.
            const y = height * (0.45 + 0.25 * Math.sin(elapsed / 140));
            const mist = context.createRadialGradient(edge, y, 10, edge, y, 190);
            mist.addColorStop(0, paint);
            mist.addColorStop(1, 'rgba(255, 255, 255, 0)');
            context.globalAlpha = 0.55;
            context.fillStyle = mist;
            context.fillRect(edge - 200, y - 200, 400, 400);
            context.globalAlpha = 1;
            context.fillStyle = '#2b2f36';
            context.beginPath();
            context.roundRect(edge - 40, y - 250, 80, 150, 18);
            context.fill();
            context.fillStyle = '#c9ced6';
            context.fillRect(edge - 10, y - 100, 20, 40);
          }
        };
        const stream = canvas.captureStream(fps);
        const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((type) =>
          MediaRecorder.isTypeSupported(type),
        )!;
        const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bits });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        drawFrame(0);
        recorder.start();
        const start = performance.now();
        await new Promise<void>((resolve) => {
          const tick = () => {
            const elapsed = performance.now() - start;
            drawFrame(Math.min(elapsed, total));
            if (elapsed >= total) resolve();
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        });
        recorder.stop();
        await stopped;
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      },
      {
        before,
        after,
        width: VIDEO_WIDTH,
        height: VIDEO_HEIGHT,
        fps: FRAMES_PER_SECOND,
        bits: BITS_PER_SECOND,
        holdBefore: HOLD_BEFORE_MS,
        spray: SPRAY_MS,
        holdAfter: HOLD_AFTER_MS,
        hue: TIME_LAPSE_HUE,
      },
    );
    const webm = withDuration(Buffer.from(base64, 'base64'), HOLD_BEFORE_MS + SPRAY_MS + HOLD_AFTER_MS);
    mkdirSync(dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, webm);
    console.log(`wrote ${OUTPUT} (${(webm.length / 1024).toFixed(1)} KB)`);
  } finally {
    await browser.close();
  }
}

// EBML (Matroska/WebM): element ids and sizes are variable-length integers; the length of one is
// told by the position of the first set bit of its first byte.
const SEGMENT_ID = 0x18538067;
const INFO_ID = 0x1549a966;
const DURATION_ID = 0x4489;

function vintLength(first: number): number {
  for (let length = 1; length <= 8; length += 1) if (first & (0x80 >> (length - 1))) return length;
  throw new Error('not an EBML number');
}

/** An element id at `offset` (the marker bits kept, as ids are written) and its length. */
function readId(buffer: Buffer, offset: number): { id: number; length: number } {
  const length = vintLength(buffer[offset]!);
  return { id: buffer.readUIntBE(offset, length), length };
}

/** A size at `offset` (the marker bit removed) and its length; undefined for "unknown size". */
function readSize(buffer: Buffer, offset: number): { size: number | undefined; length: number } {
  const length = vintLength(buffer[offset]!);
  let size = buffer[offset]! & (0xff >> length);
  let unknown = size === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    size = size * 256 + buffer[offset + index]!;
    unknown &&= buffer[offset + index] === 0xff;
  }
  return { size: unknown ? undefined : size, length };
}

/** The file with a Duration element (milliseconds, the default timecode scale) added to Segment Info. */
function withDuration(webm: Buffer, durationMs: number): Buffer {
  let offset = 0;
  const header = readId(webm, offset);
  const headerSize = readSize(webm, offset + header.length);
  offset += header.length + headerSize.length + headerSize.size!;
  const segment = readId(webm, offset);
  if (segment.id !== SEGMENT_ID) throw new Error('no Segment after the EBML header');
  offset += segment.length + readSize(webm, offset + segment.length).length;
  for (;;) {
    const child = readId(webm, offset);
    const size = readSize(webm, offset + child.length);
    if (size.size === undefined) throw new Error('an element of unknown size before Segment Info');
    if (child.id === INFO_ID) {
      const bodyStart = offset + child.length + size.length;
      const body = webm.subarray(bodyStart, bodyStart + size.size);
      const duration = Buffer.alloc(11);
      duration.writeUInt16BE(DURATION_ID, 0);
      duration[2] = 0x88; // size 8
      duration.writeDoubleBE(durationMs, 3);
      const newSize = Buffer.alloc(8);
      newSize.writeUIntBE(body.length + duration.length, 2, 6);
      newSize[0] = 0x01; // an 8-byte size
      return Buffer.concat([
        webm.subarray(0, offset + child.length),
        newSize,
        body,
        duration,
        webm.subarray(bodyStart + size.size),
      ]);
    }
    offset += child.length + size.length + size.size;
  }
}

await main();
