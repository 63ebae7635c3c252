import { useState } from 'react';
import { ProductPicture } from '../../../components/ProductPicture';
import type { Colour, ProductDetailFragment } from '../../../gql/graphql';
import { useT } from '../../../lib/i18n';
import { imageInColour, useProductLabels } from '../product-options';

interface Props {
  product: Pick<ProductDetailFragment, 'images' | 'defaultColour'>;
  colour: Colour;
}

type Picture = ProductDetailFragment['images'][number];

/** How wide the main picture is laid out (product.css): the whole width on phones, beside the thumbnails otherwise. */
const MAIN_SIZES = '(max-width: 560px) 100vw, (max-width: 900px) calc(100vw - 140px), 490px';
const THUMB_SIZES = '84px';

/**
 * The photos the merchant uploaded, or the drawn views: thumbnails beside one large picture. Photos of
 * another colour than the one chosen step aside; drawn views are painted in it.
 */
export function ProductGallery({ product, colour }: Props) {
  const t = useT();
  const labels = useProductLabels();
  const pictures = picturesIn(product.images, colour);
  const [selected, setSelected] = useState<string | null>(null);
  const main = pictures.find((picture) => keyOf(picture) === selected) ?? pictures[0];
  const inColour = (picture: Picture) => imageInColour(picture.url, colour, product.defaultColour);
  const photo = Boolean(main.srcSet);

  return (
    <div className="gallery">
      <div className="gallery__thumbs" role="group" aria-label={t('product.gallery.label')}>
        {pictures.map((picture, index) => (
          <button
            key={keyOf(picture)}
            type="button"
            className="gallery__thumb"
            aria-pressed={picture === main}
            aria-label={picture.srcSet ? t('product.gallery.photo', { n: index + 1, alt: picture.alt }) : t('product.gallery.view', { view: picture.view })}
            onClick={() => setSelected(keyOf(picture))}
          >
            <ProductPicture picture={picture} alt="" box={96} sizes={THUMB_SIZES} drawnSrc={inColour(picture)} decoding="async" />
          </button>
        ))}
      </div>
      <figure className="gallery__main">
        <ProductPicture
          key={`${keyOf(main)}-${photo ? '' : colour}`}
          picture={main}
          alt={photo ? main.alt : `${main.alt}, ${labels.colour(colour)}`}
          box={640}
          sizes={MAIN_SIZES}
          drawnSrc={inColour(main)}
          decoding="async"
          fetchPriority="high"
        />
      </figure>
    </div>
  );
}

/** Photos of the chosen colour or of none in particular (all of them when none is); every drawn view. */
function picturesIn(images: Picture[], colour: Colour): Picture[] {
  const shown = images.filter((picture) => !picture.colour || picture.colour === colour);
  return shown.length > 0 ? shown : images;
}

function keyOf(picture: Picture): string {
  return picture.id ?? picture.view;
}
