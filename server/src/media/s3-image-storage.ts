import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config/config';
import { IMMUTABLE_CACHE, ImageStorage, UPLOADS_PATH, type StoredFile } from './image-storage';

/** An S3-compatible bucket. Browsers fetch from S3_PUBLIC_URL when it is set, else through the shop. */
export class S3ImageStorage extends ImageStorage implements OnModuleDestroy {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    super();
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // Checksums only where S3 demands them: several S3-compatible stores refuse the SDK's newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE_CACHE }));
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async read(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { body: object.Body as Readable, contentType: object.ContentType ?? 'application/octet-stream', length: object.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  url(key: string): string {
    return this.config.publicUrl ? `${this.config.publicUrl}/${key}` : `${UPLOADS_PATH}/${key}`;
  }

  /** Nest calls this on shutdown: the client keeps sockets alive. */
  onModuleDestroy(): void {
    this.client.destroy();
  }
}
