import './messages.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { DateTime } from '../../components/DateTime';
import { SelectField } from '../../components/form/Field';
import { FilterPanel } from '../../components/form/FilterPanel';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { Page } from '../../components/Page';
import { ContactMessagesDocument, MarkContactMessageHandledDocument, type ContactMessageItemFragment } from '../../gql/graphql';
import { choiceParam, useListAddress } from '../../lib/search-params';
import { MessagesNav } from './MessagesNav';

type Message = ContactMessageItemFragment;
type Mark = (message: Message) => void;

/** Which messages are listed: those waiting for an answer unless the address says otherwise. */
const SHOW = { handled: 'Handled', all: 'All messages' } as const;
const SHOW_OPTIONS = [{ value: '', label: 'Waiting for an answer' }, ...Object.entries(SHOW).map(([value, label]) => ({ value, label }))];
const HANDLED: Record<'' | keyof typeof SHOW, boolean | null> = { '': false, handled: true, all: null };
const CAPTIONS: Record<'' | keyof typeof SHOW, string> = { '': 'Messages waiting for an answer, newest first', handled: 'Handled messages, newest first', all: 'All messages, newest first' };

const filterSchema = z.object({ show: z.string() });
const readFilters = (params: URLSearchParams) => ({ show: choiceParam(params.get('show'), SHOW) });

const column = dataColumns<Message>();

function messageColumns(mark: Mark) {
  return column.columns([
    column.accessor('receivedAt', { header: 'Received', cell: ({ getValue }) => <DateTime value={getValue()} />, meta: { className: 'nowrap' } }),
    column.display({
      id: 'from',
      header: 'From',
      cell: ({ row }) => (
        <>
          {row.original.name}
          <a className="cell-detail" href={`mailto:${row.original.email}`}>
            {row.original.email}
          </a>
          {row.original.customerId && (
            <Link className="cell-detail" to={`/customers/${row.original.customerId}`}>
              Customer account<span className="visually-hidden"> of {row.original.name}</span>
            </Link>
          )}
        </>
      ),
    }),
    column.accessor('message', { header: 'Message', cell: ({ getValue }) => <p className="message-text">{getValue()}</p>, meta: { className: 'message-cell' } }),
    column.accessor('handledAt', {
      header: 'State',
      cell: ({ getValue }) => (getValue() ? <span className="badge badge--ok">Handled <DateTime value={getValue()!} /></span> : <span className="badge">Waiting</span>),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <div className="row-actions">
          <button type="button" className="button button--secondary button--small" onClick={() => mark(row.original)}>
            {row.original.handledAt ? 'Reopen' : 'Mark handled'}
            <span className="visually-hidden"> (message from {row.original.name})</span>
          </button>
        </div>
      ),
    }),
  ]);
}

const DEFAULT_PAGE_SIZE = 20;
const messageId = (message: Message) => message.id;

/** The contact form's inbox: waiting messages first (or handled ones, or all), each marked handled or reopened in place. */
export default function MessagesPage() {
  const { filters, page, pageSize, paging, show } = useListAddress({ readFilters, defaultPageSize: DEFAULT_PAGE_SIZE });
  const { data, previousData, loading, error } = useQuery(ContactMessagesDocument, { variables: { handled: HANDLED[filters.show], page, pageSize }, fetchPolicy: 'cache-and-network' });
  const list = (data ?? previousData)?.contactMessages;
  const rows = useMemo(() => list?.items ?? [], [list]);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [markHandled] = useMutation(MarkContactMessageHandledDocument);

  // A marked message stays in the list until the next visit, its state changed, so the row under focus does not vanish.
  const mark = useCallback<Mark>(
    async (message) => {
      const handled = message.handledAt === null;
      try {
        await markHandled({ variables: { id: message.id, handled } });
        setNotice({ tone: 'success', text: handled ? `The message from ${message.name} is handled.` : `The message from ${message.name} is waiting again.` });
      } catch (failure) {
        setNotice({ tone: 'error', text: `The message was not changed: ${(failure as Error).message}` });
      }
    },
    [markHandled],
  );
  const columns = useMemo(() => messageColumns((message) => void mark(message)), [mark]);

  return (
    <Page title="Messages" intro="What shoppers wrote through the contact form. Answer by e-mail, then mark the message handled.">
      <MessagesNav />
      <Notice message={notice} />
      <FilterPanel schema={filterSchema} values={filters} onApply={(next) => show({ filters: { show: choiceParam(next.show, SHOW) } })}>
        <SelectField name="show" label="Show" options={SHOW_OPTIONS} className="field--narrow" />
      </FilterPanel>
      {error && <p role="alert">The messages could not be loaded: {error.message}</p>}
      <DataTable
        caption={CAPTIONS[filters.show]}
        columns={columns}
        rows={rows}
        rowId={messageId}
        busy={loading}
        empty={filters.show === '' ? 'No message is waiting for an answer.' : 'No messages.'}
        paging={paging(list?.totalItems ?? 0)}
      />
    </Page>
  );
}
