import { Module } from '@nestjs/common';
import { ArtworkController } from './artwork.controller';

/**
 * Everything the shop draws: product pictures (garment-svg.ts) and site art (art-svg.ts), pure functions
 * of their input. The catalogue imports the drawing functions to serve its product pictures; this module
 * knows no product and reads no table.
 */
@Module({ controllers: [ArtworkController] })
export class ArtworkModule {}
