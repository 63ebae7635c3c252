import type { ImgHTMLAttributes } from 'react';
import type { ProductPictureFragment } from '../gql/graphql';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  picture: ProductPictureFragment;
  alt: string;
  /** How wide the picture is laid out (<img sizes>): the browser picks a photo's file by it and the screen's density. */
  sizes: string;
  /** The square box a drawn picture is given, and a photo's until its own size is known. */
  box: number;
  /** A drawn picture's URL in another colour; a photo is what it is. */
  drawnSrc?: string;
}

/**
 * A product picture. A photo the merchant uploaded: a <picture> offering its AVIF and WebP files by width,
 * with its width and height so the page does not jump as it loads. A drawn view: its SVG, which fits any size.
 */
export function ProductPicture({ picture, alt, sizes, box, drawnSrc, ...img }: Props) {
  if (!picture.srcSet) return <img src={drawnSrc ?? picture.url} alt={alt} width={box} height={box} {...img} />;
  return (
    <picture className="product-picture">
      {picture.avifSrcSet && <source type="image/avif" srcSet={picture.avifSrcSet} sizes={sizes} />}
      <img src={picture.url} srcSet={picture.srcSet} sizes={sizes} alt={alt} width={picture.width ?? box} height={picture.height ?? box} {...img} />
    </picture>
  );
}
