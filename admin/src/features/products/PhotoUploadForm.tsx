import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field, SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FORM_ERROR } from '../../components/form/server-errors';
import { SubmitButton } from '../../components/form/SubmitButton';
import type { Colour } from '../../gql/graphql';
import { postForm } from '../../lib/rest';
import { COLOUR_LABELS } from './labels';

/** The server's answer to a refused upload (400, or 413 over the size limit). */
interface Refusal {
  code?: string;
  message?: string;
  fields?: { file?: string; alt?: string; colour?: string };
}

const MAX_ALT = 250;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';

const uploadSchema = z.object({
  files: z.custom<FileList>((files) => typeof FileList !== 'undefined' && files instanceof FileList && files.length > 0, 'Choose one or more photos.'),
  alt: z.string().trim().max(MAX_ALT, `At most ${MAX_ALT} characters.`),
  colour: z.string(),
});
type UploadValues = z.infer<typeof uploadSchema>;

export function uploadPath(productId: string): string {
  return `/admin-api/products/${encodeURIComponent(productId)}/images`;
}

/**
 * Uploads photos one after another (POST multipart to the admin API, the staff token as GraphQL sends it),
 * saying which one is on its way. A file the server refuses (not a photo, too large) is named with the
 * reason and the others still go; a refused alt text or colour stops the rest and shows on its field.
 */
export function PhotoUploadForm({ productId, productName, colours, onUploaded }: { productId: string; productName: string; colours: readonly Colour[]; onUploaded: (count: number) => void }) {
  const form = useForm<UploadValues>({ resolver: zodResolver(uploadSchema), defaultValues: { files: undefined, alt: '', colour: '' } });
  const [progress, setProgress] = useState<{ done: number; total: number; name: string } | null>(null);
  // A file input cannot be emptied by a value: after an upload it is replaced by a fresh one.
  const [uploads, setUploads] = useState(0);
  const colourOptions = [{ value: '', label: 'None in particular' }, ...colours.map((colour) => ({ value: colour, label: COLOUR_LABELS[colour] }))];

  async function onSubmit(values: UploadValues) {
    const files = [...values.files];
    const refusedFiles: string[] = [];
    let uploaded = 0;
    try {
      for (const [index, file] of files.entries()) {
        setProgress({ done: index, total: files.length, name: file.name });
        const body = new FormData();
        body.append('file', file);
        if (values.alt.trim()) body.append('alt', values.alt.trim());
        if (values.colour) body.append('colour', values.colour);
        const answer = await postForm<Refusal>(uploadPath(productId), body);
        if (answer.ok) {
          uploaded += 1;
          continue;
        }
        const refusal = answer.body ?? {};
        if (answer.status === 401) return;
        if (refusal.fields?.alt || refusal.fields?.colour) {
          if (refusal.fields.alt) form.setError('alt', { type: 'server', message: refusal.fields.alt }, { shouldFocus: true });
          if (refusal.fields.colour) form.setError('colour', { type: 'server', message: refusal.fields.colour }, { shouldFocus: !refusal.fields.alt });
          break;
        }
        if (answer.status === 413 || refusal.fields?.file) {
          refusedFiles.push(`${file.name}: ${refusal.fields?.file ?? refusal.message ?? 'The file is larger than the server accepts.'}`);
          continue;
        }
        form.setError(`root.${FORM_ERROR}`, { type: refusal.code ?? String(answer.status), message: `${file.name} was not uploaded: ${refusal.message ?? `the server answered ${answer.status}.`}` });
        break;
      }
    } catch (error) {
      form.setError(`root.${FORM_ERROR}`, { type: 'network', message: `The upload did not reach the server: ${(error as Error).message}` });
    } finally {
      setProgress(null);
    }
    if (refusedFiles.length > 0) form.setError('files', { type: 'server', message: refusedFiles.join(' ') }, { shouldFocus: true });
    else if (uploaded === files.length) {
      form.reset({ files: undefined, alt: '', colour: values.colour });
      setUploads((n) => n + 1);
    }
    if (uploaded > 0) onUploaded(uploaded);
  }

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="photo-upload-title" className="form--grid photo-upload">
      <h3 id="photo-upload-title" className="photo-upload__title">
        Add photos
      </h3>
      <Field name="files" label="Photos" description="JPEG, PNG, WebP or AVIF. Several at once are uploaded one after another." required>
        {(control) => <input key={uploads} type="file" multiple accept={ACCEPT} {...control} {...form.register('files')} />}
      </Field>
      <TextField name="alt" label="Alt text" description={`What the photos show, for shoppers who cannot see them. Empty: “${productName}”.`} maxLength={MAX_ALT} autoComplete="off" />
      <SelectField name="colour" label="Colour shown" description="The shop shows a colour’s own photos first when a shopper picks it." options={colourOptions} />
      <div className="form__actions">
        <SubmitButton busyLabel="Uploading…">Upload</SubmitButton>
      </div>
      <div role="status" className="photo-upload__progress">
        {progress && (
          <>
            Uploading photo {progress.done + 1} of {progress.total}: {progress.name}…
            <progress max={progress.total} value={progress.done} aria-hidden="true" />
          </>
        )}
      </div>
    </Form>
  );
}
