import './messages.css';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { DateTime } from '../../components/DateTime';
import { DownloadButton } from '../../components/DownloadButton';
import { Page } from '../../components/Page';
import { NewsletterSubscribersDocument, type NewsletterSubscribersQuery } from '../../gql/graphql';
import { useAddressPaging } from '../../lib/search-params';
import { MessagesNav } from './MessagesNav';

type Subscriber = NewsletterSubscribersQuery['newsletterSubscribers']['items'][number];

const column = dataColumns<Subscriber>();
const columns = column.columns([
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('subscribedAt', { header: 'Subscribed', cell: ({ getValue }) => <DateTime value={getValue()} /> }),
]);

const DEFAULT_PAGE_SIZE = 50;
const subscriberId = (subscriber: Subscriber) => subscriber.email;

/** Who gets the newsletter, oldest first, paged on the server; the whole list downloads as CSV. */
export default function NewsletterPage() {
  const { page, pageSize, paging } = useAddressPaging(DEFAULT_PAGE_SIZE);
  const { data, previousData, loading, error } = useQuery(NewsletterSubscribersDocument, { variables: { page, pageSize }, fetchPolicy: 'cache-and-network' });
  const list = (data ?? previousData)?.newsletterSubscribers;
  const rows = useMemo(() => list?.items ?? [], [list]);

  return (
    <Page
      title="Newsletter subscribers"
      intro="The addresses signed up for the newsletter in the shop."
      actions={
        <DownloadButton path="/admin-api/newsletter-subscribers.csv" filename="newsletter-subscribers.csv">
          Export CSV<span className="visually-hidden"> of every subscriber</span>
        </DownloadButton>
      }
    >
      <MessagesNav />
      {error && <p role="alert">The subscribers could not be loaded: {error.message}</p>}
      <DataTable caption="Subscribers, oldest first" columns={columns} rows={rows} rowId={subscriberId} busy={loading} empty="Nobody has subscribed yet." paging={paging(list?.totalItems ?? 0)} />
    </Page>
  );
}
