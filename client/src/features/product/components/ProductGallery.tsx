import { useState } from 'react';
import type { Colour, ProductDetailFragment } from '../../../gql/graphql';
import { colourName } from '../../../lib/format';
import { imageInColour } from '../product-options';

interface Props {
  product: Pick<ProductDetailFragment, 'name' | 'image' | 'images' | 'defaultColour'>;
  colour: Colour;
}

/** Thumbnails of every view beside one large picture; both follow the colour the shopper chose. */
export function ProductGallery({ product, colour }: Props) {
  const views = product.images.length > 0 ? product.images : [{ view: 'front', url: product.image, alt: product.name }];
  const [selected, setSelected] = useState(views[0].view);
  const main = views.find((image) => image.view === selected) ?? views[0];
  const inColour = (url: string) => imageInColour(url, colour, product.defaultColour);

  return (
    <div className="gallery">
      <div className="gallery__thumbs" role="group" aria-label="Product pictures">
        {views.map((image) => (
          <button
            key={image.view}
            type="button"
            className="gallery__thumb"
            aria-pressed={image.view === main.view}
            aria-label={`Show ${image.view} view`}
            onClick={() => setSelected(image.view)}
          >
            <img src={inColour(image.url)} alt="" width="96" height="96" decoding="async" />
          </button>
        ))}
      </div>
      <figure className="gallery__main">
        <img
          key={`${main.view}-${colour}`}
          src={inColour(main.url)}
          alt={`${main.alt}, ${colourName(colour)}`}
          width="640"
          height="640"
          decoding="async"
          fetchPriority="high"
        />
      </figure>
    </div>
  );
}
