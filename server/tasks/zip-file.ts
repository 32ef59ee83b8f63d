import type { FileHandle } from 'node:fs/promises';
import { crc32, createInflateRaw } from 'node:zlib';
import { formatBytes } from '#contract';
import { badRequest } from '../errors.ts';

/**
 * The zip layer of an xlsx import, read by its central directory rather than front to back.
 *
 * Why not a streaming unzip (exceljs's WorkbookReader uses unzipper): it never checked a CRC or an
 * unknown compression method against an answer (an import hung), it wrote a sheet stored before
 * its shared strings (Excel's own order) to a temp file it never removed, and it trusted no size
 * at all (a 300 KB upload unpacked to 100 MB of XML). Read by the directory, the parts are read in
 * the order the reader needs, so nothing is ever written to disk, and every size is known and
 * checked before a byte is inflated; while inflating, the real size and the CRC are checked too.
 */

/** What an import may unpack: in all, and per part against its packed size. */
const UNPACK_LIMITS = {
  /** The parts read (workbook, its relations, shared strings, the first sheet), unpacked. */
  bytes: 100 * 1024 * 1024,
  /** A part of more than `ratioFrom` bytes may unpack to at most this many times its packed size. */
  ratio: 100,
  ratioFrom: 1024 * 1024,
};

/** Directories of more entries than any workbook has are refused unread. */
const MAX_ENTRIES = 10_000;
const CHUNK = 64 * 1024;

interface Entry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  packed: number;
  size: number;
  offset: number;
}

export const zipBroken = () => badRequest('import_zip_broken');

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw zipBroken();
  return buffer;
}

/** The entries of the central directory, checked against the file's bounds. */
async function directory(handle: FileHandle): Promise<Map<string, Entry>> {
  const { size } = await handle.stat();
  if (size < 22) throw new Error('not a zip');
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(handle, size - tailLength, tailLength);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  // Not a zip at all (a csv or a page renamed .xlsx): the caller's own "cannot read" answers it.
  if (end < 0) throw new Error('not a zip');
  const count = tail.readUInt16LE(end + 10);
  const dirSize = tail.readUInt32LE(end + 12);
  const dirOffset = tail.readUInt32LE(end + 16);
  // Zip64 (0xffff…) is for files far past the upload limit: an xlsx of ours never needs it.
  if (count === 0xffff || dirOffset === 0xffffffff || count > MAX_ENTRIES) throw zipBroken();
  if (dirOffset + dirSize > size - tailLength + end) throw zipBroken();
  const dir = await readAt(handle, dirOffset, dirSize);
  const entries = new Map<string, Entry>();
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > dir.length || dir.readUInt32LE(at) !== 0x02014b50) throw zipBroken();
    const nameLength = dir.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    if (next > dir.length) throw zipBroken();
    const entry: Entry = {
      name: dir.toString('utf8', at + 46, at + 46 + nameLength),
      flags: dir.readUInt16LE(at + 8),
      method: dir.readUInt16LE(at + 10),
      crc: dir.readUInt32LE(at + 16),
      packed: dir.readUInt32LE(at + 20),
      size: dir.readUInt32LE(at + 24),
      offset: dir.readUInt32LE(at + 42),
    };
    if (entry.offset + 30 + entry.packed > dirOffset) throw zipBroken();
    entries.set(entry.name, entry);
    at = next;
  }
  return entries;
}

/** An opened zip: its directory, and each part's bytes as checked chunks. Close it in a `finally`. */
export class ZipFile {
  private unpacked = 0;

  private constructor(
    private readonly handle: FileHandle,
    private readonly entries: Map<string, Entry>,
  ) {}

  static async open(handle: FileHandle): Promise<ZipFile> {
    return new ZipFile(handle, await directory(handle));
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** Refuses a part before reading it: unknown method, encrypted, too big, packed too tight. */
  private admit(entry: Entry): void {
    this.unpacked += entry.size;
    if (this.unpacked > UNPACK_LIMITS.bytes) {
      throw badRequest('import_unpacked_over', { size: formatBytes(UNPACK_LIMITS.bytes) });
    }
    if (entry.size > UNPACK_LIMITS.ratioFrom && entry.size > entry.packed * UNPACK_LIMITS.ratio) {
      throw badRequest('import_ratio_over', { ratio: UNPACK_LIMITS.ratio });
    }
    if ((entry.method !== 0 && entry.method !== 8) || entry.flags & 1) throw zipBroken();
    if (entry.method === 0 && entry.packed !== entry.size) throw zipBroken();
  }

  private async *packed(entry: Entry): AsyncGenerator<Buffer> {
    const local = await readAt(this.handle, entry.offset, 30);
    if (local.readUInt32LE(0) !== 0x04034b50) throw zipBroken();
    let at = entry.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    const end = at + entry.packed;
    while (at < end) {
      const chunk = await readAt(this.handle, at, Math.min(CHUNK, end - at));
      at += chunk.length;
      yield chunk;
    }
  }

  /**
   * The unpacked bytes of a part, chunk by chunk. More bytes than the directory declares, fewer,
   * or a wrong CRC refuse the file; the caller stops reading whenever it likes.
   */
  async *read(name: string): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw zipBroken();
    this.admit(entry);
    let size = 0;
    let crc = 0;
    const check = (chunk: Buffer) => {
      size += chunk.length;
      if (size > entry.size) throw zipBroken();
      crc = crc32(chunk, crc);
      return chunk;
    };
    if (entry.method === 0) {
      for await (const chunk of this.packed(entry)) yield check(chunk);
    } else {
      const inflater = createInflateRaw();
      const source = this.packed(entry);
      // Fed by hand so a refused chunk or an early stop ends both sides at once.
      const feed = (async () => {
        for await (const chunk of source) {
          if (inflater.destroyed) return;
          if (!inflater.write(chunk)) {
            // A destroyed inflater never drains: its close ends the wait too.
            await new Promise((resolve) => {
              inflater.once('drain', resolve);
              inflater.once('close', resolve);
            });
          }
        }
        if (!inflater.destroyed) inflater.end();
      })().catch((error: unknown) => inflater.destroy(error as Error));
      try {
        for await (const chunk of inflater) yield check(chunk as Buffer);
      } catch (error) {
        if (error instanceof Error && 'code' in error && String(error.code).startsWith('Z_'))
          throw zipBroken();
        throw error;
      } finally {
        inflater.destroy();
        await source.return(undefined);
        await feed;
      }
    }
    if (size !== entry.size || crc >>> 0 !== entry.crc >>> 0) throw zipBroken();
  }

  /** A small part (workbook, relations) whole, as text; refused past `max` bytes. */
  async text(name: string, max = 1024 * 1024): Promise<string> {
    const entry = this.entries.get(name);
    if (!entry) throw zipBroken();
    if (entry.size > max) throw zipBroken();
    const chunks: Buffer[] = [];
    for await (const chunk of this.read(name)) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }
}
