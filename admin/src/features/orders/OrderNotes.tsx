import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DateTime } from '../../components/DateTime';
import { Form } from '../../components/form/Form';
import { FORM_ERROR, showServerFailure } from '../../components/form/server-errors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextAreaField } from '../../components/form/TextAreaField';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { AddOrderNoteDocument, OrderNoteItemFragmentDoc, type OrderNoteItemFragment } from '../../gql/graphql';

/** The server's rule (1 to 2000 characters), checked here first. */
const noteSchema = z.object({ text: z.string().trim().min(1, 'Write the note first.').max(2000, 'At most 2000 characters.') });
type NoteValues = z.infer<typeof noteSchema>;

/** Staff's internal notes on the order, oldest first (shoppers never see them), and a form to add one. */
export function OrderNotes({ orderId, tranId, notes }: { orderId: string; tranId: string; notes: OrderNoteItemFragment[] }) {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const form = useForm<NoteValues>({ resolver: zodResolver(noteSchema), defaultValues: { text: '' } });
  const [addOrderNote] = useMutation(AddOrderNoteDocument, {
    // The new note joins the order's, in the cache every view of the order reads.
    update(cache, { data }) {
      const note = data?.addOrderNote;
      if (note?.__typename !== 'OrderNote') return;
      const added = cache.writeFragment({ fragment: OrderNoteItemFragmentDoc, data: note });
      if (added) cache.modify<{ notes: Reference[] }>({ id: cache.identify({ __typename: 'AdminOrder', id: orderId }), fields: { notes: (existing = []) => [...existing, added] } });
    },
  });

  async function onSubmit({ text }: NoteValues) {
    setNotice(null);
    try {
      const { data } = await addOrderNote({ variables: { tranId, text } });
      const result = data?.addOrderNote;
      if (result?.__typename === 'OrderNote') {
        form.reset({ text: '' });
        setNotice({ tone: 'success', text: 'The note is added.' });
      } else if (result) {
        showServerFailure(form, result);
      }
    } catch (error) {
      form.setError(`root.${FORM_ERROR}`, { type: 'network', message: `The note was not added: ${(error as Error).message}` });
    }
  }

  return (
    <section className="panel" aria-labelledby="order-notes-title">
      <h2 id="order-notes-title">Internal notes</h2>
      {notes.length === 0 ? (
        <p className="muted">No notes yet. Only staff see them.</p>
      ) : (
        <ol className="notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="notes__text">{note.text}</p>
              <p className="notes__meta">
                {note.staffEmail}, <DateTime value={note.createdAt} />
              </p>
            </li>
          ))}
        </ol>
      )}
      <Notice message={notice} />
      <Form form={form} onSubmit={onSubmit} aria-labelledby="order-note-form-title">
        <h3 id="order-note-form-title" className="visually-hidden">
          Add a note
        </h3>
        <TextAreaField name="text" label="New note" description="For staff only: what was agreed, what to check." rows={3} required />
        <div className="form__actions">
          <SubmitButton busyLabel="Adding…">Add note</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
