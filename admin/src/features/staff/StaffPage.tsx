import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useConfirm } from '../../components/confirm/use-confirm';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { Page } from '../../components/Page';
import { StaffMembersDocument, UpdateStaffMemberDocument, type StaffMemberRowFragment, type UpdateStaffInput } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { CreateStaffForm } from './CreateStaffForm';
import { ROLE_LABELS } from './roles';

type Member = StaffMemberRowFragment;
type Change = (member: Member, input: UpdateStaffInput) => void;

const column = dataColumns<Member>();

function staffColumns(currentId: string, change: Change) {
  return column.columns([
    column.accessor('name', {
      header: 'Name',
      cell: ({ row }) => (
        <>
          {row.original.name}
          {row.original.id === currentId && <span className="muted"> (you)</span>}
        </>
      ),
    }),
    column.accessor('email', { header: 'E-mail' }),
    column.accessor('role', { header: 'Role', cell: ({ getValue }) => ROLE_LABELS[getValue()] }),
    column.accessor('active', {
      header: 'Status',
      cell: ({ getValue }) => (getValue() ? <span className="badge badge--ok">Active</span> : <span className="badge badge--off">Deactivated</span>),
    }),
    column.accessor('lastLoginAt', { header: 'Last login', cell: ({ getValue }) => (getValue() ? formatDateTime(getValue()!) : 'Never') }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => <MemberActions member={row.original} change={change} />,
    }),
  ]);
}

function MemberActions({ member, change }: { member: Member; change: Change }) {
  const otherRole = member.role === 'OWNER' ? 'STAFF' : 'OWNER';
  return (
    <div className="row-actions">
      <button type="button" className="button button--secondary button--small" onClick={() => change(member, { role: otherRole })}>
        Make {ROLE_LABELS[otherRole].toLowerCase()}
        <span className="visually-hidden">: {member.name}</span>
      </button>
      <button type="button" className={`button button--small ${member.active ? 'button--danger-quiet' : 'button--secondary'}`} onClick={() => change(member, { active: !member.active })}>
        {member.active ? 'Deactivate' : 'Reactivate'}
        <span className="visually-hidden"> {member.name}</span>
      </button>
    </div>
  );
}

/** What the confirmation says for each change: what happens, to whom, and its consequence. */
function question(member: Member, input: UpdateStaffInput) {
  if (input.active === false) return { title: `Deactivate ${member.name}?`, message: `${member.name} is logged out at once and can no longer log in. You can reactivate them later.`, confirmLabel: 'Deactivate', tone: 'danger' as const };
  if (input.active === true) return { title: `Reactivate ${member.name}?`, message: `${member.name} can log in again with their ${ROLE_LABELS[member.role].toLowerCase()} role.`, confirmLabel: 'Reactivate', tone: 'default' as const };
  if (input.role === 'OWNER') return { title: `Make ${member.name} an owner?`, message: `${member.name} will be able to do everything, including managing staff and the shop's settings.`, confirmLabel: 'Make owner', tone: 'default' as const };
  return { title: `Make ${member.name} staff?`, message: `${member.name} will no longer manage staff or the shop's settings.`, confirmLabel: 'Make staff', tone: 'danger' as const };
}

function outcome(member: Member, input: UpdateStaffInput): string {
  if (input.active !== undefined && input.active !== null) return member.active ? `${member.name} is active again.` : `${member.name} is deactivated.`;
  return member.role === 'OWNER' ? `${member.name} is now an owner.` : `${member.name} is now staff.`;
}

const memberId = (member: Member) => member.id;

/** Owners only: every member of staff, adding one, changing a role, deactivating and reactivating. */
export default function StaffPage() {
  const { staff } = useSession();
  const confirm = useConfirm();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const { data, loading, error } = useQuery(StaffMembersDocument);
  const [updateStaffMember] = useMutation(UpdateStaffMemberDocument);

  const change = useCallback<Change>(
    async (member, input) => {
      if (!(await confirm(question(member, input)))) return;
      setNotice(null);
      try {
        const { data: answer } = await updateStaffMember({ variables: { id: member.id, input } });
        const result = answer?.updateStaffMember;
        if (result?.__typename === 'Staff') setNotice({ tone: 'success', text: outcome(result, input) });
        else if (result) setNotice({ tone: 'error', text: result.message });
      } catch (failure) {
        setNotice({ tone: 'error', text: `The change was not saved: ${(failure as Error).message}` });
      }
    },
    [confirm, updateStaffMember],
  );
  const columns = useMemo(() => staffColumns(staff?.id ?? '', change), [staff?.id, change]);
  const members = useMemo(() => data?.staffMembers ?? [], [data]);

  return (
    <Page title="Staff" intro="Who can log in to the back office, and what they may do.">
      <Notice message={notice} />
      {error && <p role="alert">The staff list could not be loaded: {error.message}</p>}
      <DataTable caption="Members of staff" columns={columns} rows={members} rowId={memberId} busy={loading} empty="No members of staff yet." />
      <CreateStaffForm onSubmitted={() => setNotice(null)} onCreated={(name) => setNotice({ tone: 'success', text: `${name} was added and can log in now.` })} />
    </Page>
  );
}
