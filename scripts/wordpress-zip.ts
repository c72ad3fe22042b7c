// `npm run wordpress:zip`: the installable plugin, build/ws.zip, from wordpress/ws/ and a fresh dist/.
// A site owner uploads it under Plugins → Add New; the local site and the tests install this same zip.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PLUGIN_SOURCE = join(ROOT, 'wordpress', 'ws');
export const PLUGIN_ZIP = join(ROOT, 'build', 'ws.zip');
/** What of dist/ the plugin ships: the browser's files, the chunk graph and the element manifest. */
const DIST_FILES = /\.(js|css|json)$/;

interface ZipEntry {
  name: string;
  data: Buffer;
}

function filesUnder(folder: string, keep: (path: string) => boolean = () => true): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((path) => join(folder, path))
    .filter((path) => statSync(path).isFile() && keep(path))
    .sort();
}

/** Every file of the plugin as it lies in the zip: ws/… from wordpress/ws, ws/dist/… from dist/. */
export function pluginEntries(): ZipEntry[] {
  const dist = join(ROOT, 'dist');
  if (!existsSync(join(dist, 'shell.js')) || !existsSync(join(dist, 'custom-elements.json'))) {
    throw new Error('dist/ is missing or incomplete: run `npm run build` first');
  }
  const asZipName = (path: string, base: string, prefix: string) =>
    `${prefix}${relative(base, path).split(sep).join('/')}`;
  return [
    ...filesUnder(PLUGIN_SOURCE).map((path) => ({
      name: asZipName(path, PLUGIN_SOURCE, 'ws/'),
      data: readFileSync(path),
    })),
    ...filesUnder(dist, (path) => DIST_FILES.test(path)).map((path) => ({
      name: asZipName(path, dist, 'ws/dist/'),
      data: readFileSync(path),
    })),
  ];
}

/** A zip (deflate, no zip64: the plugin is far below 4 GB) of the entries, readable by WordPress's unzip_file. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data, { level: 9 });
    const checksum = crc32(entry.data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    header.writeUInt16LE(0x0800, 6); // names are UTF-8
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(0, 10); // time and date: none, so the zip is the same for the same files
    header.writeUInt32LE(checksum, 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(entry.data.length, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    local.push(header, name, packed);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(0, 12);
    record.writeUInt32LE(checksum, 16);
    record.writeUInt32LE(packed.length, 20);
    record.writeUInt32LE(entry.data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += header.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

export function writePluginZip(target = PLUGIN_ZIP): { path: string; files: number; bytes: number } {
  const entries = pluginEntries();
  const zip = zipOf(entries);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, zip);
  return { path: target, files: entries.length, bytes: zip.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { path, files, bytes } = writePluginZip();
    console.log(`wordpress:zip: ${relative(ROOT, path)} (${files} files, ${(bytes / 1024).toFixed(1)} KB)`);
  } catch (error) {
    console.error(`wordpress:zip: ${(error as Error).message}`);
    process.exit(1);
  }
}
