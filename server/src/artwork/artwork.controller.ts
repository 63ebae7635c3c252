import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { NotFoundError } from '../common/errors';
import { ART_NAMES, renderArt, type ArtName } from './art-svg';
import { sendSvg } from './svg-response';
import { text } from '../common/i18n/catalogue';

const ART_CACHE = 'public, max-age=604800, stale-while-revalidate=2592000';

/** Site art (hero, banners…), drawn by our own code as SVG: nothing is fetched from elsewhere. */
@Controller('images/art')
export class ArtworkController {
  @Get(':name.svg')
  art(@Param('name') name: string, @Res() res: Response): void {
    if (!(ART_NAMES as readonly string[]).includes(name)) throw new NotFoundError(text('NOT_FOUND.picture'));
    sendSvg(res, renderArt(name as ArtName), ART_CACHE);
  }
}
