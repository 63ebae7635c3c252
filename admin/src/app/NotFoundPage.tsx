import { Link } from 'react-router-dom';
import { Page } from '../components/Page';

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p>
        There is no such page in the back office. <Link to="/">Go to the dashboard</Link>.
      </p>
    </Page>
  );
}
