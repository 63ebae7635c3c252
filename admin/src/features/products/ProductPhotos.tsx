import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useConfirm } from '../../components/confirm/use-confirm';
import { SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FORM_ERROR, showServerFailure } from '../../components/form/server-errors';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { DeleteProductImageDocument, ProductImagesDocument, ReorderProductImagesDocument, UpdateProductImageDocument, type Colour, type ProductPhotoItemFragment } from '../../gql/graphql';
import { COLOUR_LABELS } from './labels';
import { PhotoUploadForm } from './PhotoUploadForm';

type Photo = ProductPhotoItemFragment;
type Direction = 'up' | 'down';

export interface ProductPhotosProps {
  productId: string;
  productName: string;
  /** The product's colours: a photo may show one of them. */
  colours: readonly Colour[];
}

/**
 * A product's photos, in the shop's order: upload more, edit each one's alt text and colour, move it up
 * or down, delete it (after asking). Moving keeps focus on the button pressed, in the photo's new place.
 */
export function ProductPhotos({ productId, productName, colours }: ProductPhotosProps) {
  const confirm = useConfirm();
  const list = useRef<HTMLOListElement>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const { data, loading, error, refetch } = useQuery(ProductImagesDocument, { variables: { productId } });
  const moved = useRef<{ id: string; direction: Direction } | null>(null);
  // Both answer the product's photos as they are now: the list becomes that answer.
  const writeList = (photos: Photo[]) => ({ query: ProductImagesDocument, variables: { productId }, data: { productImages: photos } });
  const [reorderProductImages] = useMutation(ReorderProductImagesDocument, { update: (cache, { data: answer }) => answer && cache.writeQuery(writeList(answer.reorderProductImages)) });
  const [deleteProductImage] = useMutation(DeleteProductImageDocument, { update: (cache, { data: answer }) => answer && cache.writeQuery(writeList(answer.deleteProductImage)) });
  const photos = useMemo(() => data?.productImages ?? [], [data]);

  // A moved photo's item is placed anew, which takes focus from it: give it back, to the same button unless that end is reached.
  useLayoutEffect(() => {
    const target = moved.current;
    if (!target) return;
    moved.current = null;
    const item = list.current?.querySelector(`[data-photo="${target.id}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    (same && !same.disabled ? same : item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`))?.focus();
  }, [photos]);

  async function move(photo: Photo, direction: Direction) {
    const from = photos.findIndex((p) => p.id === photo.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= photos.length) return;
    const ids = photos.map((p) => p.id);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    setNotice(null);
    moved.current = { id: photo.id, direction };
    try {
      await reorderProductImages({ variables: { productId, ids } });
      setNotice({ tone: 'success', text: `Photo moved to position ${to + 1} of ${photos.length}.` });
    } catch (failure) {
      moved.current = null;
      setNotice({ tone: 'error', text: `The photos were not reordered: ${(failure as Error).message}` });
    }
  }

  async function remove(photo: Photo, position: number) {
    const agreed = await confirm({
      title: `Delete photo ${position}?`,
      message: `“${photo.alt}” leaves the product’s pages in the shop at once. This cannot be undone.`,
      confirmLabel: 'Delete photo',
      tone: 'danger',
    });
    if (!agreed) return;
    setNotice(null);
    try {
      await deleteProductImage({ variables: { id: photo.id } });
      setNotice({ tone: 'success', text: `Photo ${position} was deleted.` });
    } catch (failure) {
      setNotice({ tone: 'error', text: `The photo was not deleted: ${(failure as Error).message}` });
    }
  }

  return (
    <section className="panel product-photos" aria-labelledby="product-photos-title">
      <h2 id="product-photos-title">Photos</h2>
      <p className="field__description">The shop shows the photos in this order, the first as the product’s main picture. Without photos it shows drawn pictures of the garment.</p>
      <Notice message={notice} />
      <PhotoUploadForm
        productId={productId}
        productName={productName}
        colours={colours}
        onUploaded={(count) => {
          setNotice({ tone: 'success', text: count === 1 ? 'One photo was uploaded.' : `${count} photos were uploaded.` });
          void refetch();
        }}
      />
      {loading && !data && <Spinner label="Loading the photos" />}
      {error && <p role="alert">The photos could not be loaded: {error.message}</p>}
      {data && photos.length === 0 && <p className="muted">No photos yet.</p>}
      {photos.length > 0 && (
        <ol ref={list} className="photo-list" aria-label="Photos, in the shop’s order">
          {photos.map((photo, index) => (
            <PhotoItem
              key={photo.id}
              photo={photo}
              position={index + 1}
              count={photos.length}
              colours={colours}
              onMove={(direction) => void move(photo, direction)}
              onDelete={() => void remove(photo, index + 1)}
              onSaved={() => setNotice({ tone: 'success', text: `Photo ${index + 1} was saved.` })}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

const photoSchema = z.object({
  alt: z.string().trim().min(1, 'Describe what the photo shows.').max(250, 'At most 250 characters.'),
  colour: z.string(),
});
type PhotoValues = z.infer<typeof photoSchema>;

interface PhotoItemProps {
  photo: Photo;
  position: number;
  count: number;
  colours: readonly Colour[];
  onMove: (direction: Direction) => void;
  onDelete: () => void;
  onSaved: () => void;
}

function PhotoItem({ photo, position, count, colours, onMove, onDelete, onSaved }: PhotoItemProps) {
  const [updateProductImage] = useMutation(UpdateProductImageDocument);
  const form = useForm<PhotoValues>({ resolver: zodResolver(photoSchema), defaultValues: { alt: photo.alt, colour: photo.colour ?? '' } });
  const titleId = `photo-${photo.id}-title`;
  // A photo may show a colour the product no longer has: it stays choosable until changed.
  const colourOptions = [
    { value: '', label: 'None in particular' },
    ...[...new Set([...colours, ...(photo.colour ? [photo.colour] : [])])].map((colour) => ({ value: colour, label: COLOUR_LABELS[colour] })),
  ];

  async function onSubmit(values: PhotoValues) {
    try {
      const { data } = await updateProductImage({ variables: { id: photo.id, input: { alt: values.alt.trim(), colour: (values.colour || null) as Colour | null } } });
      const result = data?.updateProductImage;
      if (!result) return;
      if (result.__typename === 'ProductPhoto') {
        form.reset({ alt: result.alt, colour: result.colour ?? '' });
        onSaved();
      } else {
        showServerFailure(form, result);
      }
    } catch (error) {
      form.setError(`root.${FORM_ERROR}`, { type: 'network', message: `The photo was not saved: ${(error as Error).message}` });
    }
  }

  return (
    <li className="photo" data-photo={photo.id}>
      <img className="photo__image" src={photo.url} srcSet={photo.srcSet} sizes="160px" width={photo.width} height={photo.height} alt={photo.alt} />
      <div className="photo__body">
        <h3 id={titleId} className="photo__title">
          Photo {position}
          {position === 1 && <span className="muted"> (main picture)</span>}
        </h3>
        <Form form={form} onSubmit={onSubmit} aria-labelledby={titleId} className="form--grid photo__form">
          <TextField name="alt" label="Alt text" maxLength={250} autoComplete="off" required />
          <SelectField name="colour" label="Colour shown" options={colourOptions} />
          <div className="form__actions">
            <button type="submit" className="button button--secondary button--small" disabled={form.formState.isSubmitting}>
              Save<span className="visually-hidden"> photo {position}</span>
            </button>
          </div>
        </Form>
        <div className="row-actions photo__actions" role="group" aria-label={`Photo ${position}: order and removal`}>
          <button type="button" className="button button--secondary button--small" data-move="up" disabled={position === 1} onClick={() => onMove('up')}>
            <span aria-hidden="true">↑ </span>Move up<span className="visually-hidden"> photo {position}</span>
          </button>
          <button type="button" className="button button--secondary button--small" data-move="down" disabled={position === count} onClick={() => onMove('down')}>
            <span aria-hidden="true">↓ </span>Move down<span className="visually-hidden"> photo {position}</span>
          </button>
          <button type="button" className="button button--danger-quiet button--small" onClick={onDelete}>
            Delete<span className="visually-hidden"> photo {position}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
