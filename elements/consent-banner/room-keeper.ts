// How the element finds the room watcher (room.ts) that the first frame started: the first frame's file
// and the element's are built apart (rollup.config.mjs), so the first frame leaves its keeper on the
// document, and the element uses it. The element's own file then carries no copy of room.ts; only
// without a first frame (its file failed, or a page without the shell's loader) is room.ts fetched.
import type { keepPageClearOfBanner } from './room.ts';

type RoomKeeper = typeof keepPageClearOfBanner;

/** A symbol of the global registry: the same in both files. */
const KEEPER = Symbol.for('ws.consent-banner.room-keeper');
type KeeperDocument = Document & { [KEEPER]?: RoomKeeper };

/** The first frame offers its keeper: the element then keeps the watcher the first frame started. */
export function offerRoomKeeper(doc: Document, keeper: RoomKeeper): void {
  (doc as KeeperDocument)[KEEPER] = keeper;
}

/** The keeper the first frame offered, or room.ts's own when there was none. */
export function roomKeeper(doc: Document): Promise<RoomKeeper> {
  const offered = (doc as KeeperDocument)[KEEPER];
  return offered ? Promise.resolve(offered) : import('./room.ts').then((room) => room.keepPageClearOfBanner);
}
