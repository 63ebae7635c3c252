import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { ImageStorage } from './image-storage';
import { LocalImageStorage } from './local-image-storage';
import { MediaService } from './media.service';
import { S3ImageStorage } from './s3-image-storage';
import { UploadsController } from './uploads.controller';

/** Uploaded photos' bytes: processing and the storage port; IMAGE_STORAGE picks the adapter. The rows that use them are their owners'. */
@Module({
  providers: [
    {
      provide: ImageStorage,
      inject: [APP_CONFIG],
      useFactory: ({ images }: AppConfig): ImageStorage => (images.storage === 's3' ? new S3ImageStorage(images.s3!) : new LocalImageStorage(images.localDir)),
    },
    MediaService,
  ],
  controllers: [UploadsController],
  exports: [MediaService],
})
export class MediaModule {}
