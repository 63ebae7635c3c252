import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ImageStorage, UPLOADS_PATH, type StoredFile } from './image-storage';
import { contentTypeOfKey } from './image-renditions';

/** The default adapter: files in a folder (DATA_DIR/uploads), served by the shop itself. */
export class LocalImageStorage extends ImageStorage {
  constructor(private readonly dir: string) {
    super();
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed into place, so a reader never sees half a file.
    const partial = path.join(this.dir, `.${randomUUID()}.partial`);
    await writeFile(partial, bytes);
    await rename(partial, this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async read(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { body: createReadStream(file), contentType: contentTypeOfKey(key), length: size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  url(key: string): string {
    return `${UPLOADS_PATH}/${key}`;
  }

  private pathOf(key: string): string {
    // Keys are our own hashed names; path.basename keeps any other string inside the folder all the same.
    return path.join(this.dir, path.basename(key));
  }
}
