import type { DocumentNode } from 'graphql';

/**
 * Apollo keeps every parsed and validated document, keyed by the hash of its text, in an LRU cache of
 * 30 MiB as measured by JSON.stringify, which leaves out the token list every parsed node points into:
 * on the heap a document weighs 3–4 times its JSON and about 50–60 bytes per character of its text.
 * Any client can fill that cache with distinct valid documents, so a fuzzing run grew the server by
 * 100 MiB and more. The shop's own operations come to about 10 kB of text; this store keeps the most
 * recently used documents up to a budget of text that covers them many times over (~15 MiB of heap).
 */
export const DOCUMENT_STORE_BUDGET_CHARS = 256 * 1024;

export class BoundedDocumentStore {
  private readonly documents = new Map<string, { document: DocumentNode; size: number }>();
  private used = 0;

  constructor(private readonly budgetChars = DOCUMENT_STORE_BUDGET_CHARS) {}

  get size(): number {
    return this.documents.size;
  }

  /** Characters of document text held. */
  get usedChars(): number {
    return this.used;
  }

  async get(key: string): Promise<DocumentNode | undefined> {
    const entry = this.documents.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting marks the entry most recently used.
    this.documents.delete(key);
    this.documents.set(key, entry);
    return entry.document;
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    await this.delete(key);
    const size = document.loc?.source.body.length ?? JSON.stringify(document).length;
    if (size > this.budgetChars) return;
    this.documents.set(key, { document, size });
    this.used += size;
    for (const [oldest, entry] of this.documents) {
      if (this.used <= this.budgetChars) break;
      this.documents.delete(oldest);
      this.used -= entry.size;
    }
  }

  async delete(key: string): Promise<boolean> {
    const entry = this.documents.get(key);
    if (!entry) return false;
    this.documents.delete(key);
    this.used -= entry.size;
    return true;
  }
}
