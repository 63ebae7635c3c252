import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FORM_ERROR, showServerFailure } from '../../components/form/server-errors';
import { CreateStaffMemberDocument, StaffMembersDocument } from '../../gql/graphql';
import { ROLE_HELP, ROLE_OPTIONS } from './roles';

/** The server's rules (accounts/credentials.ts), checked here first so most mistakes need no round trip. */
const staffSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100, 'Name must be at most 100 characters.'),
  email: z.string().trim().min(1, 'E-mail is required.').pipe(z.email('Enter a valid e-mail address.')),
  password: z.string().min(8, 'Password must be at least 8 characters.').max(128, 'Password must be at most 128 characters.'),
  role: z.enum(['OWNER', 'STAFF']),
});
type StaffValues = z.infer<typeof staffSchema>;

const EMPTY: StaffValues = { name: '', email: '', password: '', role: 'STAFF' };

/** Adds a member of staff; the server's field errors (a taken e-mail, a weak password) show on their fields. */
export function CreateStaffForm({ onSubmitted, onCreated }: { onSubmitted: () => void; onCreated: (name: string) => void }) {
  // The list again, in the server's order, only when someone was added.
  const [createStaffMember] = useMutation(CreateStaffMemberDocument, {
    refetchQueries: ({ data }) => (data?.createStaffMember.__typename === 'Staff' ? [StaffMembersDocument] : []),
    awaitRefetchQueries: true,
  });
  const form = useForm<StaffValues>({ resolver: zodResolver(staffSchema), defaultValues: EMPTY });

  async function onSubmit(values: StaffValues) {
    onSubmitted();
    try {
      const { data } = await createStaffMember({ variables: { input: values } });
      const result = data?.createStaffMember;
      if (!result) return;
      if (result.__typename === 'Staff') {
        form.reset(EMPTY);
        onCreated(result.name);
      } else {
        showServerFailure(form, result, result.__typename === 'StaffEmailTakenError' ? { onField: 'email' } : {});
      }
    } catch (error) {
      form.setError(`root.${FORM_ERROR}`, { type: 'network', message: `The member could not be added: ${(error as Error).message}` });
    }
  }

  return (
    <section className="panel" aria-labelledby="create-staff-title">
      <h2 id="create-staff-title">Add a member of staff</h2>
      <Form form={form} onSubmit={onSubmit} aria-labelledby="create-staff-title" className="form--grid">
        <TextField name="name" label="Name" autoComplete="off" required />
        <TextField name="email" label="E-mail" type="email" autoComplete="off" required />
        <TextField name="password" label="First password" type="password" autoComplete="new-password" description="At least 8 characters; hand it over in person." required />
        <SelectField name="role" label="Role" description={ROLE_HELP} options={ROLE_OPTIONS} required />
        <div className="form__actions">
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Adding…' : 'Add member'}
          </button>
        </div>
      </Form>
    </section>
  );
}
